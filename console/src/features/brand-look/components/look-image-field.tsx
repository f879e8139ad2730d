import { useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_IMAGE_MAX_BYTES, errorText } from 'shared-contracts';
import { FormTextField } from '../../../components/form-fields';
import { ImagePicker } from '../../../components/image-picker';
import { uploadBrandImage } from '../api/upload-brand-image';
import { NS } from '../i18n';
import type { LookFormValues } from '../schemas/look-form';

const TYPES = ['image/png', 'image/jpeg'] as const;

/**
 * The logo's or favicon's address, typed or filled by an upload: a chosen JPEG or PNG (at most 1 MiB) is stored at once
 * and its path put in the field, so the preview shows it; the site shows it once the look is published.
 */
export function LookImageField({ code, name }: { code: string; name: 'logoUrl' | 'faviconUrl' }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const { setFieldValue, setFieldTouched } = useFormikContext<LookFormValues>();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const pick = async (file: File) => {
    setRefusal(null);
    if (!(TYPES as readonly string[]).includes(file.type)) return setRefusal(t('upload_type'));
    if (file.size > BRAND_IMAGE_MAX_BYTES) return setRefusal(t('upload_size'));
    setBusy(true);
    try {
      const { url } = await uploadBrandImage(code, file);
      await setFieldValue(name, url);
      void setFieldTouched(name, true, false);
    } catch (e) {
      setRefusal(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="console-stack">
      <FormTextField
        name={name}
        label={t(name === 'logoUrl' ? 'logo' : 'favicon')}
        hint={t('url_hint')}
        spellCheck={false}
      />
      <div className="console-row">
        <ImagePicker
          label={t(name === 'logoUrl' ? 'upload_logo' : 'upload_favicon')}
          accept={TYPES}
          onPick={(f) => void pick(f)}
          busy={busy}
          invalid={refusal !== null}
          describedBy={`${id}-upload`}
          testId={`${name}-upload`}
        />
        <span
          id={`${id}-upload`}
          className={refusal ? 'ui-field-error' : 'ui-field-hint'}
          role={refusal ? 'alert' : undefined}
        >
          {refusal ?? (busy ? t('uploading') : t('upload_hint'))}
        </span>
      </div>
    </div>
  );
}
