import { SaveRow } from '../../../components/form-actions';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { engagementOpsApi, errorText, formatMoney } from 'shared-contracts';
import { Badge, ErrorPanel, Skeleton, toast } from 'shared-ui';
import { FormTextField } from '../../../components/form-fields';
import { useReferral } from '../api/get-referral';
import { qualifyReferrals } from '../api/qualify-referrals';
import { setReferral } from '../api/set-referral';
import { NS } from '../i18n';
import { placeError, showError } from '../schemas/form-kit';
import {
  REFERRAL_FIELDS,
  referralSchema,
  referralValues,
  toReferralRules,
  type ReferralFormValues,
} from '../schemas/referral-form';
import { FormCheckbox } from './fields';
import { RunButton } from './run-button';

/** The programme as facts, for an operator who may only read it. */
function ReferralFacts({ rules, currency }: { rules: engagementOpsApi.ReferralRules; currency: string }) {
  const { t } = useTranslation(NS);
  return (
    <dl className="console-facts" data-testid="referral-facts">
      <dt>{t('referral_reward')}</dt>
      <dd>
        {formatMoney(rules.reward)} {currency} · {rules.turnoverMultiple}×
      </dd>
      <dt>{t('referral_min_deposit')}</dt>
      <dd>
        {formatMoney(rules.minDeposit)} {currency}
      </dd>
      <dt>{t('referral_days')}</dt>
      <dd>{rules.qualifyDays}</dd>
    </dl>
  );
}

/** The brand's referral programme: on or off, the reward per qualified friend and the rule; qualify friends now. */
export function ReferralTab({ merchant, write }: { merchant: string; write: boolean }) {
  const { t } = useTranslation(NS);
  const referral = useReferral(merchant);
  const data = referral.data;
  if (referral.error) return <ErrorPanel message={errorText(t, referral.error)} onRetry={referral.reload} />;
  if (!data)
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">{t('common:loading')}</span>
        <Skeleton height={160} />
      </div>
    );
  return (
    <section className="console-stack" aria-label={t('tab_referral')} data-testid="referral-panel">
      <p className="console-muted">{t('referral_intro')}</p>
      <div className="console-row">
        <Badge tone={data.rules.enabled ? 'success' : 'neutral'} testId="referral-state">
          {t(data.rules.enabled ? 'referral_on' : 'referral_off')}
        </Badge>
        {write && data.rules.enabled && (
          <RunButton
            label={t('referral_qualify')}
            run={() => qualifyReferrals(merchant)}
            done={(r) => t('referral_qualified_ok', { ...r })}
            onDone={referral.reload}
          />
        )}
      </div>
      {!write ? (
        <ReferralFacts rules={data.rules} currency={data.currency} />
      ) : (
        <Formik<ReferralFormValues>
          initialValues={referralValues(data.rules)}
          enableReinitialize
          validationSchema={referralSchema(t)}
          onSubmit={async (v, helpers) => {
            helpers.setStatus(undefined);
            try {
              await setReferral(merchant, toReferralRules(v));
              toast({ title: t('referral_saved_ok'), tone: 'success' });
              referral.reload();
            } catch (e) {
              showError(helpers, placeError(t, e, REFERRAL_FIELDS));
            }
          }}
        >
          {({ isSubmitting, status }) => (
            <Form className="console-form-grid" noValidate data-testid="referral-form">
              <div className="console-choices-wide">
                <FormCheckbox name="enabled" label={t('referral_enabled')} />
              </div>
              <FormTextField
                name="reward"
                label={t('referral_reward')}
                hint={t('major_hint_currency', { currency: data.currency })}
                inputMode="decimal"
              />
              <FormTextField name="turnoverMultiple" label={t('turnover_multiple')} inputMode="decimal" />
              <FormTextField
                name="minDeposit"
                label={t('referral_min_deposit')}
                hint={t('major_hint_currency', { currency: data.currency })}
                inputMode="decimal"
              />
              <FormTextField name="qualifyDays" label={t('referral_days')} inputMode="numeric" />
              <SaveRow status={status} busy={isSubmitting} label={t('save')} />
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}
