import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moduleEnabled } from 'shared-contracts';
import { NS } from '../config/i18n';
import { FreePlayButton } from '../features/free-play/components/free-play-button';
import { SmsLoginForm } from '../features/sms-login/components/sms-login-form';
import { SocialButtons } from '../features/social-login/components/social-buttons';
import { PasswordLogin } from './password-login';

interface Props {
  navigate: (to: string) => void;
  onDone: () => void;
  onForgot: () => void;
  onRegister: () => void;
  onForcedChange: () => void;
  onShowDisclaimer: () => void;
}

/** The login modal's content: username / SMS tabs as the merchant enables them, free play, links. */
export function LoginPanel({ navigate, onDone, onForgot, onRegister, onForcedChange, onShowDisclaimer }: Props) {
  const { t } = useTranslation(NS);
  const username = moduleEnabled('USERNAMEREG3');
  const sms = moduleEnabled('MOBILENUMREG3') && moduleEnabled('MOBILEVERCODELOGIN3');
  const tabs = username && sms;
  const [tab, setTab] = useState<'username' | 'sms'>(username || !sms ? 'username' : 'sms');
  return (
    <div className="login-panel">
      {tabs && (
        <div role="tablist" className="tabs">
          {(['username', 'sms'] as const).map((k) => (
            <button key={k} type="button" role="tab" aria-selected={tab === k} onClick={() => setTab(k)}>
              {t(`tab_${k}`)}
            </button>
          ))}
        </div>
      )}
      {tab === 'username' ? (
        <PasswordLogin
          navigate={navigate}
          onDone={onDone}
          onForgot={onForgot}
          onRegister={onRegister}
          onForcedChange={onForcedChange}
          onShowDisclaimer={onShowDisclaimer}
        />
      ) : (
        <SmsLoginForm navigate={navigate} onDone={onDone} />
      )}
      {moduleEnabled('FREEPLAY3') && <FreePlayButton navigate={navigate} onDone={onDone} />}
      <SocialButtons />
    </div>
  );
}
