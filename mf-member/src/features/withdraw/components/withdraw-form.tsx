import { Form, Formik, type FormikHelpers } from 'formik';
import { ArrowDownToLine, Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, formatDateTime, type WithdrawInfo } from 'shared-contracts';
import { FormStatus, PasswordField, Select, SubmitButton, TextField, useRequestId } from 'shared-ui';
import * as yup from 'yup';
import { NS } from '../../../config/i18n';
import '../i18n';
import { parseAmount } from '../../../components/money/amount';
import { amountSchema, moneyText } from '../../../components/money/amount-schema';
import { FeeLine } from '../../../components/money/fee-line';
import { createWithdrawal } from '../api/create-withdrawal';
import { withdrawRefusal } from '../withdraw-refusal';

interface Values {
  amount: string;
  bankAccountId: string;
  fundPassword: string;
}

/**
 * A withdrawal request: amount (the merchant's limits), bank account, fund password. Accepted, the money
 * is held at once (the header's balance refreshes); refused, the reason shows where it belongs.
 */
export function WithdrawForm({ info, onDone }: { info: WithdrawInfo; onDone: () => void }) {
  const { t, i18n } = useTranslation(NS);
  const { currency, limits, accounts } = info;
  // One id per intended withdrawal: a retry after a lost answer replays instead of holding money twice.
  const requestIds = useRequestId();
  const [done, setDone] = useState<string | null>(null);
  const locked = info.fundPasswordLockedUntil;
  const submit = async (v: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    setDone(null);
    try {
      const w = await createWithdrawal({
        bankAccountId: Number(v.bankAccountId),
        amount: parseAmount(v.amount) ?? 0,
        fundPassword: v.fundPassword,
        requestId: requestIds.for(),
      });
      requestIds.forget();
      helpers.resetForm({ values: { ...v, amount: '', fundPassword: '' } });
      setDone(t('wd_requested', { id: w.id, amount: moneyText(w.amount, w.currency) }));
      bus.emit('balance:changed', {});
      onDone();
    } catch (e) {
      requestIds.failed(e);
      const r = withdrawRefusal(t, e, currency, i18n.language);
      if (r.field) helpers.setFieldError(r.field, r.message);
      else helpers.setStatus(r.message);
      if (r.reload) onDone();
    }
  };
  return (
    <section className="ui-card member-card" aria-labelledby="wd-request-title" data-testid="withdraw-request">
      <h3 id="wd-request-title" className="member-card-title">
        <ArrowDownToLine aria-hidden />
        {t('wd_request')}
      </h3>
      {locked && (
        <p className="member-status is-bad" role="alert">
          <Lock aria-hidden />
          {t('wd_locked', { time: formatDateTime(locked, { lang: i18n.language }) })}
        </p>
      )}
      {done && (
        <p className="member-status is-ok" role="status" data-testid="withdraw-done">
          {done}
        </p>
      )}
      <Formik<Values>
        initialValues={{ amount: '', bankAccountId: String(accounts[0]?.id ?? ''), fundPassword: '' }}
        validationSchema={yup.object({
          amount: amountSchema(t, { min: limits.minAmount, max: limits.maxAmount }, currency),
          bankAccountId: yup.string().required(t('common:err_validation')),
          fundPassword: yup.string().required(t('common:err_validation')),
        })}
        onSubmit={submit}
      >
        {({ errors, touched, isSubmitting, status, getFieldProps }) => (
          <Form className="member-form" noValidate aria-label={t('wd_request')}>
            <TextField
              label={t('wd_amount')}
              inputMode="decimal"
              autoComplete="off"
              prefix={currency}
              hint={t('wd_available', { amount: moneyText(info.balance, currency) })}
              error={touched.amount && errors.amount}
              {...getFieldProps('amount')}
            />
            <FeeLine rule={info.fee} currency={currency} netKey="wd_fee_line" testId="withdraw-fee" />
            <Select
              label={t('wd_account')}
              placeholder={t('choose')}
              options={accounts.map((a) => ({ value: String(a.id), label: `${a.bankName} ${a.accountNumber}` }))}
              error={touched.bankAccountId && errors.bankAccountId}
              {...getFieldProps('bankAccountId')}
            />
            <PasswordField
              label={t('wd_fund_password')}
              autoComplete="off"
              error={touched.fundPassword && errors.fundPassword}
              {...getFieldProps('fundPassword')}
            />
            <FormStatus status={status} />
            <SubmitButton busy={isSubmitting}>{t('wd_submit')}</SubmitButton>
          </Form>
        )}
      </Formik>
    </section>
  );
}
