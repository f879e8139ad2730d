import { Field } from 'formik';
import { useTranslation } from 'react-i18next';
import { DIAL_CODES } from '../config/dial-codes';
import { NS } from '../config/i18n';

/** Country dial-code picker (SPEC §2 SMS tab). */
export function DialCodeField({ name = 'dialCode' }: { name?: string }) {
  const { t } = useTranslation(NS);
  const id = `dial-code-${name}`;
  // label + htmlFor: a wrapping label would name the select after all its options.
  return (
    <div className="field">
      <label htmlFor={id}>{t('dial_code')}</label>
      <Field as="select" name={name} id={id}>
        {DIAL_CODES.map((d) => (
          <option key={d.country} value={d.code}>
            {d.country} +{d.code}
          </option>
        ))}
      </Field>
    </div>
  );
}
