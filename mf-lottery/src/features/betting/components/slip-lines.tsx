import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { lineBets, lineStake, type SlipLine } from 'shared-contracts/lottery';
import { Amount, EmptyState, IconButton } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { slipTotal } from '../slip';
import '../i18n';

/** The slip's lines (type, numbers, count × stake × multiplier, line total, remove) and the slip's total. */
export function SlipLines({ lines, onRemove }: { lines: readonly SlipLine[]; onRemove?: (index: number) => void }) {
  const { t } = useTranslation(NS);
  if (lines.length === 0) return <EmptyState title={t('slip_empty')} hint={t('slip_empty_hint')} />;
  return (
    <div className="lottery-lines" data-testid="slip-lines">
      <ul>
        {lines.map((l, i) => (
          <li key={i} className="lottery-line">
            <span className="lottery-line-main">
              <strong>{t(`bet_${l.betType}`)}</strong>
              <span className="lottery-line-numbers">{l.numbers.join(', ')}</span>
              <span className="ui-muted">
                {t('line_stake', {
                  count: lineBets(l).length,
                  unit: formatMoney(l.unit),
                  multiplier: l.multiplier,
                })}
              </span>
            </span>
            <Amount value={lineStake(l)} />
            {onRemove && (
              <IconButton label={t('remove_line', { n: i + 1 })} icon={<Trash2 />} onClick={() => onRemove(i)} />
            )}
          </li>
        ))}
      </ul>
      <p className="lottery-total">
        <span>{t('total')}</span>
        <Amount value={slipTotal(lines)} testId="slip-total" />
      </p>
    </div>
  );
}
