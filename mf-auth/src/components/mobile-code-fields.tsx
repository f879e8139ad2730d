import { useFormikContext } from 'formik';
import { SendCodeButton } from 'shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../config/i18n';
import { merchantMobilePattern } from '../config/dial-codes';
import { requestSmsCode } from '../api/request-sms-code';
import { DialCodeField } from './dial-code-field';
import { FormTextField } from './form-fields';
import './i18n';

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
  const { values, setFieldError } = useFormikContext<MobileCodeValues>();
  const send = async () => {
    const mobile = values.mobileNum.trim();
    if (merchantMobilePattern().test(mobile)) return request(values.dialCode, mobile);
    // Missing, or not a number (SPEC §8: 'Phone number format is incorrect').
    setFieldError('mobileNum', t(mobile ? 'common:err_phone_format' : 'v_mobile_required'));
    return null;
  };
  return (
    <>
      <div className="auth-phone">
        <DialCodeField />
        <FormTextField name="mobileNum" label={t('mobile')} inputMode="numeric" autoComplete="tel-national" />
      </div>
      {withCode && (
        <FormTextField
          name="code"
          label={t('sms_code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          suffix={
            <SendCodeButton
              send={send}
              label={t('send_code')}
              resendLabel={(seconds) => t('resend_in', { seconds })}
              className="auth-affix-button"
            />
          }
        />
      )}
    </>
  );
}
