import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { errorText, parseMoney, type playersOpsApi } from 'shared-contracts';
import { Dialog, FormStatus, RadioGroup, toast, useRequestId } from 'shared-ui';
import * as yup from 'yup';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-fields';
import { NS as CONSOLE } from '../../../config/i18n';
import { adjustBalance } from '../api/adjust-balance';
import { NS } from '../i18n';

/** A balance adjustment with its reason; above the four-eyes threshold it waits for a second operator. */
export function AdjustDialog({
  open,
  player,
  onClose,
  onDone,
}: {
  open: boolean;
  player: playersOpsApi.PlayerProfile;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation([NS, CONSOLE]);
  const ids = useRequestId<string>();
  const schema = yup.object({
    amount: yup
      .string()
      .required(t('common:err_validation'))
      .test('money', t('common:err_invalid_input'), (v) => (parseMoney(v ?? '') ?? 0) > 0),
    reason: yup
      .string()
      .trim()
      .max(500)
      .required(t(`${CONSOLE}:reason_required`)),
  });
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={`${t('action_adjust')} · ${player.username}`}>
      <Formik
        initialValues={{ direction: 'credit', amount: '', reason: '' }}
        validationSchema={schema}
        onSubmit={async (v, helpers) => {
          const amount = parseMoney(v.amount)! * (v.direction === 'debit' ? -1 : 1);
          const key = `${amount}:${v.reason.trim()}`;
          try {
            const done = await adjustBalance({
              merchant: player.merchant,
              member: player.username,
              amount,
              reason: v.reason.trim(),
              requestId: ids.for(key),
            });
            ids.forget();
            toast({ title: done.status === 'PENDING' ? t('adjust_pending') : t('adjust_applied'), tone: 'success' });
            onDone();
            onClose();
          } catch (e) {
            ids.failed(e);
            helpers.setStatus(errorText(t, e));
          }
        }}
      >
        {({ isSubmitting, status, values, setFieldValue }) => (
          <Form className="console-stack" noValidate>
            <RadioGroup
              legend={t('adjust_direction')}
              name="direction"
              inline
              value={values.direction}
              onChange={(v) => void setFieldValue('direction', v)}
              options={[
                { value: 'credit', label: t('adjust_credit') },
                { value: 'debit', label: t('adjust_debit') },
              ]}
            />
            <FormTextField name="amount" label={t('adjust_amount')} inputMode="decimal" />
            <FormTextField name="reason" label={t(`${CONSOLE}:reason`)} />
            <FormStatus status={status} />
            <FormActions busy={isSubmitting} label={t('action_adjust')} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
