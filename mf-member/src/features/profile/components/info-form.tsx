import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { bus, NICKNAME_MAX, session, type MemberProfileView } from 'shared-contracts';
import { FormStatus, SubmitButton, TextField, toast } from 'shared-ui';
import * as yup from 'yup';
import { NS } from '../../../config/i18n';
import { updateMemberInfo } from '../api/update-member-info';
import { placeError } from './field-error';
import '../i18n';

interface Values {
  nickname: string;
  email: string;
}

// The server's rule (profile module): something@domain.tld, no spaces or brackets.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

/** Nickname and e-mail; sends only what changed and shows the saved values. */
export function InfoForm({ profile, onSaved }: { profile: MemberProfileView; onSaved: () => void }) {
  const { t } = useTranslation(NS);
  const initial: Values = { nickname: profile.nickname, email: profile.email ?? '' };
  const submit = async (v: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    const nickname = v.nickname.trim();
    const email = v.email.trim();
    const patch = {
      ...(nickname !== profile.nickname ? { nickname } : {}),
      ...(email !== (profile.email ?? '') ? { email } : {}),
    };
    if (Object.keys(patch).length === 0) return helpers.setStatus(t('prof_unchanged'));
    try {
      const saved = await updateMemberInfo(patch);
      session.set('nickname', saved.nickname);
      bus.emit('profile:changed', {});
      toast({ title: t('prof_saved'), tone: 'success' });
      onSaved();
    } catch (e) {
      const placed = placeError(t, e, ['nickname', 'email'] as const);
      if (placed.field) helpers.setFieldError(placed.field, placed.message);
      else helpers.setStatus(placed.message);
    }
  };
  return (
    <Formik<Values>
      initialValues={initial}
      enableReinitialize
      validationSchema={yup.object({
        nickname: yup
          .string()
          .trim()
          // Registration sets no nickname; once set, it can be replaced but not removed.
          .test('required', t('common:err_input_empty'), (v) => !!v || !profile.nickname)
          .test('max', t('prof_nickname_long', { max: NICKNAME_MAX }), (v) => [...(v ?? '')].length <= NICKNAME_MAX),
        email: yup
          .string()
          .trim()
          .test('required', t('common:err_input_empty'), (v) => !!v || !profile.email)
          .test('email', t('common:reg_pattern_EMAIL'), (v) => !v || EMAIL.test(v)),
      })}
      onSubmit={submit}
    >
      {({ errors, touched, isSubmitting, status, getFieldProps }) => (
        <Form className="member-form" noValidate data-testid="profile-info-form">
          <TextField
            label={t('prof_nickname')}
            autoComplete="nickname"
            error={touched.nickname && errors.nickname}
            {...getFieldProps('nickname')}
          />
          <TextField
            label={t('prof_email')}
            type="email"
            autoComplete="email"
            placeholder={profile.email ? undefined : t('prof_email_none')}
            error={touched.email && errors.email}
            {...getFieldProps('email')}
          />
          <FormStatus status={status} />
          <SubmitButton busy={isSubmitting}>{t('save')}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
