import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { errorText, WITHDRAWAL_REVIEW_CODES, type WithdrawalReviewCode } from 'shared-contracts';
import { FormStatus, Select } from 'shared-ui';
import * as yup from 'yup';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-fields';
import type { DeskDecision } from '../api/decide-desk-item';
import { NS } from '../i18n';

export type FormMode = 'reject' | 'hold' | 'escalate' | 'received' | 'returned';

/** A decision that takes words: a withdrawal's coded reason (and a note, needed for Other), else a reason. */
export function DecisionForm({
  mode,
  withdrawal,
  onCancel,
  onSubmit,
}: {
  mode: FormMode;
  withdrawal: boolean;
  onCancel: () => void;
  onSubmit: (d: DeskDecision) => Promise<void>;
}) {
  const { t } = useTranslation(NS);
  const coded = withdrawal && (mode === 'reject' || mode === 'hold' || mode === 'escalate');
  const schema = yup.object({
    code: yup.string(),
    text: coded
      ? yup
          .string()
          .trim()
          .max(500)
          .when('code', { is: 'OTHER', then: (s) => s.required(t('note_required')) })
      : yup.string().trim().max(500).required(t('common:err_validation')),
  });
  const toDecision = (code: WithdrawalReviewCode, text: string): DeskDecision => {
    const note = text.trim() || undefined;
    if (mode === 'received' || mode === 'returned')
      return { action: 'resolve', outcome: mode === 'received' ? 'RECEIVED' : 'RETURNED', reason: text.trim() };
    if (mode === 'hold' || mode === 'escalate') return { action: mode, code, note };
    return coded ? { action: 'reject', code, reason: note ?? '' } : { action: 'reject', reason: text.trim() };
  };
  return (
    <Formik
      initialValues={{ code: 'OTHER' as WithdrawalReviewCode, text: '' }}
      validationSchema={schema}
      onSubmit={async (v, helpers) => {
        try {
          await onSubmit(toDecision(v.code, v.text));
        } catch (e) {
          helpers.setStatus(errorText(t, e));
        }
      }}
    >
      {({ isSubmitting, status, values, setFieldValue }) => (
        <Form className="console-stack console-narrow" noValidate data-testid="desk-decision">
          {coded && (
            <Select
              label={t('code')}
              value={values.code}
              onChange={(e) => void setFieldValue('code', e.target.value)}
              options={WITHDRAWAL_REVIEW_CODES.map((c) => ({ value: c, label: t(`code_${c}`) }))}
            />
          )}
          <FormTextField name="text" label={coded ? t('note') : t('reason')} />
          <FormStatus status={status} />
          <FormActions busy={isSubmitting} label={t(mode)} onCancel={onCancel} />
        </Form>
      )}
    </Formik>
  );
}
