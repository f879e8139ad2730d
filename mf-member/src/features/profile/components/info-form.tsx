import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  bus,
  calendarLayout,
  formatCalendarDate,
  getPermissionConfig,
  NICKNAME_MAX,
  parseCalendarDate,
  session,
  yearsSince,
  type MemberProfileView,
} from 'shared-contracts';
import { FormStatus, SubmitButton, TextField, toast } from 'shared-ui';
import * as yup from 'yup';
import { NS } from '../../../config/i18n';
import { updateMemberInfo } from '../api/update-member-info';
import { placeError } from './field-error';
import '../i18n';

interface Values {
  nickname: string;
  email: string;
  /** Typed in the merchant's layout (dd-mm-yyyy in the Philippines); only while the profile has none. */
  birthday: string;
}

// The server's rule (profile module): something@domain.tld, no spaces or brackets.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

/**
 * Nickname, e-mail and the birthday (shown in the merchant's layout; set once when missing, the merchant's minimum
 * age at least); sends only what changed and shows the saved values.
 */
export function InfoForm({ profile, onSaved }: { profile: MemberProfileView; onSaved: () => void }) {
  const { t } = useTranslation(NS);
  const layout = calendarLayout();
  const minAge = getPermissionConfig()?.registration.minAge ?? 18;
  const initial: Values = { nickname: profile.nickname, email: profile.email ?? '', birthday: '' };
  const submit = async (v: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    const nickname = v.nickname.trim();
    const email = v.email.trim();
    const birthday = profile.birthday ? null : parseCalendarDate(v.birthday, layout);
    const patch = {
      ...(nickname !== profile.nickname ? { nickname } : {}),
      ...(email !== (profile.email ?? '') ? { email } : {}),
      ...(birthday ? { birthday } : {}),
    };
    if (Object.keys(patch).length === 0) return helpers.setStatus(t('prof_unchanged'));
    try {
      const saved = await updateMemberInfo(patch);
      session.set('nickname', saved.nickname);
      bus.emit('profile:changed', {});
      toast({ title: t('prof_saved'), tone: 'success' });
      onSaved();
    } catch (e) {
      const placed = placeError(t, e, ['nickname', 'email', 'birthday'] as const);
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
        birthday: yup
          .string()
          .trim()
          .test(
            'layout',
            t(layout === 'dd-mm-yyyy' ? 'common:reg_pattern_DATE_DD_MM_YYYY' : 'common:reg_pattern_DATE_YYYY_MM_DD'),
            (v) => !v || !!parseCalendarDate(v, layout),
          )
          .test('age', t('common:birthday_limit', { age: minAge }), (v) => {
            const iso = v ? parseCalendarDate(v, layout) : null;
            return !iso || yearsSince(iso) >= minAge;
          }),
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
          {profile.birthday ? (
            <TextField
              label={t('prof_birthday')}
              name="birthday-shown"
              value={formatCalendarDate(profile.birthday, layout)}
              readOnly
            />
          ) : (
            <TextField
              label={t('prof_birthday')}
              autoComplete="bday"
              inputMode="numeric"
              placeholder={layout}
              hint={t('prof_birthday_once')}
              error={touched.birthday && errors.birthday}
              {...getFieldProps('birthday')}
            />
          )}
          <FormStatus status={status} />
          <SubmitButton busy={isSubmitting}>{t('save')}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
