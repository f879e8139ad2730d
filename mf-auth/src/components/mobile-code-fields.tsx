import { Field, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FieldError } from 'shared-ui';
import { NS } from '../config/i18n';
import { MOBILE_PATTERN } from '../config/dial-codes';
import { requestSmsCode } from '../api/request-sms-code';
import { DialCodeField } from './dial-code-field';
import { SendCodeButton } from './send-code-button';

interface MobileCodeValues {
  dialCode: string;
  mobileNum: string;
  code: string;
}

interface Props {
  /** Show the code field and send button (off when the merchant does not verify the number). */
  withCode?: boolean;
  /** Which code to send (default: login / password reset). */
  request?: (dialCode: string, mobileNum: string) => Promise<number>;
}

/** Dial code, mobile number, SMS code and the send button with its countdown (SMS login, reset by phone, registration). */
export function MobileCodeFields({ withCode = true, request = requestSmsCode }: Props) {
  const { t } = useTranslation(NS);
  const { values, errors, touched, setFieldError } = useFormikContext<MobileCodeValues>();
  const send = async () => {
    const mobile = values.mobileNum.trim();
    if (MOBILE_PATTERN.test(mobile)) return request(values.dialCode, mobile);
    setFieldError('mobileNum', t('v_mobile_required'));
    return null;
  };
  return (
    <>
      <DialCodeField />
      <label>
        {t('mobile')}
        <Field name="mobileNum" inputMode="numeric" autoComplete="tel-national" />
      </label>
      <FieldError error={touched.mobileNum && errors.mobileNum} />
      {withCode && (
        <div className="captcha-field">
          <label>
            {t('sms_code')}
            <Field name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={8} />
          </label>
          <SendCodeButton send={send} />
        </div>
      )}
      {withCode && <FieldError error={touched.code && errors.code} />}
    </>
  );
}
