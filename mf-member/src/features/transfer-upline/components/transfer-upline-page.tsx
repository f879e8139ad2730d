import { Form, Formik, type FormikHelpers } from 'formik';
import { KeyRound, Send, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { bus, errorText, formatMoney, isApiError, parseMoney } from 'shared-contracts';
import {
  Amount,
  Button,
  EmptyState,
  ErrorPanel,
  FormStatus,
  PasswordField,
  Skeleton,
  SubmitButton,
  TextField,
  toast,
  useRequestId,
} from 'shared-ui';
import * as yup from 'yup';
import { NS } from '../../../config/i18n';
import { useUplineTransferInfo } from '../api/get-upline-transfer-info';
import { transferToUpline } from '../api/transfer-to-upline';
import '../i18n';

interface Values {
  amount: string;
  fundPassword: string;
}

/** transferUpline (SPEC §2 member centre, §6 "players can transfer to upline"): main wallet → the upline's. */
export function TransferUplinePage({ navigate }: { navigate: (to: string) => void }) {
  const { t } = useTranslation(NS);
  const { data, loading, error, reload } = useUplineTransferInfo();
  // One id per intended transfer: a retry after a lost answer replays instead of moving money twice.
  const requestIds = useRequestId<number>();
  if (error) return <ErrorPanel message={t('upline_failed')} onRetry={reload} />;
  if (!data)
    return (
      <div className="ui-card member-card" aria-busy="true">
        <Skeleton width={220} height={28} />
        <Skeleton width={160} height={20} />
      </div>
    );
  const { upline } = data;
  if (!upline) return <EmptyState title={t('upline_none')} hint={t('upline_none_hint')} icon={<UserRound />} />;

  const submit = async (v: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    try {
      const amount = parseMoney(v.amount) ?? 0;
      const done = await transferToUpline({
        amount,
        fundPassword: v.fundPassword,
        requestId: requestIds.for(amount),
      });
      requestIds.forget();
      helpers.resetForm();
      toast({
        tone: 'success',
        title: t('upline_done', {
          amount: formatMoney(done.amount),
          currency: data.currency,
          account: done.upline.nickname ?? done.upline.account,
        }),
      });
      reload();
      bus.emit('balance:changed', { balance: done.balance });
    } catch (e) {
      // A refusal (4xx) ends this attempt; a lost answer keeps the id so a retry of the same amount replays.
      requestIds.failed(e);
      const left = isApiError(e) && e.code === 'FUND_PASSWORD_WRONG' ? e.details.attemptsLeft : undefined;
      helpers.setStatus(typeof left === 'number' ? t('upline_fund_wrong', { count: left }) : errorText(t, e));
    }
  };

  return (
    <div className="member-stack" data-testid="transfer-upline" aria-busy={loading}>
      <section className="ui-card member-card" aria-labelledby="upline-title">
        <h3 id="upline-title" className="member-card-title">
          <UserRound aria-hidden />
          {t('upline_title')}
        </h3>
        <p data-testid="upline-account">
          <strong>{upline.nickname ?? upline.account}</strong>
          {upline.nickname && <span className="member-note"> ({upline.account})</span>}
        </p>
        <p className="member-note">
          {t('balance')}: <Amount value={data.balance} currency={data.currency} testId="upline-balance" />
        </p>
      </section>
      <section className="ui-card member-card" aria-labelledby="upline-form-title">
        <h3 id="upline-form-title" className="member-card-title">
          <Send aria-hidden />
          {t('upline_submit')}
        </h3>
        {!data.fundPasswordSet ? (
          <div className="member-stack">
            <p className="member-note">{t('upline_need_fund_password')}</p>
            <Button
              variant="secondary"
              icon={<KeyRound aria-hidden />}
              onClick={() => navigate('/member?page=withdraw')}
            >
              {t('upline_set_fund_password')}
            </Button>
          </div>
        ) : (
          <Formik<Values>
            initialValues={{ amount: '', fundPassword: '' }}
            validationSchema={yup.object({
              amount: yup
                .string()
                .required(t('common:err_validation'))
                .test('money', t('amount_invalid'), (v) => !!v && (parseMoney(v) ?? 0) > 0)
                .test('balance', t('upline_amount_over'), (v) => (parseMoney(v ?? '') ?? 0) <= data.balance),
              fundPassword: yup.string().required(t('common:err_validation')),
            })}
            onSubmit={submit}
          >
            {({ errors, touched, isSubmitting, status, getFieldProps }) => (
              <Form className="member-form" noValidate>
                <TextField
                  label={t('upline_amount')}
                  inputMode="decimal"
                  autoComplete="off"
                  prefix={data.currency}
                  error={touched.amount && errors.amount}
                  {...getFieldProps('amount')}
                />
                <PasswordField
                  label={t('upline_fund_password')}
                  inputMode="numeric"
                  autoComplete="off"
                  error={touched.fundPassword && errors.fundPassword}
                  {...getFieldProps('fundPassword')}
                />
                <FormStatus status={status} />
                <SubmitButton busy={isSubmitting}>{t('upline_submit')}</SubmitButton>
              </Form>
            )}
          </Formik>
        )}
      </section>
    </div>
  );
}
