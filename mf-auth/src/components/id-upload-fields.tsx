import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { NS } from '../config/i18n';

export interface IdImageValues {
  idCardFront: File | null;
  idCardBack: File | null;
  idCardSelfie: File | null;
}

const FIELDS = ['idCardFront', 'idCardBack', 'idCardSelfie'] as const;

/** The three ID photo pickers (front and selfie required; back optional, the front is used when empty). */
export function IdUploadFields() {
  const { t } = useTranslation(NS);
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<IdImageValues>();
  return (
    <fieldset className="id-uploads">
      <legend>{t('id_photos')}</legend>
      <p className="hint">{t('id_photos_hint')}</p>
      {FIELDS.map((name) => (
        <div key={name}>
          <label>
            {t(`upload_${name}`)}
            <input
              type="file"
              name={name}
              accept="image/jpeg,image/png"
              onChange={(e) => {
                void setFieldValue(name, e.currentTarget.files?.[0] ?? null);
                void setFieldTouched(name, true, false);
              }}
            />
          </label>
          {values[name] && <span className="file-name">{values[name].name}</span>}
          {touched[name] && errors[name] && <p className="field-error">{String(errors[name])}</p>}
        </div>
      ))}
    </fieldset>
  );
}
