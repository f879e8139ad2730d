import { useTranslation } from 'react-i18next';
import { DIAL_CODES } from '../config/dial-codes';
import { NS } from '../config/i18n';
import { FormSelect } from './form-fields';
import './i18n';

const OPTIONS = DIAL_CODES.map((d) => ({ value: d.code, label: `${d.country} +${d.code}` }));

/** Country dial-code picker (SPEC §2 SMS tab). */
export function DialCodeField({ name = 'dialCode' }: { name?: string }) {
  const { t } = useTranslation(NS);
  return <FormSelect name={name} label={t('dial_code')} options={OPTIONS} />;
}
