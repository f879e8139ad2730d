import { useTranslation } from 'react-i18next';
import { loNumbers, STRUCTURES, type LotteryResult, type Structure } from 'shared-contracts/lottery';
import { NS } from '../config/i18n';
import './i18n';

/** Prize rows in the order a ticket prints them: the south lists its 8th prize first and the special last. */
function rowsOf(structure: Structure) {
  const rows = [...STRUCTURES[structure]];
  return structure === 'SOUTH' ? rows.reverse() : rows;
}

/** The lô tô table: for each first digit 0–9, the last digits of the lô numbers that start with it. */
function lotoRows(result: LotteryResult): { head: number; tails: string }[] {
  const lo = loNumbers(result);
  return Array.from({ length: 10 }, (_, head) => ({
    head,
    tails: lo
      .filter((n) => n[0] === String(head))
      .map((n) => n[1])
      .sort()
      .join(', '),
  }));
}

/**
 * A draw's result as a results board: the northern (27 numbers, special on top), southern/central (18 numbers,
 * 8th prize on top, 6-digit special at the bottom) or Thai layout; VN boards add the lô tô table.
 */
export function ResultBoard({
  structure,
  result,
  caption,
  testId,
}: {
  structure: Structure;
  result: LotteryResult;
  caption: string;
  testId?: string;
}) {
  const { t } = useTranslation(NS);
  const special = structure === 'THAI' ? 'FIRST' : 'DB';
  return (
    <div className="lottery-board-wrap" data-testid={testId} data-structure={structure}>
      <table className={`lottery-board lottery-board-${structure.toLowerCase()}`}>
        <caption>{caption}</caption>
        <tbody>
          {rowsOf(structure).map((p) => (
            <tr key={p.key} className={p.key === special ? 'is-special' : undefined} data-prize={p.key}>
              <th scope="row">{t(`prize_${p.key}`)}</th>
              <td>
                <span className={`lottery-board-numbers lottery-board-n${Math.min(p.count, 6)}`}>
                  {(result[p.key] ?? []).map((n, i) => (
                    <span key={i} className="lottery-board-number">
                      {n}
                    </span>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {structure !== 'THAI' && (
        <table className="lottery-loto">
          <caption>{t('loto_table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('loto_head')}</th>
              <th scope="col">{t('loto_tails')}</th>
            </tr>
          </thead>
          <tbody>
            {lotoRows(result).map((r) => (
              <tr key={r.head}>
                <th scope="row">{r.head}</th>
                <td>{r.tails || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
