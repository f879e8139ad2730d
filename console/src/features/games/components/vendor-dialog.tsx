import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { OpsVendor } from 'shared-contracts';
import { Checkbox, Dialog, FormStatus, toast } from 'shared-ui';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-fields';
import { NS as CONSOLE } from '../../../config/i18n';
import { placeRefusal } from '../../../lib/form-errors';
import { updateVendor } from '../api/update-vendor';
import { NS } from '../i18n';
import { toVendorPatch, vendorSchema, vendorValues, type VendorFormValues } from '../schemas/vendor-form';

const FIELDS = ['displayName', 'sort', 'maintenanceFrom', 'maintenanceUntil'];

/** Edits one vendor card: listed, hot, name, order and maintenance window; sends only what changed. */
export function VendorDialog({
  merchant,
  vendor,
  onClose,
  onSaved,
}: {
  merchant: string;
  vendor: OpsVendor;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation([NS, CONSOLE]);
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('edit_title', { name: vendor.displayName, key: vendor.key })}
      size="md"
      testId="vendor-dialog"
    >
      <Formik<VendorFormValues>
        initialValues={vendorValues(vendor)}
        validationSchema={vendorSchema(t)}
        onSubmit={async (v, helpers) => {
          const patch = toVendorPatch(v, vendor);
          if (Object.keys(patch).length === 0) return helpers.setStatus(t('no_change'));
          try {
            await updateVendor(merchant, vendor, patch);
            toast({ title: t('saved_ok', { name: v.displayName.trim() }), tone: 'success' });
            onSaved();
            onClose();
          } catch (e) {
            placeRefusal(helpers, t, e, (f) => (FIELDS.includes(f) ? f : null));
          }
        }}
      >
        {({ values, isSubmitting, status, setFieldValue }) => (
          <Form className="console-stack" noValidate>
            <Checkbox
              label={t('enabled_label')}
              checked={values.enabled}
              onChange={(e) => void setFieldValue('enabled', e.target.checked)}
            />
            <Checkbox
              label={t('hot_label')}
              checked={values.hot}
              onChange={(e) => void setFieldValue('hot', e.target.checked)}
            />
            <FormTextField name="displayName" label={t('display_name')} autoComplete="off" />
            <FormTextField name="sort" label={t('sort')} hint={t('sort_hint')} inputMode="numeric" />
            <FormTextField name="maintenanceFrom" label={t('maintenance_from')} type="datetime-local" />
            <FormTextField
              name="maintenanceUntil"
              label={t('maintenance_until')}
              hint={t('maintenance_hint')}
              type="datetime-local"
            />
            <FormStatus status={status} />
            <FormActions busy={isSubmitting} label={t('save')} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
