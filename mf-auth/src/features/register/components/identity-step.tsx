import { Field, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { ID_TYPES, OCCUPATIONS, SOURCES_OF_INCOME } from 'shared-contracts';
import { FieldError } from 'shared-ui';
import { IdUploadFields } from '../../../components/id-upload-fields';
import { countryOptions } from '../../../config/countries';
import { NS } from '../../../config/i18n';
import { STEP2_TEXT, shownRule, type RegisterValues } from '../schemas/register-values';
import { RuleInput } from './rule-input';

/** Step 2 of registerModal: identity (KYC) details, ID photos, terms and the Philippines declaration. */
export function IdentityStep({ uploads, philippines }: { uploads: boolean; philippines: boolean }) {
  const { t, i18n } = useTranslation(NS);
  const { errors, touched } = useFormikContext<RegisterValues>();
  const choose = <option value="">{t('choose')}</option>;
  return (
    <>
      {shownRule('idNumber') && (
        <RuleInput name="idType" rule="idNumber" as="select">
          {choose}
          {Object.keys(ID_TYPES).map((id) => (
            <option key={id} value={id}>
              {t(`id_type_${id}`)}
            </option>
          ))}
        </RuleInput>
      )}
      {STEP2_TEXT.map((name) => (
        <RuleInput key={name} name={name} />
      ))}
      <RuleInput name="nationality" as="select">
        {choose}
        {countryOptions(i18n.language).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </RuleInput>
      <RuleInput name="occupation" as="select">
        {choose}
        {OCCUPATIONS.map((_, i) => (
          <option key={i} value={String(i + 1)}>
            {t(`occupation_${i + 1}`)}
          </option>
        ))}
      </RuleInput>
      <RuleInput name="sourceOfIncome" as="select">
        {choose}
        {Object.keys(SOURCES_OF_INCOME).map((id) => (
          <option key={id} value={id}>
            {t(`source_of_income_${id}`)}
          </option>
        ))}
      </RuleInput>
      {uploads && <IdUploadFields />}
      <label className="checkbox">
        <Field type="checkbox" name="terms" /> {t('terms_accept')}
      </label>
      <FieldError error={touched.terms && errors.terms} />
      {philippines && (
        <>
          <label className="checkbox">
            <Field type="checkbox" name="declaration" /> {t('ph_declaration')}
          </label>
          <FieldError error={touched.declaration && errors.declaration} />
        </>
      )}
    </>
  );
}
