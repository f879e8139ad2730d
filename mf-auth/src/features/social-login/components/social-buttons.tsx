import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moduleEnabled, socialApi, type SocialProvider } from 'shared-contracts';
import { Button } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { startSocialSignIn } from '../api/start-social-sign-in';
import '../i18n';

/**
 * "Sign in with Google / Facebook" (SPEC §2 login form), one button per provider whose whitelabel
 * module is on (GOOGLELOGIN3, FACEBOOKLOGIN3 — reported on only when the provider is configured).
 */
export function SocialButtons({ start = startSocialSignIn }: { start?: (provider: SocialProvider) => void }) {
  const { t } = useTranslation(NS);
  const [leaving, setLeaving] = useState(false);
  const providers = socialApi.SOCIAL_PROVIDERS.filter((p) => moduleEnabled(socialApi.SOCIAL_MODULES[p]));
  if (providers.length === 0) return null;
  return (
    <>
      <p className="auth-divider">{t('social_or')}</p>
      {providers.map((p) => (
        <Button
          key={p}
          block
          className={`auth-social auth-social-${p}`}
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            start(p);
          }}
        >
          {t(`social_${p}`)}
        </Button>
      ))}
    </>
  );
}
