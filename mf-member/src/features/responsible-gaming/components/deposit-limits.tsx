import { Form, Formik, type FormikHelpers } from 'formik';
import { CircleCheck, Info, PiggyBank } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorText,
  formatDateTime,
  formatMoney,
  LIMIT_PERIODS,
  parseMoney,
  type DepositLimit,
  type LimitPeriod,
  type ResponsibleGamingState,
} from 'shared-contracts';
import { Amount, DataTable, FormStatus, SubmitButton, TextField } from 'shared-ui';
import * as yup from 'yup';
import { NS } from '../../../config/i18n';
import { setDepositLimits } from '../api/set-deposit-limits';
import { TimedText } from './timed-text';
import '../i18n';

type Values = Record<LimitPeriod, string>;

/** The limit a period is heading for: the waiting change if there is one, else the one in force. */
const target = (l: DepositLimit): number | null => (l.pending ? l.pending.amount : l.amount);
const toText = (minor: number | null): string => (minor === null ? '' : formatMoney(minor));
const toLimit = (text: string): number | null => (text.trim() === '' ? null : parseMoney(text));

/** The deposit limits: each period's limit, use and waiting change, and the form to change them. */
export function DepositLimits({
  state,
  loading,
  onSaved,
}: {
  state: ResponsibleGamingState | null;
  loading: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation(NS);
  const [saved, setSaved] = useState(false);
  const limits = state?.limits ?? [];
  const currency = state?.currency;
  const initial = Object.fromEntries(
    LIMIT_PERIODS.map((p) => {
      const l = limits.find((x) => x.period === p);
      return [p, l ? toText(target(l)) : ''];
    }),
  ) as Values;
  const amountRule = yup
    .string()
    .test('money', t('amount_invalid'), (v) => !v || v.trim() === '' || (parseMoney(v) ?? 0) > 0);

  const submit = async (v: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    setSaved(false);
    try {
      await setDepositLimits({ daily: toLimit(v.DAILY), weekly: toLimit(v.WEEKLY), monthly: toLimit(v.MONTHLY) });
      setSaved(true);
      onSaved();
    } catch (e) {
      helpers.setStatus(errorText(t, e));
    }
  };

  const pendingText = (l: DepositLimit) => {
    if (!l.pending) return '—';
    const at = formatDateTime(l.pending.effectiveAt);
    // One element: on a phone each cell is a label/value row.
    return (
      <span>
        {l.pending.amount === null ? (
          <TimedText i18nKey="rg_pending_none" values={{ at }} />
        ) : (
          <TimedText i18nKey="rg_pending_amount" values={{ amount: formatMoney(l.pending.amount), at }} />
        )}
      </span>
    );
  };

  return (
    <section className="ui-card member-card" aria-labelledby="rg-limits-title" data-testid="rg-limits">
      <h4 id="rg-limits-title" className="member-card-title">
        <PiggyBank aria-hidden />
        {t('rg_limits_title')}
      </h4>
      <DataTable<DepositLimit>
        caption={t('rg_limits_title')}
        testId="rg-limits-table"
        rows={limits}
        rowKey={(l) => l.period}
        loading={loading}
        columns={[
          { key: 'period', header: t('rg_col_period'), render: (l) => t(`rg_period_${l.period}`) },
          {
            key: 'limit',
            header: t('rg_col_limit'),
            align: 'end',
            render: (l) => (l.amount === null ? t('rg_no_limit') : <Amount value={l.amount} currency={currency} />),
          },
          { key: 'used', header: t('rg_col_used'), align: 'end', render: (l) => <Amount value={l.used} /> },
          {
            key: 'remaining',
            header: t('rg_col_remaining'),
            align: 'end',
            render: (l) => (l.remaining === null ? '—' : <Amount value={l.remaining} />),
          },
          { key: 'pending', header: t('rg_col_pending'), render: pendingText },
        ]}
      />
      <p className="member-note">
        <Info aria-hidden />
        {t('rg_windows')}
      </p>
      {state && (
        <Formik<Values>
          initialValues={initial}
          enableReinitialize
          validationSchema={yup.object({ DAILY: amountRule, WEEKLY: amountRule, MONTHLY: amountRule })}
          onSubmit={submit}
        >
          {({ errors, touched, isSubmitting, status, getFieldProps }) => (
            <Form className="member-form" noValidate>
              {LIMIT_PERIODS.map((p) => (
                <TextField
                  key={p}
                  label={t(`rg_limit_${p}`)}
                  inputMode="decimal"
                  autoComplete="off"
                  prefix={currency}
                  hint={t('rg_limit_hint')}
                  error={touched[p] && errors[p]}
                  {...getFieldProps(p)}
                />
              ))}
              <p className="member-note">
                <Info aria-hidden />
                {t('rg_limits_rule')}
              </p>
              <FormStatus status={status} />
              {saved && (
                <p role="status" className="member-status is-ok">
                  <CircleCheck aria-hidden />
                  {t('rg_limits_saved')}
                </p>
              )}
              <SubmitButton busy={isSubmitting}>{t('rg_limits_save')}</SubmitButton>
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}
