import { Field, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { NS } from '../config/i18n';
import { DialCodeField } from './dial-code-field';
import { SendCodeButton } from './send-code-button';

interface MobileCodeValues {
  dialCode: string;
  mobileNum: string;
  code: string;
}

/** Dial code, mobile number, SMS code and the send button with its countdown (SMS login, reset by phone). */
export function MobileCodeFields() {
  const { t } = useTranslation(NS);
  const { values, errors, touched, setFieldError } = useFormikContext<MobileCodeValues>();
  return (
    <>
      <DialCodeField />
      <label>
        {t('mobile')}
        <Field name="mobileNum" inputMode="numeric" autoComplete="tel-national" />
      </label>
      {touched.mobileNum && errors.mobileNum && <p className="field-error">{errors.mobileNum}</p>}
      <div className="captcha-field">
        <label>
          {t('sms_code')}
          <Field name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
        </label>
        <SendCodeButton
          dialCode={values.dialCode}
          mobileNum={values.mobileNum}
          onInvalidMobile={() => setFieldError('mobileNum', t('v_mobile_required'))}
        />
      </div>
      {touched.code && errors.code && <p className="field-error">{errors.code}</p>}
    </>
  );
}
