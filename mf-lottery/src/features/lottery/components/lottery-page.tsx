import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ParcelProps } from 'shared-contracts';
import { EmptyState, Page } from 'shared-ui';
import { NS } from '../../../config/i18n';

const AREA: Record<string, string> = { '/vnLottery': 'area_vn', '/seaLottery': 'area_sea' };

/** /lottery, /seaLottery, /vnLottery: the lottery page for `?gameCode=` (login required, no footer). */
export function LotteryPage({ basePath, location }: ParcelProps) {
  const { t } = useTranslation(NS);
  const code = new URLSearchParams(location.search).get('gameCode');
  const area = AREA[basePath];
  return (
    <Page title={area ? t(area) : t('title')} testId="lottery">
      <div className="ui-card">
        <EmptyState
          icon={<Ticket />}
          title={code ? t('game', { code }) : t('choose')}
          hint={code ? t('game_hint') : t('choose_hint')}
          testId="lottery-state"
        />
      </div>
    </Page>
  );
}
