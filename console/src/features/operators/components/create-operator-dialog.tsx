import { FormActions } from '../../../components/form-actions';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { errorText, OPERATOR_ROLES, type OperatorRole } from 'shared-contracts';
import { Checkbox, Dialog, FormStatus, Select, toast } from 'shared-ui';
import * as yup from 'yup';
import { FormPasswordField, FormTextField } from '../../../components/form-fields';
import { NS as CONSOLE } from '../../../config/i18n';
import { useOperator } from '../../../lib/operator';
import { createOperator } from '../api/create-operator';
import { NS } from '../i18n';

interface Values {
  username: string;
  password: string;
  role: OperatorRole;
  merchants: string[];
}

/** Opens an operator account: a role below the owner's, within the admin's own merchants. */
export function CreateOperatorDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useTranslation([NS, CONSOLE]);
  const { me } = useOperator();
  const roles = OPERATOR_ROLES.filter((r) => r !== 'owner');
  const schema = yup.object({
    username: yup
      .string()
      .trim()
      .matches(/^[A-Za-z0-9_.-]{3,32}$/, t('common:err_invalid_input'))
      .required(t('common:err_validation')),
    password: yup.string().min(10, t('password_hint')).max(128).required(t('common:err_validation')),
    merchants: yup.array().of(yup.string()).min(1, t('merchants_required')),
  });
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={t('create')} testId="create-operator">
      <Formik<Values>
        initialValues={{ username: '', password: '', role: 'support', merchants: me.scope.slice(0, 1) }}
        validationSchema={schema}
        onSubmit={async (v, helpers) => {
          try {
            await createOperator({ ...v, username: v.username.trim() });
            toast({ title: t('created', { username: v.username.trim() }), tone: 'success' });
            onCreated();
            onClose();
          } catch (e) {
            helpers.setStatus(errorText(t, e));
          }
        }}
      >
        {({ isSubmitting, status, values, setFieldValue, errors, submitCount }) => (
          <Form className="console-stack" noValidate>
            <FormTextField name="username" label={t('username')} autoComplete="off" />
            <FormPasswordField
              name="password"
              label={t('password')}
              hint={t('password_hint')}
              autoComplete="new-password"
            />
            <Select
              label={t('role')}
              value={values.role}
              onChange={(e) => void setFieldValue('role', e.target.value)}
              options={roles.map((r) => ({ value: r, label: t(`${CONSOLE}:role_${r}`) }))}
            />
            <fieldset className="console-stack">
              <legend>{t('merchants')}</legend>
              {me.scope.map((code) => (
                <Checkbox
                  key={code}
                  label={code}
                  checked={values.merchants.includes(code)}
                  onChange={(e) =>
                    void setFieldValue(
                      'merchants',
                      e.target.checked ? [...values.merchants, code] : values.merchants.filter((m) => m !== code),
                    )
                  }
                  error={submitCount > 0 && typeof errors.merchants === 'string' ? errors.merchants : undefined}
                />
              ))}
            </fieldset>
            <FormStatus status={status} />
            <FormActions busy={isSubmitting} label={t('create')} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
