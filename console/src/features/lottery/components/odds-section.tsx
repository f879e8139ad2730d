import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, formatMoney, type lotteryOpsApi } from 'shared-contracts';
import { Button, DataTable, Select, type Column } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { useLotteryOdds } from '../api/get-lottery-odds';
import { NS } from '../i18n';
import { OddsDialog } from './odds-dialog';

type Row = lotteryOpsApi.LotteryOddsRow;
const keyOf = (x: { prizeMode: string; structure: string }) => `${x.prizeMode}:${x.structure}`;

/** The brand's odds tables, one shown at a time (its VN mode's north table first); Edit with `lottery.write`. */
export function OddsSection({ merchant, canEdit }: { merchant: string; canEdit: boolean }) {
  const { t } = useTranslation([NS, CONSOLE]);
  const odds = useLotteryOdds(merchant);
  const [chosen, setChosen] = useState<string | null>(null);
  const [editing, setEditing] = useState<Row | null>(null);
  const data = odds.data?.merchant === merchant ? odds.data : null;
  const tables = data?.tables ?? [];
  const nameOf = (x: { prizeMode: string; structure: string }) =>
    t('table_name', { mode: t(`mode_${x.prizeMode}`), structure: t(`structure_${x.structure}`) });
  const table =
    tables.find((x) => keyOf(x) === chosen) ?? tables.find((x) => x.prizeMode === data?.vnPrizeMode) ?? tables[0];
  const currency = data?.currency ?? '';
  const columns: Column<Row>[] = [
    { key: 'bet', header: t('bet_type'), render: (r) => <strong>{r.betType}</strong> },
    {
      key: 'odds',
      header: t('odds_col'),
      render: (r) => (
        <span className={r.odds === r.defaultOdds ? undefined : 'lottery-changed'}>
          {t('odds_value', { odds: formatMoney(r.odds) })}
        </span>
      ),
      align: 'end',
    },
    { key: 'default', header: t('default'), render: (r) => formatMoney(r.defaultOdds), align: 'end' },
    {
      key: 'cap',
      header: t('cap'),
      render: (r) => (
        <span className={r.liabilityCap === r.defaultCap ? undefined : 'lottery-changed'}>
          {`${currency} ${formatMoney(r.liabilityCap)}`}
        </span>
      ),
      align: 'end',
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: t(`${CONSOLE}:actions`),
            render: (r: Row) => (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setEditing(r)}
                aria-label={`${t('edit')} ${r.betType}`}
              >
                {t('edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <section className="console-stack" aria-labelledby="lottery-odds">
      <h2 id="lottery-odds">{t('odds')}</h2>
      {data && (
        <p className="console-muted">{t('vn_mode', { code: data.merchant, mode: t(`mode_${data.vnPrizeMode}`) })}</p>
      )}
      {tables.length > 0 && table && (
        <div className="console-filters">
          <Select
            label={t('table')}
            value={keyOf(table)}
            onChange={(e) => setChosen(e.target.value)}
            options={tables.map((x) => ({ value: keyOf(x), label: nameOf(x) }))}
          />
        </div>
      )}
      <DataTable
        caption={table ? nameOf(table) : t('odds')}
        columns={columns}
        rows={table?.rows ?? []}
        rowKey={(r) => r.betType}
        loading={odds.loading}
        error={odds.error ? errorText(t, odds.error) : null}
        onRetry={odds.reload}
        empty={t('no_odds')}
        testId="lottery-odds-table"
      />
      {editing && table && (
        <OddsDialog
          merchant={merchant}
          currency={currency}
          table={table}
          row={editing}
          tableName={nameOf(table)}
          onClose={() => setEditing(null)}
          onSaved={odds.reload}
        />
      )}
    </section>
  );
}
