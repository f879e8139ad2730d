import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bonus } from 'shared-contracts/engagement';
import { DataList, Pager } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useBonuses } from '../api/list-bonuses';
import { BonusRow } from './bonus-row';
import '../i18n';

const PAGE_SIZE = 10;

/**
 * bonusDetails (SPEC §2): each bonus the member claimed, newest first, with its turnover progress (settled stake
 * since the claim against amount × multiple) and status; a withdrawal waits for the ACTIVE ones (ADR 0009).
 */
export function BonusDetailsPage() {
  const { t } = useTranslation(NS);
  const [pageNo, setPage] = useState(1);
  const list = useBonuses({ pageNo, pageSize: PAGE_SIZE });
  const data = list.data;
  return (
    <div className="records-page" data-testid="bonus-details">
      <p className="member-intro">{t('bd_intro')}</p>
      <DataList<Bonus>
        label={t('bd_list')}
        testId="bonus-list"
        className="rc-list"
        items={data?.list ?? []}
        itemKey={(b) => b.id}
        loading={list.loading}
        error={list.error ? t('bd_failed') : null}
        onRetry={list.reload}
        empty={t('bd_none')}
        emptyHint={t('bd_none_hint')}
        renderItem={(b) => <BonusRow bonus={b} />}
      />
      {data && <Pager page={data.pageNo} pages={data.totalPages} onPage={setPage} />}
    </div>
  );
}
