import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { dialCodeOptions } from 'shared-contracts';
import { SearchableSelect } from 'shared-ui';
import { useCountries } from '../api/get-countries';
import { NS } from '../config/i18n';
import './i18n';

/**
 * Country dial-code picker (SPEC §2 SMS tab) over the server's ≈195 countries, with a search box. While the list
 * loads (or when it failed, with a hint) the current code stays the one choice, so the form still works.
 */
export function DialCodeField({ name = 'dialCode' }: { name?: string }) {
  const { t, i18n } = useTranslation(NS);
  const [field] = useField<string>(name);
  const countries = useCountries();
  const options = dialCodeOptions(countries.data?.list ?? [], i18n.language, field.value);
  return (
    <SearchableSelect
      label={t('dial_code')}
      searchLabel={t('dial_code_search')}
      options={options}
      hint={countries.error ? t('dial_code_failed') : undefined}
      {...field}
    />
  );
}
