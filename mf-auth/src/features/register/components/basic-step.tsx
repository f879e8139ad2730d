import { useTranslation } from 'react-i18next';
import { CaptchaButton } from '../../../components/captcha-button';
import { FormPasswordField } from '../../../components/form-fields';
import { MobileCodeFields } from '../../../components/mobile-code-fields';
import { NS } from '../../../config/i18n';
import type { useCaptcha } from '../../../hooks/use-captcha';
import { requestRegisterCode } from '../api/request-register-code';
import { STEP1_TEXT, shownRule } from '../schemas/register-values';
import { RuleInput } from './rule-input';
import '../i18n';

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
  const mobileShown = mobile || smsVerify || !!shownRule('mobileNum');
  return (
    <>
      {!mobile && <RuleInput name="username" autoComplete="username" />}
      <RuleInput name="password" type="password" autoComplete="new-password" />
      <FormPasswordField name="confirmPassword" label={t('field_confirmPassword')} autoComplete="new-password" />
      {mobileShown && <MobileCodeFields withCode={smsVerify} request={requestRegisterCode} />}
      {(shownRule('birthday') || philippines) &&
        (shownRule('birthday')?.acceptedPattern === 'DATE_DD_MM_YYYY' ? (
          // The Philippines' layout (SPEC §9), typed: a date picker shows the browser's own layout.
          <RuleInput
            name="birthday"
            rule="birthday"
            always={philippines}
            placeholder={t('birthday_placeholder_dmy')}
            inputMode="numeric"
          />
        ) : (
          <RuleInput name="birthday" rule="birthday" always={philippines} type="date" max={birthdayMax} />
        ))}
      {STEP1_TEXT.map((name) => (
        <RuleInput
          key={name}
          name={name}
          type={SECRET.has(name) ? 'password' : name === 'email' ? 'email' : 'text'}
          autoComplete={SECRET.has(name) ? 'new-password' : undefined}
        />
      ))}
      {shownRule('captcha') && (
        <RuleInput name="captcha" autoComplete="off" suffix={<CaptchaButton captcha={captcha} />} />
      )}
    </>
  );
}
