import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf, serviceHoursText, type ParcelProps } from 'shared-contracts';
import { usePermissionConfig } from 'shared-ui';
import { NS } from '../../../config/i18n';

/**
 * /agent: the agent login page (in Chinese by default: app/agent-login.tsx), username login only (SPEC §1, §2); the form is passed in. The support
 * hours are the merchant's customer-service hours from the permission config.
 */
export function AgentLoginPage({ form }: ParcelProps & { form: ReactNode }) {
  const { t, i18n } = useTranslation(NS);
  const service = usePermissionConfig()?.customerService;
  const hours = service ? serviceHoursText(service.hours, (k, p) => t(k, p), 'agent_cs_') : '';
  return (
    <main className="auth-agent-page" lang={localeOf(i18n.language)} data-testid="agent-login">
      <h1>{t('agent_title')}</h1>
      {form}
      {hours && (
        <p className="auth-text" data-testid="agent-support-hours">
          {service?.url ? (
            <a href={service.url} target="_blank" rel="noreferrer">
              {t('agent_support', { hours })}
            </a>
          ) : (
            t('agent_support', { hours })
          )}
        </p>
      )}
    </main>
  );
}
