import { FormActions } from './form-actions';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { errorText } from 'shared-contracts';
import { Dialog, FormStatus } from 'shared-ui';
import * as yup from 'yup';
import { NS } from '../config/i18n';
import { FormTextField } from './form-fields';

/** Asks for the reason of a refusal (or any action that takes one), then runs `onSubmit` with it. */
export function ReasonDialog({
  open,
  title,
  action,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  /** The submit button's label. */
  action: string;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation(NS);
  const schema = yup.object({ reason: yup.string().trim().max(500).required(t('reason_required')) });
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={title} size="sm" testId="reason-dialog">
      <Formik
        initialValues={{ reason: '' }}
        validationSchema={schema}
        onSubmit={async (v, helpers) => {
          try {
            await onSubmit(v.reason.trim());
            onClose();
          } catch (e) {
            helpers.setStatus(errorText(t, e));
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form className="console-stack" noValidate>
            <FormTextField name="reason" label={t('reason')} autoFocus />
            <FormStatus status={status} />
            <FormActions busy={isSubmitting} label={action} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
