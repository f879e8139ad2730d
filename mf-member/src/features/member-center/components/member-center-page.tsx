import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParcelProps } from 'shared-contracts';
import { EmptyState, Page } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { MEMBER_PAGES, type MemberPage } from '../../../config/pages';
import { MemberMenu } from './member-menu';

/** /member: the member centre menu; `?page=` selects a page (default securityCenter), whose body `pages` supplies. */
export function MemberCenterPage({
  location,
  navigate,
  pages = {},
  badges,
}: ParcelProps & {
  pages?: Partial<Record<MemberPage, ReactNode>>;
  /** Counts on the menu (the unread messages). */
  badges?: Partial<Record<MemberPage, number>>;
}) {
  const { t } = useTranslation(NS);
  const q = new URLSearchParams(location.search).get('page');
  const current: MemberPage = MEMBER_PAGES.includes(q as MemberPage) ? (q as MemberPage) : 'securityCenter';
  return (
    <Page title={t('title')} testId="member-center">
      <div className="member-centre">
        <MemberMenu current={current} navigate={navigate} badges={badges} />
        <section className="member-panel" aria-labelledby="member-panel-title">
          <h2 id="member-panel-title" className="member-panel-title">
            {t(current)}
          </h2>
          {pages[current] ?? <EmptyState title={t('page_empty')} hint={t('page_empty_hint')} icon={<Construction />} />}
        </section>
      </div>
    </Page>
  );
}
