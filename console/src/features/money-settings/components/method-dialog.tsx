import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { OpsDepositMethod } from 'shared-contracts';
import { Checkbox, Dialog, FormStatus, toast } from 'shared-ui';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-fields';
import { placeRefusal } from '../../../lib/form-errors';
import { updateDepositMethod } from '../api/update-deposit-method';
import { NS } from '../i18n';
import { feeFieldOf, methodSchema, methodValues, toMethodPatch, type MethodFormValues } from '../schemas/money-form';
import { FeeFields } from './fee-fields';

const FIELDS = ['name', 'minAmount', 'maxAmount', 'presets', 'sort', 'bankName', 'accountName', 'accountNumber'];
/** The form's field a refusal names (`bank.accountNumber` → accountNumber), or null. */
const fieldOf = (named: string): string | null => {
  const f = named.replace(/^bank\./, '');
  return feeFieldOf(f) ?? (FIELDS.includes(f) ? f : null);
};

/**
 * Edits one deposit method: offered or not, name, limits, quick amounts, order, its fee (kept from what the wallet is
 * credited) and, for a transfer, its account.
 */
export function MethodDialog({
  merchant,
  method,
  currency,
  onClose,
  onSaved,
}: {
  merchant: string;
  method: OpsDepositMethod;
  currency: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(NS);
  const bank = method.kind === 'BANK_TRANSFER';
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('edit_title', { code: method.code })}
      testId="method-dialog"
    >
      <Formik<MethodFormValues>
        initialValues={methodValues(method)}
        validationSchema={methodSchema(t, bank)}
        onSubmit={async (v, helpers) => {
          try {
            await updateDepositMethod(merchant, method.code, toMethodPatch(v, method));
            toast({ title: t('saved_ok'), tone: 'success' });
            onSaved();
            onClose();
          } catch (e) {
            placeRefusal(helpers, t, e, fieldOf);
          }
        }}
      >
        {({ values, isSubmitting, status, setFieldValue }) => (
          <Form className="console-stack" noValidate>
            <Checkbox
              label={t('enabled_label')}
              checked={values.enabled}
              onChange={(e) => void setFieldValue('enabled', e.target.checked)}
            />
            <FormTextField name="name" label={t('name')} autoComplete="off" />
            <div className="console-form-grid">
              <FormTextField name="minAmount" label={t('min_amount')} inputMode="decimal" suffix={currency} />
              <FormTextField name="maxAmount" label={t('max_amount')} inputMode="decimal" suffix={currency} />
            </div>
            <FormTextField name="presets" label={t('presets')} hint={t('presets_hint')} inputMode="decimal" />
            <FormTextField name="sort" label={t('sort')} inputMode="numeric" />
            <div className="console-form-grid">
              <FeeFields currency={currency} of="deposit" />
            </div>
            {bank && (
              <div className="console-form-grid">
                <FormTextField name="bankName" label={t('bank_name')} />
                <FormTextField name="accountName" label={t('account_name')} />
                <FormTextField name="accountNumber" label={t('account_number')} />
              </div>
            )}
            <FormStatus status={status} />
            <FormActions busy={isSubmitting} label={t('save')} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
