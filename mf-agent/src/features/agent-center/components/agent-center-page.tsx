import { Construction } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParcelProps } from 'shared-contracts';
import { EmptyState, ErrorPanel, Page, Skeleton, useSessionValue, usePermissionConfig } from 'shared-ui';
import { useConsolidated } from '../../../api/get-consolidated';
import { NS } from '../../../config/i18n';
import { AGENT_PAGES, DEFAULT_AGENT_PAGE, type AgentPage } from '../../../config/pages';
import { contractTypeOf, enabledContractTypes } from '../../../lib/contract-types';
import { AgentHeader } from './agent-header';
import { AgentMenu } from './agent-menu';
import '../i18n';

/**
 * /agentHome (SPEC §2 agent center): the header, the menu and `?page=` (default agentTeamOverview) in the panel,
 * whose body `pages` supplies; deposit, withdraw and messages ask the shell to open mf-member's pages in its
 * right-hand panel (`panel:open`), so the agent centre stays where it was. The contract pages show only when the consolidated flags switch them on;
 * non-agents are sent to /agent.
 */
export function AgentCenterPage({
  session,
  navigate,
  bus,
  location,
  pages = {},
}: ParcelProps & { pages?: Partial<Record<AgentPage, ReactNode>> }) {
  const { t } = useTranslation(NS);
  const isAgent = useSessionValue('isAgent');
  const serviceUrl = usePermissionConfig()?.customerService.url;
  const consolidated = useConsolidated(!!isAgent);
  useEffect(() => {
    if (!isAgent) navigate('/agent');
  }, [isAgent, navigate]);
  if (!isAgent) return null;

  const types = enabledContractTypes(consolidated.data);
  const visible = AGENT_PAGES.filter((p) => {
    const type = contractTypeOf(p);
    return !type || types.includes(type);
  });
  const q = new URLSearchParams(location.search).get('page');
  const asked = AGENT_PAGES.includes(q as AgentPage) ? (q as AgentPage) : DEFAULT_AGENT_PAGE;
  // A contract page asked for before the flags arrived waits for them (or offers a retry when they failed).
  const pending = !!contractTypeOf(asked) && !consolidated.data;
  const current = visible.includes(asked) || pending ? asked : DEFAULT_AGENT_PAGE;
  let body = pages[current] ?? (
    <EmptyState title={t('page_empty')} hint={t('page_empty_hint')} icon={<Construction />} />
  );
  if (pending)
    body = consolidated.error ? <ErrorPanel onRetry={consolidated.reload} /> : <Skeleton height={240} radius={8} />;

  return (
    <main className="agent-page" data-testid="agent-center">
      <AgentHeader session={session} bus={bus} />
      <div className="agent-centre">
        <AgentMenu
          current={current}
          pages={visible}
          navigate={navigate}
          onPanel={(page) => bus.emit('panel:open', { panel: 'member', page })}
          serviceUrl={serviceUrl}
        />
        <div className="agent-panel">
          <Page title={t(current)} testId={`agent-panel-${current}`}>
            {body}
          </Page>
        </div>
      </div>
    </main>
  );
}
