import { useTranslation } from 'react-i18next';
import type { ParcelProps } from 'shared-contracts';
import { Page } from 'shared-ui';
import { NS } from '../../../config/i18n';

/** /favorite and /recent: the member's game lists (filled by the lobby issue). */
export function AccountGamesPage({ basePath }: ParcelProps) {
  const { t } = useTranslation(NS);
  return <Page title={t(basePath === '/recent' ? 'recent_title' : 'favorite_title')} testId="account-games" />;
}
