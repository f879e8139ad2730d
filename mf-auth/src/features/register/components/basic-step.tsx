import { Field, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FieldError } from 'shared-ui';
import { MobileCodeFields } from '../../../components/mobile-code-fields';
import { NS } from '../../../config/i18n';
import type { useCaptcha } from '../../../hooks/use-captcha';
import { requestRegisterCode } from '../api/request-register-code';
import { STEP1_TEXT, shownRule, type RegisterValues } from '../schemas/register-values';
import { RuleInput } from './rule-input';

const SECRET = new Set(['paymentPassword']);

interface Props {
  mobile: boolean;
  smsVerify: boolean;
  birthdayMax: string;
  philippines: boolean;
  captcha: ReturnType<typeof useCaptcha>;
}

/** Step 1 of registerModal: account, contact and the optional fields the merchant's rules show. */
export function BasicStep({ mobile, smsVerify, birthdayMax, philippines, captcha }: Props) {
  const { t } = useTranslation(NS);
  const { errors, touched } = useFormikContext<RegisterValues>();
  const mobileShown = mobile || smsVerify || !!shownRule('mobileNum');
  return (
    <>
      {!mobile && <RuleInput name="username" autoComplete="username" />}
      <RuleInput name="password" type="password" autoComplete="new-password" />
      <label>
        {t('field_confirmPassword')}
        <Field name="confirmPassword" type="password" autoComplete="new-password" />
      </label>
      <FieldError error={touched.confirmPassword && errors.confirmPassword} />
      {mobileShown && <MobileCodeFields withCode={smsVerify} request={requestRegisterCode} />}
      {(shownRule('birthday') || philippines) && (
        <RuleInput name="birthday" rule="birthday" always={philippines} type="date" max={birthdayMax} />
      )}
      {STEP1_TEXT.map((name) => (
        <RuleInput key={name} name={name} type={SECRET.has(name) ? 'password' : name === 'email' ? 'email' : 'text'} />
      ))}
      {shownRule('captcha') && (
        <div className="captcha-field">
          <RuleInput name="captcha" autoComplete="off" />
          {captcha.image ? (
            <img src={captcha.image} alt={t('captcha_refresh')} onClick={() => void captcha.refresh()} />
          ) : (
            <button type="button" className="link" onClick={() => void captcha.refresh()}>
              {t('captcha_refresh')}
            </button>
          )}
        </div>
      )}
    </>
  );
}
