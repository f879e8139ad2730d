import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { isApiError } from 'shared-contracts';
import { FormStatus, SubmitButton, TextField, toast } from 'shared-ui';
import * as yup from 'yup';
import { NS } from '../../../config/i18n';
import '../i18n';
import { apiErrorText } from '../../../components/money/api-error-text';
import { addBankAccount } from '../api/add-bank-account';

interface Values {
  bankName: string;
  accountNumber: string;
  /** The number typed again (SPEC §8 'Incorrect confirmation input'). */
  confirmAccountNumber: string;
  payeeName: string;
}

/** A real name (SPEC §8 'Real name format is incorrect'): letters of any script, words joined by spaces, . ' or -. */
const REAL_NAME = /^[\p{L}\p{M}]+(?:[ .'-]+[\p{L}\p{M}]+)*\.?$/u;

const FIELDS = new Set<string>(['bankName', 'accountNumber', 'payeeName']);

/** Binds a bank account: bank, number and the payee, which must be the member's registered name. */
export function AddBankAccountForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation(NS);
  const required = t('common:err_validation');
  const submit = async (v: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    try {
      await addBankAccount({
        bankName: v.bankName.trim(),
        accountNumber: v.accountNumber.trim(),
        payeeName: v.payeeName.trim(),
      });
      helpers.resetForm();
      toast({ title: t('wd_account_added'), tone: 'success' });
      onAdded();
    } catch (e) {
      const field = isApiError(e) ? e.details.field : null;
      if (field && FIELDS.has(field)) helpers.setFieldError(field, apiErrorText(t, e));
      else helpers.setStatus(apiErrorText(t, e));
    }
  };
  return (
    <Formik<Values>
      initialValues={{ bankName: '', accountNumber: '', confirmAccountNumber: '', payeeName: '' }}
      validationSchema={yup.object({
        bankName: yup.string().trim().required(required).max(64),
        accountNumber: yup
          .string()
          .trim()
          .required(required)
          .matches(/^[0-9A-Za-z -]{6,34}$/, t('wd_account_number_rule')),
        confirmAccountNumber: yup
          .string()
          .trim()
          .required(required)
          .test('same', t('common:err_confirm_input'), function same(v) {
            return v === String(this.parent.accountNumber ?? '').trim();
          }),
        payeeName: yup.string().trim().required(required).max(128).matches(REAL_NAME, t('common:err_real_name_format')),
      })}
      onSubmit={submit}
    >
      {({ errors, touched, isSubmitting, status, getFieldProps }) => (
        <Form className="member-form" noValidate aria-label={t('wd_add_account')}>
          <TextField
            label={t('wd_bank_name')}
            autoComplete="off"
            error={touched.bankName && errors.bankName}
            {...getFieldProps('bankName')}
          />
          <TextField
            label={t('wd_account_number')}
            autoComplete="off"
            inputMode="numeric"
            error={touched.accountNumber && errors.accountNumber}
            {...getFieldProps('accountNumber')}
          />
          <TextField
            label={t('wd_account_number_confirm')}
            autoComplete="off"
            inputMode="numeric"
            error={touched.confirmAccountNumber && errors.confirmAccountNumber}
            {...getFieldProps('confirmAccountNumber')}
          />
          <TextField
            label={t('wd_payee_name')}
            autoComplete="name"
            hint={t('wd_payee_hint')}
            error={touched.payeeName && errors.payeeName}
            {...getFieldProps('payeeName')}
          />
          <FormStatus status={status} />
          <SubmitButton busy={isSubmitting}>{t('wd_add_submit')}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
