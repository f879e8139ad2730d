import { Field } from 'formik';
import { useTranslation } from 'react-i18next';
import { DIAL_CODES } from '../config/dial-codes';
import { NS } from '../config/i18n';

/** Country dial-code picker (SPEC §2 SMS tab). */
export function DialCodeField({ name = 'dialCode' }: { name?: string }) {
  const { t } = useTranslation(NS);
  return (
    <label>
      {t('dial_code')}
      <Field as="select" name={name}>
        {DIAL_CODES.map((d) => (
          <option key={d.country} value={d.code}>
            {d.country} +{d.code}
          </option>
        ))}
      </Field>
    </label>
  );
}
