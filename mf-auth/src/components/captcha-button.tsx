import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { NS } from '../config/i18n';
import type { useCaptcha } from '../hooks/use-captcha';
import './i18n';

/** The captcha image as a button in its field's box: a click (or Enter) draws a new one (SPEC §4, once a second). */
export function CaptchaButton({ captcha }: { captcha: ReturnType<typeof useCaptcha> }) {
  const { t } = useTranslation(NS);
  return (
    <Button
      variant="ghost"
      size="sm"
      className="auth-captcha-button"
      title={t('captcha_refresh')}
      onClick={() => void captcha.refresh()}
    >
      {captcha.image ? (
        // The server draws captchas at 130 × 44.
        <img src={captcha.image} alt={t('captcha_refresh')} data-testid="captcha-image" width={130} height={44} />
      ) : (
        t('captcha_refresh')
      )}
    </Button>
  );
}
