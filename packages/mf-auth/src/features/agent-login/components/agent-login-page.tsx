import { useTranslation } from 'react-i18next';
import type { ParcelProps } from 'shared-contracts';
import { NS } from '../../../config/i18n';

/** /agent: the agent login page, in Chinese, username login only (SPEC §1, §2). */
export function AgentLoginPage(_props: ParcelProps) {
  const { t } = useTranslation(NS);
  return (
    <main className="agent-login" lang="zh" data-testid="agent-login">
      <h1>{t('agent_title')}</h1>
      <form onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('agent_username')}
          <input name="username" autoComplete="username" />
        </label>
        <label>
          {t('agent_password')}
          <input name="password" type="password" autoComplete="current-password" />
        </label>
      </form>
      <p className="agent-support">{t('agent_support')}</p>
    </main>
  );
}
