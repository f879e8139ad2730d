import { ArrowDownToLine, ArrowUpFromLine, Headset, MessageSquare, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
}

/**
 * The agent centre's menu (SPEC §2): deposit and withdraw (member centre pages), the agent pages shown to this
 * agent, platform messages and customer service. A left column on a desktop; on a phone a row of chips that
 * scrolls sideways inside itself (the current page scrolled into view), never the page.
 */
export function AgentMenu({
  current,
  pages,
  navigate,
  serviceUrl,
}: {
  current: AgentPage;
  pages: readonly AgentPage[];
  navigate: (to: string) => void;
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
    { key: 'deposit', href: '/member?page=depositv2', label: t('menu_deposit'), Icon: ArrowDownToLine },
    { key: 'withdraw', href: '/member?page=withdraw', label: t('menu_withdraw'), Icon: ArrowUpFromLine },
    ...pages.map((p) => ({
      key: p,
      href: `/agentHome?page=${p}`,
      label: t(p),
      Icon: MENU_ICONS[p],
      current: p === current,
    })),
    { key: 'messages', href: '/member?page=messageV2', label: t('menu_messages'), Icon: MessageSquare },
    ...(serviceUrl
      ? [{ key: 'service', href: serviceUrl, label: t('menu_service'), Icon: Headset, external: true }]
      : []),
  ];
  return (
    <nav className="agent-menu" aria-label={t('menu')}>
      <ul className="agent-menu-list" ref={list}>
        {entries.map(({ key, href, label, Icon, current: here, external }) => (
          <li key={key}>
            <a
              className="agent-menu-link"
              href={href}
              aria-current={here ? 'page' : undefined}
              data-testid={`agent-menu-${key}`}
              {...(external
                ? { target: '_blank', rel: 'noreferrer' }
                : {
                    onClick: (e: MouseEvent) => {
                      if (!inApp(e)) return;
                      e.preventDefault();
                      navigate(href);
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
