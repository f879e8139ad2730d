import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { WithdrawalRules } from 'shared-contracts';
import { Button, FormStatus, toast } from 'shared-ui';
import { FormTextField } from '../../../components/form-fields';
import { placeRefusal } from '../../../lib/form-errors';
import { setWithdrawalRules } from '../api/set-withdrawal-rules';
import { NS } from '../i18n';
import { feeFieldOf, rulesSchema, rulesValues, toRules, type RulesFormValues } from '../schemas/money-form';
import { FeeFields } from './fee-fields';

/** The brand's withdrawal rules, saved together; read-only without merchants.configure. */
export function WithdrawalRulesForm({
  merchant,
  currency,
  rules,
  canEdit,
  onSaved,
}: {
  merchant: string;
  currency: string;
  rules: WithdrawalRules;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <Formik<RulesFormValues>
      initialValues={rulesValues(rules)}
      enableReinitialize
      validationSchema={rulesSchema(t)}
      onSubmit={async (v, helpers) => {
        try {
          await setWithdrawalRules(merchant, toRules(v));
          toast({ title: t('rules_saved'), tone: 'success' });
          onSaved();
        } catch (e) {
          placeRefusal(helpers, t, e, (f) => feeFieldOf(f) ?? (f in v ? f : null));
        }
      }}
    >
      {({ isSubmitting, status, dirty }) => (
        <Form className="console-stack" noValidate data-testid="withdrawal-rules-form">
          <fieldset className="console-form-grid console-plain-fieldset" disabled={!canEdit}>
            <FormTextField name="minAmount" label={t('min_withdrawal')} inputMode="decimal" suffix={currency} />
            <FormTextField name="maxAmount" label={t('max_withdrawal')} inputMode="decimal" suffix={currency} />
            <FormTextField name="dailyCount" label={t('daily_count')} inputMode="numeric" />
            <FormTextField
              name="turnoverMultiple"
              label={t('turnover')}
              hint={t('turnover_hint')}
              inputMode="decimal"
            />
            <FormTextField name="autoReceivedMinutes" label={t('auto_received')} inputMode="numeric" />
            <FormTextField name="maxBankAccounts" label={t('bank_accounts')} inputMode="numeric" />
            <FormTextField name="fourEyesThreshold" label={t('four_eyes')} inputMode="decimal" suffix={currency} />
            <FeeFields currency={currency} of="withdrawal" />
          </fieldset>
          <FormStatus status={status} />
          {canEdit && (
            <div className="console-row">
              <Button type="submit" variant="primary" loading={isSubmitting} disabled={!dirty}>
                {t('save_rules')}
              </Button>
            </div>
          )}
        </Form>
      )}
    </Formik>
  );
}
