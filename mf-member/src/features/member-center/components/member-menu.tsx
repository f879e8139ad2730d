import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { MEMBER_PAGES, type MemberPage } from '../../../config/pages';
import { MENU_ICONS } from './menu-icons';
import '../i18n';

/** A plain click navigates inside the app; a modified click (new tab, new window) is left to the browser. */
const inApp = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * The member centre's menu: a side list on a desktop, a row that scrolls sideways on a phone (the current
 * page is scrolled into view inside the row, never the page itself).
 */
export function MemberMenu({
  current,
  navigate,
  badges = {},
}: {
  current: MemberPage;
  navigate: (to: string) => void;
  /** Counts shown next to a page's name (SPEC §2: missions, messages, rewards); 0 shows nothing. */
  badges?: Partial<Record<MemberPage, number>>;
}) {
  const { t } = useTranslation(NS);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = list.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !link || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = link.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
  }, [current]);
  return (
    <nav className="member-menu" aria-label={t('menu')}>
      <ul className="member-menu-list" ref={list}>
        {MEMBER_PAGES.map((p) => {
          const Icon = MENU_ICONS[p];
          const href = `/member?page=${p}`;
          return (
            <li key={p}>
              <a
                className="member-menu-link"
                href={href}
                aria-current={p === current ? 'page' : undefined}
                onClick={(e) => {
                  if (!inApp(e)) return;
                  e.preventDefault();
                  navigate(href);
                }}
              >
                <Icon aria-hidden />
                <span>{t(p)}</span>
                <Badge label={t('menu_badge', { count: badges[p] ?? 0 })}>{badges[p] ?? 0}</Badge>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
