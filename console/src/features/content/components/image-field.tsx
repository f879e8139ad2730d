import { useFormikContext } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { contentOpsApi } from 'shared-contracts';
import { ImagePicker, useImagePreview } from '../../../components/image-picker';
import { NS } from '../i18n';
import type { BannerFormValues } from '../schemas/banner-form';

/**
 * The banner's image: the native file input stays (keyboard, the system's picker) but is visually hidden behind a label
 * styled as the design system's button; the chosen JPEG or PNG is previewed before saving (an edited banner shows its
 * current image until another is chosen), with its name, the hint or the error under it.
 */
export function ImageField({ current }: { current: string | null }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<BannerFormValues>();
  const preview = useImagePreview(values.image);
  const shown = preview ?? current;
  const error = (touched.image || values.image) && errors.image ? String(errors.image) : undefined;
  const name = values.image?.name ?? (current ? t('image_current') : t('image_none'));
  return (
    <div className={`ui-field content-image-field${error ? ' is-invalid' : ''}`}>
      <span className="ui-field-label" id={`${id}-label`}>
        {t('field_image')}
      </span>
      <div className="content-image-row">
        <ImagePicker
          label={t(values.image || current ? 'image_change' : 'image_choose')}
          accept={contentOpsApi.BANNER_IMAGE_TYPES}
          labelledBy={`${id}-label`}
          describedBy={`${id}-state`}
          invalid={!!error}
          onPick={(file) => {
            void setFieldValue('image', file);
            void setFieldTouched('image', true, false);
          }}
        />
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
