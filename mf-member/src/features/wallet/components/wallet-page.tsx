import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, errorText, formatMoney, getPermissionConfig, isApiError } from 'shared-contracts';
import { ErrorPanel, FieldError, FormStatus, SubmitButton } from 'shared-ui';
import * as yup from 'yup';
import { NS } from '../../../config/i18n';
import { useBalance } from '../api/get-balance';
import { walletTransfer } from '../api/wallet-transfer';

interface Values {
  direction: 'IN' | 'OUT';
  vassalage: string;
  amount: string;
}

/** Major units with at most 2 decimals → minor units, or null. */
export const toMinor = (text: string): number | null =>
  /^\d+(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : null;

/** transferFund (SPEC §2 member centre "wallet"): balances, and in transfer mode moves to and from vendor wallets. */
export function WalletPage() {
  const { t } = useTranslation(NS);
  const { data, error, reload } = useBalance();
  const single = getPermissionConfig()?.merchantWallet.isSingle ?? true;
  // One id per intended transfer: a retry after a lost answer replays instead of moving money twice.
  const requestId = useRef<string | null>(null);
  if (error) return <ErrorPanel onRetry={reload} />;
  const submit = async (v: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    requestId.current ??= crypto.randomUUID();
    try {
      await walletTransfer({
        direction: v.direction,
        vassalage: v.vassalage,
        amount: toMinor(v.amount) ?? 0,
        requestId: requestId.current,
      });
      requestId.current = null;
      helpers.resetForm();
      reload();
      bus.emit('balance:changed', {});
    } catch (e) {
      if (isApiError(e)) requestId.current = null;
      helpers.setStatus(errorText(t, e));
    }
  };
  return (
    <div className="stack" data-testid="wallet">
      <p>
        {t('main_wallet')}: <strong data-testid="main-balance">{data ? formatMoney(data.balance) : '—'}</strong>{' '}
        {data?.currency}
      </p>
      {single ? (
        <p>{t('single_wallet')}</p>
      ) : (
        <>
          <ul className="wallets">
            {data?.wallets.map((w) => (
              <li key={w.vassalage}>
                {w.vassalage}: {formatMoney(w.balance)}
              </li>
            ))}
          </ul>
          <Formik<Values>
            initialValues={{ direction: 'IN', vassalage: '', amount: '' }}
            validationSchema={yup.object({
              vassalage: yup.string().required(t('common:err_validation')),
              amount: yup
                .string()
                .required(t('common:err_validation'))
                .test('money', t('amount_invalid'), (v) => !!v && (toMinor(v) ?? 0) > 0),
            })}
            onSubmit={submit}
          >
            {({ errors, touched, isSubmitting, status }) => (
              <Form className="stack" noValidate>
                <div className="field">
                  <label htmlFor="wallet-direction">{t('transfer_direction')}</label>
                  <Field as="select" id="wallet-direction" name="direction">
                    <option value="IN">{t('transfer_in')}</option>
                    <option value="OUT">{t('transfer_out')}</option>
                  </Field>
                </div>
                <div className="field">
                  <label htmlFor="wallet-vendor">{t('transfer_vendor')}</label>
                  <Field as="select" id="wallet-vendor" name="vassalage">
                    <option value="">{t('choose')}</option>
                    {data?.wallets.map((w) => (
                      <option key={w.vassalage} value={w.vassalage}>
                        {w.vassalage}
                      </option>
                    ))}
                  </Field>
                  <FieldError error={touched.vassalage && errors.vassalage} />
                </div>
                <div className="field">
                  <label htmlFor="wallet-amount">{t('transfer_amount')}</label>
                  <Field id="wallet-amount" name="amount" inputMode="decimal" />
                  <FieldError error={touched.amount && errors.amount} />
                </div>
                <FormStatus status={status} />
                <SubmitButton busy={isSubmitting}>{t('transfer_submit')}</SubmitButton>
              </Form>
            )}
          </Formik>
        </>
      )}
    </div>
  );
}
