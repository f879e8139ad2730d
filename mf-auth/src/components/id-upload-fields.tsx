import { useFormikContext } from 'formik';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from 'shared-ui';
import { NS } from '../config/i18n';
import './i18n';

export interface IdImageValues {
  idCardFront: File | null;
  idCardBack: File | null;
  idCardSelfie: File | null;
}

const FIELDS = ['idCardFront', 'idCardBack', 'idCardSelfie'] as const;

/** A preview URL of the chosen photo while it is chosen (none where the browser cannot make one). */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * One photo picker: the native file input stays (keyboard, the phone's camera and gallery) but is visually
 * hidden behind a label that looks like a button; the chosen photo shows as a preview with its name.
 */
function IdUpload({ name }: { name: (typeof FIELDS)[number] }) {
  const { t } = useTranslation(NS);
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<IdImageValues>();
  const id = useId();
  const file = values[name];
  const preview = usePreview(file);
  const error = touched[name] && errors[name] ? String(errors[name]) : null;
  return (
    <div className={`auth-upload${error ? ' is-invalid' : ''}`}>
      <input
        id={id}
        type="file"
        name={name}
        className="sr-only auth-upload-input"
        accept="image/jpeg,image/png"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-state`}
        onChange={(e) => {
          void setFieldValue(name, e.currentTarget.files?.[0] ?? null);
          void setFieldTouched(name, true, false);
        }}
      />
      <label htmlFor={id} className={`${buttonClass('secondary', 'md', true)} auth-upload-button`}>
        {preview ? (
          <img src={preview} alt="" className="auth-upload-preview" width={56} height={40} />
        ) : (
          <span className="auth-upload-mark" aria-hidden />
        )}
        <span>{t(`upload_${name}`)}</span>
      </label>
      {error ? (
        <p key="error" id={`${id}-state`} className="ui-field-error" role="alert">
          {error}
        </p>
      ) : (
        <p key="name" id={`${id}-state`} className="auth-upload-name">
          {file?.name ?? t('upload_none')}
        </p>
      )}
    </div>
  );
}

/** The three ID photo pickers (front and selfie required; back optional, the front is used when empty). */
export function IdUploadFields() {
  const { t } = useTranslation(NS);
  return (
    <fieldset className="auth-uploads">
      <legend>{t('id_photos')}</legend>
      <p className="auth-text">{t('id_photos_hint')}</p>
      {FIELDS.map((name) => (
        <IdUpload key={name} name={name} />
      ))}
    </fieldset>
  );
}
