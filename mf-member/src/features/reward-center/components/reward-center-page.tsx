import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, errorText, formatMoney, isApiError } from 'shared-contracts';
import type { Reward, RewardStatus } from 'shared-contracts/engagement';
import { DataList, Pager, Tabs, toast } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { claimReward } from '../api/claim-reward';
import { useRewards } from '../api/list-rewards';
import { RewardRow } from './reward-row';
import '../i18n';

const PAGE_SIZE = 10;
const TABS: readonly RewardStatus[] = ['PENDING', 'CLAIMED', 'EXPIRED'];

/**
 * rewardCenter (SPEC §2): the member's rewards from promotions, VIP, missions and referral — waiting ones with
 * their claim button, then the claimed and expired history — paged by the server. A claim pays once (the server
 * refuses a second: REWARD_CLAIMED); it tells the header to refresh the balance (`balance:changed`) and the badges
 * (`rewards:changed`).
 */
export function RewardCenterPage() {
  const { t } = useTranslation(NS);
  const [status, setStatus] = useState<RewardStatus>('PENDING');
  const [pageNo, setPage] = useState(1);
  const [claiming, setClaiming] = useState<number | null>(null);
  const list = useRewards({ status, pageNo, pageSize: PAGE_SIZE });
  const data = list.data;
  const { reload } = list;

  // A claim that empties the last page leaves the page number past the end: show the new last page.
  useEffect(() => {
    if (data && data.totalPages > 0 && data.pageNo > data.totalPages) setPage(data.totalPages);
  }, [data]);

  const claim = async (r: Reward) => {
    setClaiming(r.id);
    try {
      const done = await claimReward(r.id);
      toast({ title: t('rc_claimed', { amount: formatMoney(done.reward.amount) }), tone: 'success' });
      bus.emit('balance:changed', { balance: done.balance });
      bus.emit('rewards:changed', {});
    } catch (e) {
      toast({ title: errorText(t, e), tone: 'error' });
      if (isApiError(e) && e.code === 'REWARD_CLAIMED') bus.emit('rewards:changed', {});
    } finally {
      setClaiming(null);
      reload();
    }
  };

  return (
    <div className="records-page" data-testid="reward-center">
      <Tabs
        label={t('rc_tabs')}
        value={status}
        onValueChange={(v) => (setStatus(v as RewardStatus), setPage(1))}
        items={TABS.map((s) => ({
          value: s,
          label: s === 'PENDING' && data?.pending ? `${t(`rc_tab_${s}`)} (${data.pending})` : t(`rc_tab_${s}`),
          testId: `rc-tab-${s}`,
        }))}
      >
        <DataList<Reward>
          label={t('rc_list')}
          testId="reward-list"
          className="rc-list"
          // While another tab's page loads, the last answer's rows of other statuses are not shown.
          items={(data?.list ?? []).filter((r) => r.status === status)}
          itemKey={(r) => r.id}
          loading={list.loading}
          error={list.error ? t('rc_failed') : null}
          onRetry={reload}
          empty={t(`rc_none_${status}`)}
          emptyHint={t('rc_none_hint')}
          renderItem={(r) => <RewardRow reward={r} busy={claiming === r.id} onClaim={() => void claim(r)} />}
        />
        {data && <Pager page={data.pageNo} pages={data.totalPages} onPage={setPage} />}
      </Tabs>
    </div>
  );
}
