import { SaveRow } from '../../../components/form-actions';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { toast } from 'shared-ui';
import { FormTextField } from '../../../components/form-fields';
import { setSecurity } from '../api/set-security';
import { NS } from '../i18n';
import { showServerError } from '../schemas/form-errors';
import {
  SECURITY_FIELDS,
  securitySchema,
  securityValues,
  toSecurity,
  type SecurityFormValues,
} from '../schemas/security-form';
import { FormCheckbox } from './form-controls';
import type { TabProps } from './tab-props';

/** Login and security: security questions, the new-IP check, password and SMS code lifetimes, age, Philippines rules. */
export function SecurityTab({ code, settings, write, onSaved }: TabProps) {
  const { t } = useTranslation(NS);
  return (
    <section className="console-stack" aria-label={t('tab_security')} data-testid="settings-security">
      <p className="console-muted">{t('security_intro')}</p>
      <Formik<SecurityFormValues>
        initialValues={securityValues(settings.security)}
        enableReinitialize
        validationSchema={securitySchema(t)}
        onSubmit={async (v, helpers) => {
          helpers.setStatus(undefined);
          try {
            await setSecurity(code, toSecurity(v));
            toast({ title: t('security_saved'), tone: 'success' });
            onSaved();
          } catch (e) {
            showServerError(t, helpers, e, SECURITY_FIELDS);
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form className="console-form-grid" noValidate data-testid="security-form">
            <fieldset
              className="console-choices console-choices-wide"
              style={{ marginBottom: 'var(--space-3)' }}
              disabled={!write}
            >
              <FormCheckbox name="securityQuestionsEnabled" label={t('sq_label')} />
              <FormCheckbox name="verifyNewIp" label={t('new_ip_label')} />
              <FormCheckbox name="philippinesVariant" label={t('ph_label')} />
            </fieldset>
            <FormTextField
              name="passwordMaxAgeDays"
              label={t('pw_age_label')}
              hint={t('pw_age_hint')}
              inputMode="numeric"
              readOnly={!write}
            />
            <FormTextField name="smsCodeExpiredMinutes" label={t('sms_label')} inputMode="numeric" readOnly={!write} />
            <FormTextField name="minAge" label={t('min_age_label')} inputMode="numeric" readOnly={!write} />
            {write && <SaveRow status={status} busy={isSubmitting} label={t('save')} />}
          </Form>
        )}
      </Formik>
    </section>
  );
}
