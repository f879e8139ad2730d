import { useTranslation } from 'react-i18next';
import { SectionLinks } from '../../../components/section-links';
import { PAGES_NS as NS } from '../i18n';

const TABS = [
  { to: '/content', key: 'banners', end: true },
  { to: '/content/notices', key: 'notices', end: false },
  { to: '/content/announcements', key: 'announcements', end: false },
  { to: '/content/help', key: 'help', end: false },
] as const;

/** The Content section's pages as links. */
export function ContentTabs() {
  const { t } = useTranslation(NS);
  const links = TABS.map((tab) => ({ ...tab, label: t(`tab_${tab.key}`), testId: `content-tab-${tab.key}` }));
  return <SectionLinks label={t('sections')} links={links} className="content-tabs" />;
}
