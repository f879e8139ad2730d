import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { merchantMobilePattern, defaultDialCode, dialCodeOptions, type MemberProfileView } from 'shared-contracts';
import { FormStatus, SearchableSelect, SendCodeButton, SubmitButton, TextField, toast } from 'shared-ui';
import * as yup from 'yup';
import { NS } from '../../../config/i18n';
import { useCountries } from '../api/get-countries';
import { requestMobileCode } from '../api/request-mobile-code';
import { updateMemberInfo } from '../api/update-member-info';
import { placeError } from './field-error';
import '../i18n';

interface Values {
  dialCode: string;
  mobileNum: string;
  code: string;
}

const CODE = /^\d{4,8}$/;

/** A new mobile number, proved by the SMS code sent to it (SPEC §7 member info update). */
export function MobileForm({ profile, onSaved }: { profile: MemberProfileView; onSaved: () => void }) {
  const { t, i18n } = useTranslation(NS);
  const countries = useCountries();
  const submit = async (v: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    try {
      await updateMemberInfo({
        countryDialingCode: v.dialCode,
        mobileNum: v.mobileNum.trim(),
        verificationCode: v.code.trim(),
      });
      toast({ title: t('prof_mobile_saved'), tone: 'success' });
      helpers.resetForm();
      onSaved();
    } catch (e) {
      const placed = placeError(t, e, ['mobileNum', 'verificationCode', 'countryDialingCode'] as const);
      const field = { mobileNum: 'mobileNum', verificationCode: 'code', countryDialingCode: 'dialCode' } as const;
      if (placed.field) helpers.setFieldError(field[placed.field], placed.message);
      else helpers.setStatus(placed.message);
    }
  };
  return (
    <Formik<Values>
      initialValues={{ dialCode: profile.countryDialingCode ?? defaultDialCode(), mobileNum: '', code: '' }}
      validationSchema={yup.object({
        mobileNum: yup
          .string()
          .trim()
          .required(t('common:err_invalid_phone'))
          .matches(merchantMobilePattern(), t('common:err_phone_format')),
        code: yup.string().trim().required(t('common:err_invalid_code')).matches(CODE, t('common:err_invalid_code')),
      })}
      onSubmit={submit}
    >
      {({ values, errors, touched, isSubmitting, status, getFieldProps, setFieldError, setFieldTouched }) => {
        const send = async () => {
          const mobile = values.mobileNum.trim();
          if (!merchantMobilePattern().test(mobile)) {
            void setFieldTouched('mobileNum', true, false);
            setFieldError('mobileNum', t(mobile ? 'common:err_phone_format' : 'common:err_invalid_phone'));
            return null;
          }
          return requestMobileCode(values.dialCode, mobile);
        };
        return (
          <Form className="member-form" noValidate data-testid="profile-mobile-form">
            <div className="profile-phone">
              <SearchableSelect
                label={t('prof_dial_code')}
                searchLabel={t('prof_dial_code_search')}
                options={dialCodeOptions(countries.data?.list ?? [], i18n.language, values.dialCode)}
                hint={countries.error ? t('prof_dial_code_failed') : undefined}
                {...getFieldProps('dialCode')}
              />
              <TextField
                label={t('prof_mobile_new')}
                inputMode="numeric"
                autoComplete="tel-national"
                error={touched.mobileNum && errors.mobileNum}
                {...getFieldProps('mobileNum')}
              />
            </div>
            <TextField
              label={t('prof_code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              error={touched.code && errors.code}
              suffix={
                <SendCodeButton
                  send={send}
                  label={t('prof_send_code')}
                  resendLabel={(seconds) => t('prof_resend_in', { seconds })}
                />
              }
              {...getFieldProps('code')}
            />
            <FormStatus status={status} />
            <SubmitButton busy={isSubmitting}>{t('prof_mobile_submit')}</SubmitButton>
          </Form>
        );
      }}
    </Formik>
  );
}
