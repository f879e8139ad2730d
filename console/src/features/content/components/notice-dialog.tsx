import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { contentPagesOpsApi as api } from 'shared-contracts';
import { Dialog, FormStatus, RadioGroup, Select, toast } from 'shared-ui';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-fields';
import { FormRichTextEditor } from '../../../components/rich-text-editor';
import { NS as CONSOLE } from '../../../config/i18n';
import { createAnnouncement } from '../api/create-announcement';
import { createNotice } from '../api/create-notice';
import { updateAnnouncement } from '../api/update-announcement';
import { updateNotice } from '../api/update-notice';
import { PAGES_NS as NS } from '../i18n';
import { browserZone } from '../schemas/banner-form';
import {
  announcementValues,
  newNoticeValues,
  noticeSchema,
  noticeValues,
  placeNoticeError,
  toAnnouncementInput,
  toNoticeInput,
  type NoticeFormValues,
} from '../schemas/notice-form';

type Props = { merchant: string; onClose: () => void; onSaved: () => void } & (
  { mode: 'notice'; item: api.OpsNotice | null } | { mode: 'announcement'; item: api.OpsAnnouncement | null }
);

/** Saves the form's values as a notice or an announcement: the new or replaced item. */
function save(p: Props, v: NoticeFormValues) {
  if (p.mode === 'notice') {
    const input = toNoticeInput(v);
    return p.item ? updateNotice(p.item.id, input, p.merchant) : createNotice(input, p.merchant);
  }
  const input = toAnnouncementInput(v);
  return p.item ? updateAnnouncement(p.item.id, input, p.merchant) : createAnnouncement(input, p.merchant);
}

/**
 * Adds or edits a notice (its kind; a popup's audience, a promotion's type; the order) or an announcement (audience, an
 * optional promotion type): title, rich text and window. A refusal is shown under the field the server names.
 */
export function NoticeDialog(props: Props) {
  const { mode, item, onClose, onSaved } = props;
  const { t } = useTranslation([NS, CONSOLE]);
  const notice = mode === 'notice';
  const initial = !item
    ? newNoticeValues()
    : mode === 'notice'
      ? noticeValues(item as api.OpsNotice)
      : announcementValues(item as api.OpsAnnouncement);
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t(`${item ? 'edit' : 'add'}_${mode}_title`)}
      size="lg"
      testId={`${mode}-dialog`}
    >
      <Formik<NoticeFormValues>
        initialValues={initial}
        validationSchema={noticeSchema(t, !notice)}
        onSubmit={async (v, helpers) => {
          helpers.setStatus(undefined);
          try {
            await save(props, v);
            toast({ title: t(item ? 'saved_ok' : 'created_ok'), tone: 'success' });
            onSaved();
            onClose();
          } catch (e) {
            const { field, message } = placeNoticeError(t, e);
            if (!field) return helpers.setStatus(message);
            helpers.setFieldTouched(field, true, false);
            helpers.setFieldError(field, message);
          }
        }}
      >
        {({ values, setFieldValue, isSubmitting, status, touched, errors }) => (
          <Form className="content-form" noValidate data-testid={`${mode}-form`}>
            {notice && (
              <Select
                label={t('field_kind')}
                value={values.kind}
                onChange={(e) => void setFieldValue('kind', e.target.value)}
                options={api.NOTICE_KINDS.map((k) => ({ value: k, label: t(`kind_${k}`) }))}
              />
            )}
            <FormTextField name="title" label={t('field_title')} autoComplete="off" />
            <div className="content-wide">
              <FormRichTextEditor
                name="content"
                label={t('field_content')}
                hint={t('content_hint')}
                testId="content-editor"
              />
            </div>
            {(!notice || values.kind === 'POPUP') && (
              <div className="content-wide">
                <RadioGroup
                  legend={t('field_audience')}
                  name="audience"
                  value={values.audience}
                  onChange={(v) => void setFieldValue('audience', v)}
                  options={api.AUDIENCES.map((a) => ({ value: a, label: t(`audience_${a}`) }))}
                  error={touched.audience && errors.audience}
                  inline
                />
              </div>
            )}
            {(!notice || values.kind === 'PROMOTION') && (
              <FormTextField
                name="promotionType"
                label={t('field_promotion')}
                hint={t(notice ? 'promotion_hint' : 'promotion_optional_hint')}
                autoComplete="off"
              />
            )}
            {notice && <FormTextField name="sort" label={t('field_sort')} hint={t('sort_hint')} inputMode="numeric" />}
            <FormTextField name="startsAt" label={t('field_starts')} type="datetime-local" />
            <FormTextField name="endsAt" label={t('field_ends')} type="datetime-local" />
            <p className="console-muted content-wide">{t('window_hint', { zone: browserZone() })}</p>
            <div className="content-wide">
              <FormStatus status={status} />
              <FormActions busy={isSubmitting} label={t(item ? `${CONSOLE}:save` : `add_${mode}`)} onCancel={onClose} />
            </div>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
