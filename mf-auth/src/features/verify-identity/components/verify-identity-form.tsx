import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { bus, errorText, session } from 'shared-contracts';
import { Button, FormStatus } from 'shared-ui';
import * as yup from 'yup';
import { IdUploadFields, type IdImageValues } from '../../../components/id-upload-fields';
import { NS } from '../../../config/i18n';
import { uploadIdImages } from '../../../api/upload-id-images';
import { idImageSchema } from '../../../lib/id-images';
import '../../../components/i18n';
import '../i18n';

/** The identity-verification (security) modal of SPEC §4: upload the ID photos now, or verify later. */
export function VerifyIdentityForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(NS);
  const schema = yup.object({
    idCardFront: idImageSchema(t, 'upload_front_required'),
    idCardBack: idImageSchema(t, null),
    idCardSelfie: idImageSchema(t, 'upload_selfie_required'),
  });
  const submit = async (v: IdImageValues, helpers: FormikHelpers<IdImageValues>) => {
    helpers.setStatus(null);
    try {
      await uploadIdImages({ idCardFront: v.idCardFront!, idCardBack: v.idCardBack, idCardSelfie: v.idCardSelfie! });
      session.set('securityAlreadyUpLoad', true);
      onDone();
      bus.emit('prompt:show', { message: 'upload_success' });
    } catch (e) {
      helpers.setStatus(errorText(t, e));
    }
  };
  return (
    <Formik<IdImageValues>
      initialValues={{ idCardFront: null, idCardBack: null, idCardSelfie: null }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ isSubmitting, status }) => (
        <Form className="auth-stack" data-testid="verify-identity-form" noValidate>
          <p className="auth-text">{t('verify_identity_intro')}</p>
          <IdUploadFields />
          <FormStatus status={status} />
          <div className="auth-actions">
            <Button
              onClick={() => {
                session.set('verifyLater', true);
                onDone();
              }}
            >
              {t('verify_later')}
            </Button>
            <Button type="submit" variant="primary" loading={isSubmitting}>
              {t('upload_submit')}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
