import { Form, Formik, type FormikHelpers } from 'formik';
import { CircleCheck, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { checkRule, type FieldRule } from 'shared-contracts';
import { FormStatus, PasswordField, SubmitButton, toast } from 'shared-ui';
import * as yup from 'yup';
import { NS } from '../../../config/i18n';
import '../i18n';
import { apiErrorText } from '../../../components/money/api-error-text';
import { useRegisterRules } from '../api/get-register-rules';
import { setFundPassword } from '../api/set-fund-password';

/** The server's rule when the merchant has none for `paymentPassword`: 6 digits. */
const DEFAULT_RULE: FieldRule = { min: 6, max: 6, acceptedPattern: 'DIGITS' };

interface Values {
  fundPassword: string;
  confirmFundPassword: string;
}

/** The fund password: set once (encrypted), then only its status shows. */
export function FundPasswordCard({ set, onSaved }: { set: boolean; onSaved: () => void }) {
  const { t } = useTranslation(NS);
  const rules = useRegisterRules();
  const rule = rules.data?.find((r) => r.field === 'paymentPassword') ?? DEFAULT_RULE;
  const digits = rule.acceptedPattern === 'DIGITS';
  const ruleText =
    digits && rule.min === rule.max
      ? t('wd_fund_digits', { count: rule.min })
      : t(`common:reg_pattern_${rule.acceptedPattern === '*' ? 'ANY' : rule.acceptedPattern}`, {
          min: rule.min,
          max: rule.max,
        });
  const submit = async (v: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    try {
      await setFundPassword(v.fundPassword, v.confirmFundPassword);
      toast({ title: t('wd_fund_saved'), tone: 'success' });
      onSaved();
    } catch (e) {
      helpers.setStatus(apiErrorText(t, e));
    }
  };
  return (
    <section className="ui-card member-card" aria-labelledby="wd-fund-title" data-testid="fund-password">
      <h3 id="wd-fund-title" className="member-card-title">
        <KeyRound aria-hidden />
        {t('wd_fund')}
      </h3>
      {set ? (
        <p className="member-status is-ok">
          <CircleCheck aria-hidden />
          {t('wd_fund_set')}
        </p>
      ) : (
        <>
          <p className="member-intro">{t('wd_fund_none')}</p>
          <Formik<Values>
            initialValues={{ fundPassword: '', confirmFundPassword: '' }}
            validationSchema={yup.object({
              fundPassword: yup
                .string()
                .required(t('common:err_validation'))
                .test('rule', ruleText, (v) => !checkRule(rule, v ?? '')),
              confirmFundPassword: yup
                .string()
                .required(t('common:err_validation'))
                .oneOf([yup.ref('fundPassword')], t('common:err_confirm_mismatch')),
            })}
            onSubmit={submit}
          >
            {({ errors, touched, isSubmitting, status, getFieldProps }) => (
              <Form className="member-form" noValidate aria-label={t('wd_fund')}>
                <PasswordField
                  label={t('wd_fund_new')}
                  inputMode={digits ? 'numeric' : undefined}
                  autoComplete="new-password"
                  hint={ruleText}
                  error={touched.fundPassword && errors.fundPassword}
                  {...getFieldProps('fundPassword')}
                />
                <PasswordField
                  label={t('wd_fund_confirm')}
                  inputMode={digits ? 'numeric' : undefined}
                  autoComplete="new-password"
                  error={touched.confirmFundPassword && errors.confirmFundPassword}
                  {...getFieldProps('confirmFundPassword')}
                />
                <FormStatus status={status} />
                <SubmitButton busy={isSubmitting}>{t('wd_fund_save')}</SubmitButton>
              </Form>
            )}
          </Formik>
        </>
      )}
    </section>
  );
}
