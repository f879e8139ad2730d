import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { BrandLookState } from 'shared-contracts';
import { Button, FormStatus, toast } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { placeRefusal } from '../../../lib/form-errors';
import { publishBrandLook } from '../api/publish-brand-look';
import { NS } from '../i18n';
import { contrastChecks, lookSchema, lookValues, toLook, type LookFormValues } from '../schemas/look-form';
import { ContrastPanel } from './contrast-panel';
import { LookFields } from './look-fields';
import { LookPreview } from './look-preview';

/** Where a refusal belongs: a token (THEME_CONTRAST, a token's VALIDATION), the name or a URL; else the form. */
const fieldOf = (f: string): string | null =>
  f.startsWith('tokens.') || ['name', 'logoUrl', 'faviconUrl'].includes(f) ? f : null;

/**
 * The brand editor: the live look as a form, the previews and the contrast checks following every keystroke;
 * Publish (only when every pair passes and the operator may configure the brand) makes it the next version.
 */
export function LookEditor({
  state,
  canPublish,
  onPublished,
}: {
  state: BrandLookState;
  canPublish: boolean;
  onPublished: () => void;
}) {
  const { t } = useTranslation([NS, CONSOLE]);
  return (
    <Formik<LookFormValues>
      initialValues={lookValues(state.look)}
      enableReinitialize
      validationSchema={lookSchema(t)}
      onSubmit={async (v, helpers) => {
        helpers.setStatus(undefined);
        try {
          const next = await publishBrandLook(state.code, toLook(v));
          toast({ title: t('published_ok', { version: next.history[0]?.version, code: state.code }), tone: 'success' });
          onPublished();
        } catch (e) {
          placeRefusal(helpers, t, e, fieldOf);
        }
      }}
    >
      {({ values, isSubmitting, status, dirty, resetForm }) => {
        const checks = contrastChecks(values.tokens);
        const readable = checks.every((c) => c.ok);
        return (
          <Form className="console-look" noValidate data-testid="look-form">
            <div className="console-look-edit">
              <LookFields code={state.code} />
            </div>
            <div className="console-look-side">
              <section className="console-stack" aria-labelledby="look-preview-title">
                <h2 id="look-preview-title">{t('section_preview')}</h2>
                <LookPreview values={values} />
              </section>
              <ContrastPanel checks={checks} />
              <FormStatus status={status} />
              {canPublish && (
                <div className="console-row">
                  <Button type="submit" variant="primary" loading={isSubmitting} disabled={!readable || !dirty}>
                    {t('publish')}
                  </Button>
                  <Button type="button" variant="ghost" disabled={!dirty} onClick={() => resetForm()}>
                    {t('reset')}
                  </Button>
                </div>
              )}
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
