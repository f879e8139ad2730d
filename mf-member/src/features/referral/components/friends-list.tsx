import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-contracts';
import type { ReferralFriend, ReferralState } from 'shared-contracts/engagement';
import { Amount, Badge, DataTable, Pager, type Column } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useFriends } from '../api/list-friends';
import '../i18n';

const PAGE_SIZE = 10;
/** A row: masked accounts may repeat, so the row's place on the page is its key. */
type Row = ReferralFriend & { at: number };
const TONE: Record<ReferralState, 'neutral' | 'primary' | 'success'> = {
  REGISTERED: 'neutral',
  QUALIFIED: 'primary',
  REWARDED: 'success',
};

/** The friends who registered with the member's code, newest first, with their state and reward; paged by the server. */
export function FriendsList({ currency }: { currency: string }) {
  const { t } = useTranslation(NS);
  const [pageNo, setPage] = useState(1);
  const list = useFriends({ pageNo, pageSize: PAGE_SIZE });
  const data = list.data;
  useEffect(() => {
    if (data && data.totalPages > 0 && data.pageNo > data.totalPages) setPage(data.totalPages);
  }, [data]);
  const columns: Column<Row>[] = [
    { key: 'account', header: t('ref_account'), render: (f) => <span className="ref-account">{f.account}</span> },
    {
      key: 'joined',
      header: t('ref_joined'),
      render: (f) => <time dateTime={f.joinedAt}>{formatDateTime(f.joinedAt, { seconds: true })}</time>,
    },
    {
      key: 'state',
      header: t('ref_state'),
      render: (f) => (
        <span title={t(`ref_state_hint_${f.state}`)} data-testid="referral-friend-state">
          <Badge tone={TONE[f.state]}>{t(`ref_state_${f.state}`)}</Badge>
        </span>
      ),
    },
    {
      key: 'reward',
      header: t('ref_reward'),
      align: 'end',
      render: (f) => (f.reward === null ? '—' : <Amount value={f.reward} currency={currency} />),
    },
  ];
  return (
    <section className="ui-card ref-card" aria-labelledby="ref-friends-title">
      <h3 id="ref-friends-title" className="ref-card-title">
        {t('ref_friends')}
      </h3>
      <DataTable<Row>
        caption={t('ref_friends')}
        testId="referral-friends"
        columns={columns}
        rows={(data?.list ?? []).map((f, at) => ({ ...f, at }))}
        rowKey={(f) => f.at}
        loading={list.loading}
        error={list.error ? t('ref_friends_failed') : null}
        onRetry={list.reload}
        empty={t('ref_friends_none')}
        emptyHint={t('ref_friends_none_hint')}
      />
      {data && <Pager page={data.pageNo} pages={data.totalPages} onPage={setPage} />}
    </section>
  );
}
