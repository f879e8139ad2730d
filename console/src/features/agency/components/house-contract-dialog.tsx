import { FieldArray, Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { CONTRACT_TYPES, MAX_TIERS, type ContractPeriod, type ContractType } from 'shared-contracts/agency';
import { Button, Checkbox, Dialog, FormStatus, Select, toast } from 'shared-ui';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-fields';
import { placeRefusal } from '../../../lib/form-errors';
import { createHouseContract } from '../api/create-house-contract';
import { NS } from '../i18n';
import {
  blankTier,
  DIVIDEND_CHOICES,
  houseContractField,
  houseContractSchema,
  newHouseContract,
  toHouseContract,
  type HouseContractValues,
} from '../schemas/house-contract-form';

/** The house's contract for a top agent (ACTIVE at once): type, a dividend's period, tiers, conflicts' agreement. */
export function HouseContractDialog({
  code,
  onClose,
  onSaved,
}: {
  code: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation([NS, 'console']);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={t('hc_title')} size="lg" testId="house-contract-dialog">
      <Formik<HouseContractValues>
        initialValues={newHouseContract()}
        validationSchema={houseContractSchema(t)}
        onSubmit={async (v, helpers) => {
          helpers.setStatus(undefined);
          try {
            const saved = await createHouseContract(toHouseContract(code, v));
            toast({ title: t('hc_created_ok', { account: saved.account }), tone: 'success' });
            onSaved();
            onClose();
          } catch (e) {
            placeRefusal(helpers, t, e, houseContractField);
          }
        }}
      >
        {({ values, setFieldValue, isSubmitting, status }) => (
          <Form className="console-stack" noValidate data-testid="house-contract-form">
            <p className="console-muted">{t('hc_intro')}</p>
            <FormTextField name="account" label={t('hc_account')} autoComplete="off" />
            <div className="console-row">
              <Select
                label={t('type')}
                value={values.type}
                onChange={(e) => void setFieldValue('type', e.target.value as ContractType)}
                options={CONTRACT_TYPES.map((v) => ({ value: v, label: t(`type_${v}`) }))}
              />
              {values.type === 'DIVIDEND' && (
                <Select
                  label={t('hc_period')}
                  value={values.period}
                  onChange={(e) => void setFieldValue('period', e.target.value as ContractPeriod)}
                  options={DIVIDEND_CHOICES.map((v) => ({ value: v, label: t(`period_${v}`) }))}
                />
              )}
            </div>
            <FieldArray name="tiers">
              {({ push, remove }) => (
                <>
                  {values.tiers.map((_, i) => (
                    <fieldset key={i} className="agency-tier" data-testid={`tier-${i}`}>
                      <legend>{t('tier_n', { n: i + 1 })}</legend>
                      <FormTextField name={`tiers.${i}.minAmount`} label={t('tier_min_amount')} inputMode="decimal" />
                      <FormTextField name={`tiers.${i}.minActive`} label={t('tier_min_active')} inputMode="numeric" />
                      <FormTextField name={`tiers.${i}.rate`} label={t('tier_rate')} inputMode="decimal" />
                      {values.tiers.length > 1 && (
                        <Button size="sm" variant="ghost" onClick={() => remove(i)}>
                          {t('remove_tier', { n: i + 1 })}
                        </Button>
                      )}
                    </fieldset>
                  ))}
                  <div className="console-row">
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={values.tiers.length >= MAX_TIERS}
                      onClick={() => push(blankTier())}
                    >
                      {t('add_tier')}
                    </Button>
                  </div>
                </>
              )}
            </FieldArray>
            <Checkbox
              label={t('hc_terminate_conflicts')}
              checked={values.terminateConflicts}
              onChange={(e) => void setFieldValue('terminateConflicts', e.target.checked)}
            />
            <FormStatus status={status} />
            <FormActions busy={isSubmitting} label={t('hc_submit')} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
