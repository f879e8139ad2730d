import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from 'shared-contracts';
import { Dialog, FormStatus, RadioGroup, SubmitButton, toast } from 'shared-ui';
import * as yup from 'yup';
import { NS } from '../../../config/i18n';
import '../i18n';
import { moneyText } from '../../../components/money/amount-schema';
import { apiErrorText } from '../../../components/money/api-error-text';
import { ImageField } from '../../../components/money/image-field';
import { imageFileProblem } from '../../../components/money/image-file';
import { confirmWithdrawal } from '../api/confirm-withdrawal';

interface Values {
  result: 'RECEIVED' | 'NOT_RECEIVED' | '';
  proof: File | null;
}

/** The player's answer to a PAID withdrawal: received or not, with a proof image (SPEC §3, §9 upload rules). */
export function ConfirmWithdrawalDialog({
  withdrawal: w,
  autoMinutes,
  onClose,
  onDone,
}: {
  withdrawal: Withdrawal | null;
  autoMinutes: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(NS);
  const submit = async (v: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    try {
      const done = await confirmWithdrawal({ id: w!.id, result: v.result as 'RECEIVED', proof: v.proof! });
      toast({ title: t(`wd_confirmed_${done.status}`, { id: done.id }), tone: 'success' });
      onDone();
    } catch (e) {
      helpers.setStatus(apiErrorText(t, e));
    }
  };
  return (
    <Dialog
      open={w !== null}
      onOpenChange={(o) => !o && onClose()}
      title={w ? t('wd_confirm_title', { id: w.id }) : ''}
      testId="confirm-withdrawal"
    >
      {w && (
        <Formik<Values>
          initialValues={{ result: '', proof: null }}
          validationSchema={yup.object({
            result: yup.string().required(t('wd_confirm_choose')),
            proof: yup
              .mixed<File>()
              .nullable()
              .test('proof', '', (file, ctx) => {
                if (!file) return ctx.createError({ message: t('common:err_proof_required') });
                const problem = imageFileProblem(file);
                return problem ? ctx.createError({ message: t(`common:${problem}`) }) : true;
              }),
          })}
          onSubmit={submit}
        >
          {({ values, errors, touched, isSubmitting, status, setFieldValue, setFieldTouched }) => (
            <Form className="member-form" noValidate aria-label={t('wd_confirm')}>
              <p className="member-intro">
                {t('wd_confirm_intro', {
                  amount: moneyText(w.amount, w.currency),
                  bank: w.bankName,
                  number: w.accountNumber,
                  minutes: autoMinutes,
                })}
              </p>
              <RadioGroup
                legend={t('wd_confirm_result')}
                name="result"
                value={values.result}
                inline
                error={touched.result && errors.result}
                onChange={(r) => void setFieldValue('result', r, true)}
                options={[
                  { value: 'RECEIVED', label: t('wd_received') },
                  { value: 'NOT_RECEIVED', label: t('wd_not_received') },
                ]}
              />
              <ImageField
                label={t('wd_proof')}
                file={values.proof}
                error={touched.proof ? (errors.proof as string | undefined) : null}
                testId="proof"
                onChange={(file) => {
                  void setFieldValue('proof', file, true);
                  void setFieldTouched('proof', true, false);
                }}
              />
              <FormStatus status={status} />
              <SubmitButton busy={isSubmitting}>{t('wd_confirm_submit')}</SubmitButton>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
