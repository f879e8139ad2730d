import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, formatDateTime, formatMoney, lotteryOpsApi } from 'shared-contracts';
import { Button, DataTable, Select, toast, type Column } from 'shared-ui';
import { ReasonDialog } from '../../../components/reason-dialog';
import { NS as CONSOLE } from '../../../config/i18n';
import { cancelLotteryDraw } from '../api/cancel-lottery-draw';
import { useLotteryDraws } from '../api/list-lottery-draws';
import { NS } from '../i18n';
import { DrawDialog } from './draw-dialog';
import { DrawStatus } from './draw-status';

type Draw = lotteryOpsApi.LotteryOpsDraw;
type Status = '' | lotteryOpsApi.LotteryDrawStatus;

/** The draws of a game (open and upcoming first) with the brand's stakes; details; Cancel draw (lottery.write). */
export function DrawsSection({ merchant, canCancel }: { merchant: string; canCancel: boolean }) {
  const { t } = useTranslation([NS, CONSOLE]);
  const [game, setGame] = useState('');
  const [status, setStatus] = useState<Status>('');
  const draws = useLotteryDraws({
    merchant,
    ...(game ? { game: game as lotteryOpsApi.LotteryDrawsQuery['game'] } : {}),
    ...(status ? { status } : {}),
  });
  const [showing, setShowing] = useState<Draw | null>(null);
  const [cancelling, setCancelling] = useState<Draw | null>(null);
  const currency = draws.data?.currency ?? '';
  const games = draws.data?.games ?? [];
  const columns: Column<Draw>[] = [
    {
      key: 'numero',
      header: t('numero'),
      render: (d) => (
        <span className="lottery-numero">
          <strong>{d.numero}</strong>
          {!game && <span className="console-muted">{d.gameCode}</span>}
        </span>
      ),
    },
    { key: 'status', header: t('status'), render: (d) => <DrawStatus draw={d} /> },
    {
      key: 'closes',
      header: t('closes'),
      render: (d) => <span className="console-nowrap">{formatDateTime(d.closesAt)}</span>,
    },
    {
      key: 'draw',
      header: t('draw_at'),
      render: (d) => <span className="console-nowrap">{formatDateTime(d.drawAt)}</span>,
    },
    { key: 'bets', header: t('bets'), render: (d) => d.bets, align: 'end' },
    { key: 'stakes', header: t('stakes'), render: (d) => `${currency} ${formatMoney(d.stakes)}`, align: 'end' },
    {
      key: 'seed',
      header: t('seed'),
      render: (d) => (
        <span className="lottery-seed">
          <code title={d.seedHash}>{`${d.seedHash.slice(0, 10)}…`}</code>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setShowing(d)}
            aria-label={`${t(d.result ? 'details_result' : 'details')} ${d.gameCode} ${d.numero}`}
          >
            {t(d.result ? 'details_result' : 'details')}
          </Button>
        </span>
      ),
    },
    ...(canCancel
      ? [
          {
            key: 'actions',
            header: t(`${CONSOLE}:actions`),
            render: (d: Draw) =>
              d.status === 'OPEN' ? (
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => setCancelling(d)}
                  aria-label={`${t('cancel')} ${d.gameCode} ${d.numero}`}
                >
                  {t('cancel')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <section className="console-stack" aria-labelledby="lottery-draws">
      <h2 id="lottery-draws">{t('draws')}</h2>
      <div className="console-filters">
        <Select
          label={t('game')}
          value={game}
          onChange={(e) => setGame(e.target.value)}
          options={[
            { value: '', label: t('all_games') },
            ...games.map((g) => ({ value: g.code, label: `${g.code} · ${g.name}` })),
          ]}
        />
        <Select
          label={t('status')}
          value={status}
          onChange={(e) => setStatus(e.target.value as Status)}
          options={[
            { value: '', label: t('all_statuses') },
            ...lotteryOpsApi.LOTTERY_DRAW_STATUSES.map((s) => ({ value: s, label: t(`status_${s}`) })),
          ]}
        />
        <Button variant="secondary" onClick={draws.reload} loading={draws.loading}>
          {t('refresh')}
        </Button>
      </div>
      <DataTable
        caption={t('draws')}
        columns={columns}
        rows={draws.data?.list ?? []}
        rowKey={(d) => d.id}
        loading={draws.loading}
        error={draws.error ? errorText(t, draws.error) : null}
        onRetry={draws.reload}
        empty={t('no_draws')}
        testId="lottery-draws-table"
      />
      {showing && <DrawDialog draw={showing} onClose={() => setShowing(null)} />}
      {cancelling && (
        <ReasonDialog
          open
          title={t('cancel_title', { numero: cancelling.numero, game: cancelling.gameCode })}
          action={t('cancel')}
          onClose={() => setCancelling(null)}
          onSubmit={async (reason) => {
            const { refunded } = await cancelLotteryDraw(cancelling.id, reason);
            toast({
              title: t(refunded > 0 ? 'cancel_ok' : 'cancel_none', { numero: cancelling.numero, n: refunded }),
              tone: 'success',
            });
            draws.reload();
          }}
        />
      )}
    </section>
  );
}
