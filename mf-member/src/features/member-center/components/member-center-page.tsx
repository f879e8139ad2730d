import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { ParcelProps } from 'shared-contracts';
import { Page } from 'shared-ui';
import { MEMBER_PAGES, NS, type MemberPage } from '../../../config/i18n';

/** /member: the member centre menu; `?page=` selects a page (default securityCenter), whose body `pages` supplies. */
export function MemberCenterPage({
  location,
  navigate,
  pages = {},
}: ParcelProps & { pages?: Partial<Record<MemberPage, ReactNode>> }) {
  const { t } = useTranslation(NS);
  const q = new URLSearchParams(location.search).get('page');
  const current: MemberPage = MEMBER_PAGES.includes(q as MemberPage) ? (q as MemberPage) : 'securityCenter';
  return (
    <Page title={t('title')} testId="member-center">
      <div className="member-layout">
        <nav aria-label={t('title')}>
          {MEMBER_PAGES.map((p) => (
            <button
              key={p}
              type="button"
              aria-current={p === current ? 'page' : undefined}
              onClick={() => navigate(`/member?page=${p}`)}
            >
              {t(p)}
            </button>
          ))}
        </nav>
        <section aria-label={t(current)}>
          <h2>{t(current)}</h2>
          {pages[current]}
        </section>
      </div>
    </Page>
  );
}
