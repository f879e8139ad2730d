import { useTranslation } from 'react-i18next';
import { ID_TYPES, OCCUPATIONS, SOURCES_OF_INCOME } from 'shared-contracts';
import { FormCheckbox } from '../../../components/form-fields';
import { IdUploadFields } from '../../../components/id-upload-fields';
import { countryOptions } from '../../../config/countries';
import { NS } from '../../../config/i18n';
import { useRegisterRegions } from '../api/get-register-regions';
import { STEP2_TEXT, shownRule } from '../schemas/register-values';
import { RuleInput } from './rule-input';
import '../i18n';

/** Step 2 of registerModal: identity (KYC) details, ID photos, terms and the Philippines declarations. */
export function IdentityStep({ uploads, philippines }: { uploads: boolean; philippines: boolean }) {
  const { t, i18n } = useTranslation(NS);
  const regions = useRegisterRegions(!!shownRule('region')).data?.list;
  return (
    <>
      {shownRule('idNumber') && (
        <RuleInput
          name="idType"
          rule="idNumber"
          options={Object.keys(ID_TYPES).map((id) => ({ value: id, label: t(`id_type_${id}`) }))}
        />
      )}
      {STEP2_TEXT.map((name) => (
        <RuleInput key={name} name={name} />
      ))}
      <RuleInput
        name="nationality"
        options={countryOptions(i18n.language).map(([code, name]) => ({ value: code, label: name }))}
      />
      {regions && regions.length > 0 && (
        <RuleInput name="region" options={regions.map((r) => ({ value: r.value, label: r.label }))} />
      )}
      <RuleInput
        name="occupation"
        options={OCCUPATIONS.map((_, i) => ({ value: String(i + 1), label: t(`occupation_${i + 1}`) }))}
      />
      <RuleInput
        name="sourceOfIncome"
        options={Object.keys(SOURCES_OF_INCOME).map((id) => ({ value: id, label: t(`source_of_income_${id}`) }))}
      />
      {uploads && <IdUploadFields />}
      <FormCheckbox name="terms" label={t('terms_accept')} />
      {philippines && (
        <>
          <FormCheckbox name="declaration" label={t('ph_declaration')} />
          <FormCheckbox name="notOfficial" label={t('ph_declaration_official')} />
          <FormCheckbox name="notForces" label={t('ph_declaration_forces')} />
          <FormCheckbox name="notLicensee" label={t('ph_declaration_licence')} />
        </>
      )}
    </>
  );
}
