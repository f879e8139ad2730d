import { useTranslation } from 'react-i18next';
import { SectionLinks } from '../../../components/section-links';
import { NS } from '../i18n';

const TABS = [
  { to: '/games', key: 'vendors', end: true },
  { to: '/games/catalogue', key: 'catalogue', end: false },
] as const;

/** The Games section's pages as links. */
export function GamesTabs() {
  const { t } = useTranslation(NS);
  const links = TABS.map((tab) => ({ ...tab, label: t(`tab_${tab.key}`), testId: `games-tab-${tab.key}` }));
  return <SectionLinks label={t('sections')} links={links} />;
}
