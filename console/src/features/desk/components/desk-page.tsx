import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type DeskItem } from 'shared-contracts';
import { Amount, Badge, Button, DataTable, Page, Pager, toast, type Column } from 'shared-ui';
import { useOperator, useCan } from '../../../lib/operator';
import { claimItem } from '../api/claim-desk-item';
import { useDeskInbox } from '../api/get-desk-inbox';
import { releaseItem } from '../api/release-desk-claim';
import { useDeskEvents } from '../api/use-desk-events';
import { NS } from '../i18n';
import { NS as CONSOLE } from '../../../config/i18n';
import { ageKey } from './age';
import { DeskFilters, type DeskFilter } from './desk-filters';
import { FourEyesSetting } from './four-eyes-setting';
import { ItemReview } from './item-review';

const PAGE_SIZE = 25;

/**
 * The money desk: everything that waits for a person, across the queues the role may see, oldest first; claim an
 * item so nobody else works on it, review and decide it. New items, claims and decisions arrive live.
 */
export function DeskPage() {
  const { t } = useTranslation([NS, CONSOLE]);
  const { me, merchant } = useOperator();
  const can = useCan();
  const [filter, setFilter] = useState<DeskFilter>({ sort: 'age' });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<DeskItem | null>(null);
  const inbox = useDeskInbox({
    merchant,
    ...filter,
    order: filter.sort === 'amount' ? 'desc' : 'asc',
    page,
    pageSize: PAGE_SIZE,
  });
  // Several events in a burst (a claim and a decision) reload once.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const reload = inbox.reload;
  const changed = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(reload, 300);
  }, [reload]);
  const live = useDeskEvents(changed);
  const data = inbox.data;

  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
      inbox.reload();
    } catch (e) {
      toast({ title: errorText(t, e), tone: 'error' });
      inbox.reload();
    }
  };
  const decides = (i: DeskItem) => can(i.permission as never);
  const columns: Column<DeskItem>[] = [
    { key: 'kind', header: t('kind'), render: (i) => <Badge tone="neutral">{t(`kind_${i.kind}`)}</Badge> },
    { key: 'id', header: '#', render: (i) => i.id },
    { key: 'member', header: t(`${CONSOLE}:member`), render: (i) => i.member ?? '—' },
    {
      key: 'amount',
      header: t(`${CONSOLE}:amount`),
      align: 'end',
      render: (i) =>
        i.amount === null ? (
          '—'
        ) : (
          <Amount value={Math.round(Number(i.amount) * 100)} currency={i.currency ?? undefined} />
        ),
    },
    ...(me.scope.length > 1
      ? [{ key: 'merchant', header: t(`${CONSOLE}:merchant`), render: (i: DeskItem) => i.merchant }]
      : []),
    {
      key: 'age',
      header: t('age'),
      render: (i) => {
        const a = ageKey(i.ageMinutes);
        return t(a.key, { count: a.count });
      },
    },
    {
      key: 'state',
      header: t('state'),
      render: (i) => (
        <>
          {i.review && <Badge tone="danger">{t(i.review === 'HELD' ? 'held' : 'escalated')}</Badge>}{' '}
          {i.firstApprovedBy && (
            <span className="console-muted">{t('first_approved', { username: i.firstApprovedBy })}</span>
          )}
        </>
      ),
    },
    {
      key: 'claim',
      header: t('claim'),
      render: (i) =>
        i.claim ? (
          <span data-testid={`claim-${i.kind}-${i.id}`}>
            {i.claim.operatorId === me.id ? t('claimed_by_me') : t('claimed_by', { username: i.claim.username })}
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'actions',
      header: t('open'),
      render: (i) => (
        <div className="console-toolbar">
          {decides(i) && !i.claim && (
            <Button size="sm" onClick={() => void act(() => claimItem(i))} data-testid={`claim-btn-${i.kind}-${i.id}`}>
              {t('claim')}
            </Button>
          )}
          {i.claim && (i.claim.operatorId === me.id || can('operators.manage')) && (
            <Button size="sm" variant="ghost" onClick={() => void act(() => releaseItem(i))}>
              {t('release')}
            </Button>
          )}
          <Button size="sm" variant="primary" onClick={() => setOpen(i)} data-testid={`open-${i.kind}-${i.id}`}>
            {t('open')}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <Page
      title={merchant ? `${t('title')} · ${merchant}` : t('title')}
      testId="desk-page"
      actions={
        <Badge tone={live ? 'success' : 'neutral'} testId="desk-live">
          {live ? t('live') : t('offline')}
        </Badge>
      }
    >
      <FourEyesSetting merchant={merchant ?? me.scope[0]} />
      <DeskFilters
        value={filter}
        totals={data?.totals ?? {}}
        onChange={(f) => {
          setFilter(f);
          setPage(1);
        }}
      />
      <DataTable
        caption={t('title')}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(i) => `${i.kind}-${i.id}`}
        loading={inbox.loading}
        error={inbox.error ? errorText(t, inbox.error) : null}
        onRetry={inbox.reload}
        empty={t('empty')}
        testId="desk-table"
      />
      <Pager page={page} pages={Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE))} onPage={setPage} />
      {open && (
        <ItemReview
          item={open}
          canDecide={decides(open)}
          onClose={() => setOpen(null)}
          onDecided={() => {
            setOpen(null);
            inbox.reload();
          }}
        />
      )}
    </Page>
  );
}
