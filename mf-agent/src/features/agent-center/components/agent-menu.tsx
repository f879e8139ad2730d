import { ArrowDownToLine, ArrowUpFromLine, Headset, MessageSquare, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberPanelPage } from 'shared-contracts';
import { NS } from '../../../config/i18n';
import type { AgentPage } from '../../../config/pages';
import { MENU_ICONS } from './menu-icons';
import '../i18n';

/** A plain click navigates inside the app; a modified click (new tab, new window) is left to the browser. */
const inApp = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

interface Entry {
  key: string;
  href: string;
  label: string;
  Icon: LucideIcon;
  current?: boolean;
  external?: boolean;
  /** Opens in the shell's right-hand panel (mf-member's page) instead of navigating. */
  panel?: MemberPanelPage;
}

/**
 * The agent centre's menu (SPEC §2): deposit and withdraw, the agent pages shown to this agent, platform messages
 * and customer service. Deposit, withdraw and messages open mf-member's pages in the right-hand panel (`onPanel`);
 * their links still name the member centre's page, for a new tab. A left column on a desktop; on a phone a row of chips that
 * scrolls sideways inside itself (the current page scrolled into view), never the page.
 */
export function AgentMenu({
  current,
  pages,
  navigate,
  onPanel,
  serviceUrl,
}: {
  current: AgentPage;
  pages: readonly AgentPage[];
  navigate: (to: string) => void;
  /** Opens one of mf-member's pages in the shell's right-hand panel. */
  onPanel: (page: MemberPanelPage) => void;
  /** The merchant's customer-service link (the permission config); no entry before it is known. */
  serviceUrl?: string;
}) {
  const { t } = useTranslation(NS);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = list.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !link || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = link.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
  }, [current]);
  const entries: Entry[] = [
    {
      key: 'deposit',
      href: '/member?page=depositv2',
      label: t('menu_deposit'),
      Icon: ArrowDownToLine,
      panel: 'deposit',
    },
    {
      key: 'withdraw',
      href: '/member?page=withdraw',
      label: t('menu_withdraw'),
      Icon: ArrowUpFromLine,
      panel: 'withdraw',
    },
    ...pages.map((p) => ({
      key: p,
      href: `/agentHome?page=${p}`,
      label: t(p),
      Icon: MENU_ICONS[p],
      current: p === current,
    })),
    {
      key: 'messages',
      href: '/member?page=messageV2',
      label: t('menu_messages'),
      Icon: MessageSquare,
      panel: 'messages',
    },
    ...(serviceUrl
      ? [{ key: 'service', href: serviceUrl, label: t('menu_service'), Icon: Headset, external: true }]
      : []),
  ];
  return (
    <nav className="agent-menu" aria-label={t('menu')}>
      <ul className="agent-menu-list" ref={list}>
        {entries.map(({ key, href, label, Icon, current: here, external, panel }) => (
          <li key={key}>
            <a
              className="agent-menu-link"
              href={href}
              aria-current={here ? 'page' : undefined}
              aria-haspopup={panel ? 'dialog' : undefined}
              data-testid={`agent-menu-${key}`}
              {...(external
                ? { target: '_blank', rel: 'noreferrer' }
                : {
                    onClick: (e: MouseEvent) => {
                      if (!inApp(e)) return;
                      e.preventDefault();
                      if (panel) onPanel(panel);
                      else navigate(href);
                    },
                  })}
            >
              <Icon aria-hidden />
              <span>{label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
