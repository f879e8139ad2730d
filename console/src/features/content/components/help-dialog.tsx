import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type contentPagesOpsApi as api } from 'shared-contracts';
import { Button, Dialog, FormStatus, toast } from 'shared-ui';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-fields';
import { FormRichTextEditor } from '../../../components/rich-text-editor';
import { NS as CONSOLE } from '../../../config/i18n';
import { createHelpSection } from '../api/create-help-section';
import { previewContent } from '../api/preview-content';
import { updateHelpSection } from '../api/update-help-section';
import { PAGES_NS as NS } from '../i18n';
import {
  helpSchema,
  helpValues,
  newHelpValues,
  placeHelpError,
  toHelpInput,
  type HelpFormValues,
} from '../schemas/help-form';

interface Props {
  merchant: string;
  lang: string;
  /** The section to edit; null adds one to `lang`. */
  section: api.OpsHelpSection | null;
  /** The keys `lang` already has (a new section may not take one). */
  taken: readonly string[];
  onClose: () => void;
  onSaved: () => void;
}

/** The server's sanitised HTML of what is being written, shown as the site will show it (nothing saved). */
function Preview({ merchant, html }: { merchant: string; html: string }) {
  const { t } = useTranslation(NS);
  const [shown, setShown] = useState<{ html: string } | { error: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      setShown({ html: (await previewContent(html, merchant)).content });
    } catch (e) {
      setShown({ error: errorText(t, e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="console-stack">
      <div className="console-row">
        <Button size="sm" variant="secondary" loading={busy} onClick={() => void run()}>
          {t('preview')}
        </Button>
      </div>
      {shown && 'error' in shown && <FormStatus status={shown.error} />}
      {shown && 'html' in shown && (
        <section className="content-preview-html" aria-label={t('preview_title')} data-testid="help-preview">
          <p className="console-muted">{t('preview_hint')}</p>
          {/* Sanitised by the server (infra/sanitize.ts), exactly as it would be stored. */}
          <div className="content-rich" dangerouslySetInnerHTML={{ __html: shown.html }} />
        </section>
      )}
    </div>
  );
}

/** Adds a help section (key, title, text, order) to a language, or edits one; with a preview of the kept HTML. */
export function HelpDialog({ merchant, lang, section, taken, onClose, onSaved }: Props) {
  const { t } = useTranslation([NS, CONSOLE]);
  const langName = t(`lang_${lang}`, { defaultValue: lang });
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={
        section
          ? t('edit_section_title', { title: section.title, lang: langName })
          : t('add_section_title', { lang: langName })
      }
      size="lg"
      testId="help-dialog"
    >
      <Formik<HelpFormValues>
        initialValues={section ? helpValues(section) : newHelpValues()}
        validationSchema={helpSchema(t, taken, section === null)}
        onSubmit={async (v, helpers) => {
          helpers.setStatus(undefined);
          try {
            const input = toHelpInput(v);
            if (section) await updateHelpSection(lang, section.key, input, merchant);
            else await createHelpSection({ ...input, lang, key: v.key.trim() }, merchant);
            toast({ title: t(section ? 'saved_ok' : 'created_ok'), tone: 'success' });
            onSaved();
            onClose();
          } catch (e) {
            const { field, message } = placeHelpError(t, e);
            if (!field) return helpers.setStatus(message);
            helpers.setFieldTouched(field, true, false);
            helpers.setFieldError(field, message);
          }
        }}
      >
        {({ values, isSubmitting, status }) => (
          <Form className="content-form" noValidate data-testid="help-form">
            {!section && <FormTextField name="key" label={t('field_key')} hint={t('key_hint')} autoComplete="off" />}
            <FormTextField name="title" label={t('field_title')} autoComplete="off" />
            <div className="content-wide">
              <FormRichTextEditor
                name="content"
                label={t('field_content')}
                hint={t('content_hint')}
                testId="content-editor"
              />
            </div>
            <FormTextField name="sort" label={t('field_sort')} hint={t('sort_hint')} inputMode="numeric" />
            <div className="content-wide">
              <Preview merchant={merchant} html={values.content} />
            </div>
            <div className="content-wide">
              <FormStatus status={status} />
              <FormActions
                busy={isSubmitting}
                label={t(section ? `${CONSOLE}:save` : 'add_section')}
                onCancel={onClose}
              />
            </div>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
