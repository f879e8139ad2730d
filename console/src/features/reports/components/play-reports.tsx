import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { reportsOpsApi } from 'shared-contracts';
import { Amount, type Column, type DayRange } from 'shared-ui';
import { useGameReport } from '../api/get-game-report';
import { usePlayerReport } from '../api/get-player-report';
import { reportCsvUrl } from '../api/report-csv-url';
import { NS } from '../i18n';
import { minorOf } from './report-money';
import { ReportView } from './report-view';

type GameRow = reportsOpsApi.GameRow;
type PlayerRow = reportsOpsApi.PlayerRow;

/** What a report tab is given: the brand (undefined: every brand), the range chosen (undefined: the default). */
export interface ReportTabProps {
  merchant: string | undefined;
  range: DayRange | undefined;
  onRange: (range: DayRange) => void;
}

const PAGE_SIZE = 20;

function usePlayColumns<T extends { stakes: string; payouts: string; ggr: string; rake: string; rounds: number }>(
  currency: string | null | undefined,
): Column<T>[] {
  const { t } = useTranslation(NS);
  const money = (v: string) => <Amount value={minorOf(v)} currency={currency ?? undefined} />;
  return [
    { key: 'stakes', header: t('stakes'), align: 'end', render: (r) => money(r.stakes) },
    { key: 'payouts', header: t('payouts'), align: 'end', render: (r) => money(r.payouts) },
    { key: 'ggr', header: t('ggr'), align: 'end', render: (r) => money(r.ggr) },
    { key: 'rake', header: t('rake'), align: 'end', render: (r) => money(r.rake) },
    { key: 'rounds', header: t('rounds'), align: 'end', render: (r) => r.rounds.toLocaleString('en-US') },
  ];
}

/** Play by game: vendor, game, category, money and rounds, highest GGR first. */
export function GamesReport({ merchant, range, onRange }: ReportTabProps) {
  const { t } = useTranslation(NS);
  const [page, setPage] = useState(1);
  const query = { merchant, ...range, page, pageSize: PAGE_SIZE };
  const state = useGameReport(query);
  const play = usePlayColumns<GameRow>(state.data?.currency);
  const columns: Column<GameRow>[] = [
    { key: 'game', header: t('game'), render: (r) => `${r.gameName || r.gameCode} · ${r.gameCode}` },
    { key: 'vendor', header: t('vendor'), render: (r) => r.vendor },
    { key: 'category', header: t('category'), render: (r) => r.category },
    ...play,
    { key: 'players', header: t('players'), align: 'end', render: (r) => r.players.toLocaleString('en-US') },
  ];
  return (
    <ReportView
      state={state}
      columns={columns}
      rowKey={(r) => `${r.vendor}:${r.gameCode}`}
      label={(r) => r.gameName || r.gameCode}
      caption={t('by_game')}
      csvUrl={reportCsvUrl('games', query)}
      page={page}
      onPage={setPage}
      onRange={(r) => (setPage(1), onRange(r))}
      testId="report-games-table"
    />
  );
}

/** Play by player: username (and brand, for every brand), money, rounds and games, highest GGR first. */
export function PlayersReport({ merchant, range, onRange }: ReportTabProps) {
  const { t } = useTranslation(NS);
  const [page, setPage] = useState(1);
  const query = { merchant, ...range, page, pageSize: PAGE_SIZE };
  const state = usePlayerReport(query);
  const play = usePlayColumns<PlayerRow>(state.data?.currency);
  const columns: Column<PlayerRow>[] = [
    { key: 'username', header: t('username'), render: (r) => r.username },
    ...(merchant ? [] : [{ key: 'merchant', header: t('merchant'), render: (r: PlayerRow) => r.merchant }]),
    ...play,
    { key: 'games', header: t('games'), align: 'end', render: (r) => r.games.toLocaleString('en-US') },
  ];
  return (
    <ReportView
      state={state}
      columns={columns}
      rowKey={(r) => `${r.merchant}:${r.username}`}
      label={(r) => r.username}
      caption={t('by_player')}
      csvUrl={reportCsvUrl('players', query)}
      page={page}
      onPage={setPage}
      onRange={(r) => (setPage(1), onRange(r))}
      testId="report-players-table"
    />
  );
}
