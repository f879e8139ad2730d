import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParcelProps } from 'shared-contracts';
import { NS } from '../../../config/i18n';

/** /agent: the agent login page, in Chinese, username login only (SPEC §1, §2); the form is passed in. */
export function AgentLoginPage({ form }: ParcelProps & { form: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <main className="auth-agent-page" lang="zh" data-testid="agent-login">
      <h1>{t('agent_title')}</h1>
      {form}
      <p className="auth-text">{t('agent_support')}</p>
    </main>
  );
}
