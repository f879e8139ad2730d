import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Resource } from 'shared-contracts';
import { Dialog, FormStatus, toast } from 'shared-ui';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-fields';
import { putResource } from '../api/put-resource';
import { NS } from '../i18n';
import { showServerError } from '../schemas/form-errors';
import { RESOURCE_FIELDS, resourceSchema, type ResourceFormValues } from '../schemas/resource-form';

/** Adds a resource (`resource` null: its type is asked) or changes one's label and address. */
export function ResourceDialog({
  code,
  resource,
  taken,
  onClose,
  onSaved,
}: {
  code: string;
  resource: Resource | null;
  taken: readonly string[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(NS);
  const title = resource ? t('resource_title', { type: resource.resourceType }) : t('new_resource');
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={title} size="md" testId="resource-dialog">
      <Formik<ResourceFormValues>
        initialValues={{
          type: resource?.resourceType ?? '',
          labelNameEn: resource?.labelNameEn ?? '',
          url: resource?.url ?? '',
        }}
        validationSchema={resourceSchema(t, resource ? [] : taken)}
        onSubmit={async (v, helpers) => {
          helpers.setStatus(undefined);
          const type = v.type.trim();
          try {
            await putResource(code, type, { labelNameEn: v.labelNameEn.trim(), url: v.url.trim() });
            toast({ title: t('resource_saved', { type }), tone: 'success' });
            onSaved();
            onClose();
          } catch (e) {
            showServerError(t, helpers, e, RESOURCE_FIELDS);
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form className="console-stack" noValidate>
            {!resource && (
              <FormTextField name="type" label={t('type_label')} hint={t('type_hint')} autoComplete="off" />
            )}
            <FormTextField name="labelNameEn" label={t('label_label')} autoComplete="off" />
            <FormTextField name="url" label={t('url_label')} inputMode="url" autoComplete="off" />
            <FormStatus status={status} />
            <FormActions busy={isSubmitting} label={t('save')} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
