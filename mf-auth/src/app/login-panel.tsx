import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moduleEnabled } from 'shared-contracts';
import { Tabs } from 'shared-ui';
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

type Tab = 'username' | 'sms';

/** The login modal's content: username / SMS tabs as the merchant enables them, free play, links. */
export function LoginPanel({ navigate, onDone, onForgot, onRegister, onForcedChange, onShowDisclaimer }: Props) {
  const { t } = useTranslation(NS);
  const username = moduleEnabled('USERNAMEREG3');
  const sms = moduleEnabled('MOBILENUMREG3') && moduleEnabled('MOBILEVERCODELOGIN3');
  const [tab, setTab] = useState<Tab>(username || !sms ? 'username' : 'sms');
  const forms: Record<Tab, ReactNode> = {
    username: (
      <PasswordLogin
        navigate={navigate}
        onDone={onDone}
        onForgot={onForgot}
        onRegister={onRegister}
        onForcedChange={onForcedChange}
        onShowDisclaimer={onShowDisclaimer}
      />
    ),
    sms: <SmsLoginForm navigate={navigate} onDone={onDone} />,
  };
  return (
    <div data-testid="login-panel">
      {username && sms ? (
        <Tabs
          label={t('login_tabs')}
          value={tab}
          onValueChange={(v) => setTab(v as Tab)}
          items={(['username', 'sms'] as const).map((k) => ({ value: k, label: t(`tab_${k}`), content: forms[k] }))}
        />
      ) : (
        forms[tab]
      )}
      <div className="auth-alt">
        {moduleEnabled('FREEPLAY3') && <FreePlayButton navigate={navigate} onDone={onDone} />}
        <SocialButtons />
      </div>
    </div>
  );
}
