import { Suspense, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { session, type ParcelProps } from 'shared-contracts';
import { Modal, Skeleton } from 'shared-ui';
import { NS } from '../config/i18n';
import { useAgentLanguage } from '../hooks/use-agent-language';
import { AgentLoginPage } from '../features/agent-login/components/agent-login-page';
import { takeKnownPassword } from '../lib/known-password';
import { ChangePasswordForm } from './lazy-forms';
import { PasswordLogin } from './password-login';

/**
 * /agent: the agent page composed with the username login form (agents only) and the change-password modal
 * (SPEC §2, §4): a temporary or expired password is changed here, with the same form as the site's forced change,
 * before the agent reaches /agentHome (the API refuses the session everything else until then). In Chinese unless
 * the visitor chose a language (useAgentLanguage).
 */
export function AgentLogin(props: ParcelProps) {
  const i18n = useAgentLanguage();
  if (!i18n) return <Skeleton height="20rem" />;
  return (
    <I18nextProvider i18n={i18n}>
      <AgentLoginIn {...props} />
    </I18nextProvider>
  );
}

/** The page in the language useAgentLanguage chose. */
function AgentLoginIn(props: ParcelProps) {
  const { t } = useTranslation(NS);
  // The password just typed (the old one of the forced change), or null while no change is due.
  // A change still due after a reload (`passwordChangeDue`) opens it again, without the old password.
  const [forced, setForced] = useState<{ known: string | null } | null>(() =>
    session.get('token') && session.get('passwordChangeDue') ? { known: null } : null,
  );
  return (
    <>
      <AgentLoginPage
        {...props}
        form={
          <PasswordLogin
            variant="agent"
            navigate={props.navigate}
            onDone={() => {}}
            onForcedChange={() => setForced({ known: takeKnownPassword() })}
          />
        }
      />
      {forced && (
        <Modal title={t('agent_change_password')}>
          <Suspense fallback={<Skeleton height="12rem" />}>
            <ChangePasswordForm knownPassword={forced.known} onDone={() => props.navigate('/agentHome')} />
          </Suspense>
        </Modal>
      )}
    </>
  );
}
