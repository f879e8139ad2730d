import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_GROUPS, type BannerGroup, type contentOpsApi } from 'shared-contracts';
import { Dialog, FormStatus, Select, toast } from 'shared-ui';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-fields';
import { NS as CONSOLE } from '../../../config/i18n';
import { createBanner } from '../api/create-banner';
import { updateBanner } from '../api/update-banner';
import { uploadBannerImage } from '../api/upload-banner-image';
import { NS } from '../i18n';
import {
  bannerSchema,
  bannerValues,
  browserZone,
  newBannerValues,
  placeBannerError,
  toBannerInput,
  type BannerFormValues,
} from '../schemas/banner-form';
import { LinkFields } from './link-fields';
import { ImageField } from './image-field';

type OpsBanner = contentOpsApi.OpsBanner;

interface Props {
  merchant: string | undefined;
  /** The banner to edit; null adds one to `group`. */
  banner: OpsBanner | null;
  group: BannerGroup;
  onClose: () => void;
  onSaved: (b: OpsBanner) => void;
}

/**
 * Adds or edits a banner: group, title, image (uploaded first, then named by the banner), link, order and window (in
 * the operator's zone, sent as instants). A refusal is shown under the field the server names.
 */
export function BannerDialog({ merchant, banner, group, onClose, onSaved }: Props) {
  const { t } = useTranslation([NS, CONSOLE]);
  // The image uploaded for the chosen file: a retry after a refused save does not upload it again.
  const uploaded = useRef<{ file: File; id: string } | null>(null);
  const imageIdOf = async (file: File | null) => {
    if (!file) return undefined;
    if (uploaded.current?.file !== file) uploaded.current = { file, id: (await uploadBannerImage(file, merchant)).id };
    return uploaded.current.id;
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t(banner ? 'edit_title' : 'add_title')}
      size="lg"
      testId="banner-dialog"
    >
      <Formik<BannerFormValues>
        initialValues={banner ? bannerValues(banner) : newBannerValues(group)}
        validationSchema={bannerSchema(t, banner !== null)}
        onSubmit={async (v, helpers) => {
          helpers.setStatus(undefined);
          try {
            const input = toBannerInput(v, await imageIdOf(v.image));
            const saved = banner ? await updateBanner(banner.id, input, merchant) : await createBanner(input, merchant);
            toast({ title: t(banner ? 'saved_ok' : 'created_ok'), tone: 'success' });
            onSaved(saved);
            onClose();
          } catch (e) {
            const { field, message } = placeBannerError(t, e, v.linkageType);
            if (!field) return helpers.setStatus(message);
            helpers.setFieldTouched(field, true, false);
            helpers.setFieldError(field, message);
          }
        }}
      >
        {({ values, setFieldValue, isSubmitting, status }) => (
          <Form className="content-form" noValidate data-testid="banner-form">
            <Select
              label={t('field_group')}
              value={values.group}
              onChange={(e) => void setFieldValue('group', e.target.value)}
              options={BANNER_GROUPS.map((g) => ({ value: g, label: t(`group_${g}`) }))}
            />
            <FormTextField name="title" label={t('field_title')} hint={t('title_hint')} autoComplete="off" />
            <div className="content-wide">
              <ImageField current={banner?.imageUrl ?? null} />
            </div>
            <LinkFields />
            <FormTextField name="sort" label={t('field_sort')} hint={t('sort_hint')} inputMode="numeric" />
            <FormTextField name="startsAt" label={t('field_starts')} type="datetime-local" />
            <FormTextField name="endsAt" label={t('field_ends')} type="datetime-local" />
            <p className="console-muted content-wide">{t('window_hint', { zone: browserZone() })}</p>
            <div className="content-wide">
              <FormStatus status={status} />
              <FormActions busy={isSubmitting} label={t(banner ? `${CONSOLE}:save` : 'add')} onCancel={onClose} />
            </div>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
