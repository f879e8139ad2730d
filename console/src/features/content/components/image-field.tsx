import { ImageUp } from 'lucide-react';
import { useFormikContext } from 'formik';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentOpsApi } from 'shared-contracts';
import { buttonClass } from 'shared-ui';
import { NS } from '../i18n';
import type { BannerFormValues } from '../schemas/banner-form';

/** A preview URL of the chosen file while it is chosen (none where the browser cannot make one). */
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
 * The banner's image: the native file input stays (keyboard, the system's picker) but is visually hidden behind a label
 * styled as the design system's button; the chosen JPEG or PNG is previewed before saving (an edited banner shows its
 * current image until another is chosen), with its name, the hint or the error under it.
 */
export function ImageField({ current }: { current: string | null }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<BannerFormValues>();
  const preview = usePreview(values.image);
  const shown = preview ?? current;
  const error = (touched.image || values.image) && errors.image ? String(errors.image) : undefined;
  const name = values.image?.name ?? (current ? t('image_current') : t('image_none'));
  return (
    <div className={`ui-field content-image-field${error ? ' is-invalid' : ''}`}>
      <span className="ui-field-label" id={`${id}-label`}>
        {t('field_image')}
      </span>
      <div className="content-image-row">
        <input
          id={id}
          type="file"
          className="sr-only content-file-input"
          accept={contentOpsApi.BANNER_IMAGE_TYPES.join(',')}
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-state`}
          onChange={(e) => {
            void setFieldValue('image', e.currentTarget.files?.[0] ?? null);
            void setFieldTouched('image', true, false);
          }}
        />
        <label htmlFor={id} className={`${buttonClass('secondary', 'md')} content-file-button`}>
          <ImageUp aria-hidden className="content-file-icon" />
          <span>{t(values.image || current ? 'image_change' : 'image_choose')}</span>
        </label>
        <span className="content-file-name">{name}</span>
      </div>
      {error ? (
        <p id={`${id}-state`} className="ui-field-error field-error" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-state`} className="ui-field-hint">
          {current ? t('image_keep') : t('image_hint')}
        </p>
      )}
      {shown && (
        <figure className="content-preview" data-testid="banner-preview">
          <img src={shown} alt={t('image_preview')} />
        </figure>
      )}
    </div>
  );
}
