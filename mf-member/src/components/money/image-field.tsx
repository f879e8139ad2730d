import { ImageUp } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from 'shared-ui';
import './i18n';

/** A preview URL of the chosen image while it is chosen (none where the browser cannot make one). */
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
 * An image picker (receipt, proof): the native file input stays (keyboard, the phone's camera and gallery)
 * but is visually hidden behind a label that looks like a button; the chosen image shows as a preview
 * with its name, or the error under it.
 */
export function ImageField({
  label,
  file,
  error,
  onChange,
  testId,
}: {
  label: string;
  file: File | null;
  error?: string | false | null;
  onChange: (file: File | null) => void;
  testId?: string;
}) {
  const { t } = useTranslation('member');
  const id = useId();
  const preview = usePreview(file);
  return (
    <div className={`money-upload${error ? ' is-invalid' : ''}`} data-testid={testId}>
      <span className="ui-field-label" id={`${id}-label`}>
        {label}
      </span>
      <input
        id={id}
        type="file"
        className="sr-only money-upload-input"
        accept="image/jpeg,image/png"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-state`}
        onChange={(e) => onChange(e.currentTarget.files?.[0] ?? null)}
      />
      <label htmlFor={id} className={`${buttonClass('secondary', 'md', true)} money-upload-button`}>
        {preview ? (
          <img src={preview} alt="" className="money-upload-preview" width={56} height={40} />
        ) : (
          <ImageUp aria-hidden className="money-upload-icon" />
        )}
        <span>{file ? t('money_upload_change') : t('money_upload_choose')}</span>
      </label>
      {error ? (
        <p key="error" id={`${id}-state`} className="ui-field-error" role="alert">
          {error}
        </p>
      ) : (
        <p key="name" id={`${id}-state`} className="money-upload-name">
          {file?.name ?? t('money_upload_none')}
        </p>
      )}
    </div>
  );
}
