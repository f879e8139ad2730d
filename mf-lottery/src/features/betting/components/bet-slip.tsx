import { ListPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import {
  betTypesOf,
  SLIP_LIMITS,
  type BetType,
  type Draw,
  type MenuGame,
  type SlipLine,
} from 'shared-contracts/lottery';
import { Button, Select, TextField } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { draftLine, pickOf, slipHasRoom, type Draft, type DraftProblem } from '../slip';
import { ConfirmBetsDialog } from './confirm-bets-dialog';
import { NumberPicker } from './number-picker';
import { SlipLines } from './slip-lines';
import '../i18n';

const freshDraft = (betType: BetType): Draft => ({ betType, numbers: [], unit: '1000', multiplier: '1' });

/**
 * The bet slip: compose a line (bet type with its odds, numbers, stake per number or combination, multiplier),
 * add it; the slip lists its lines and total; placing asks for confirmation and debits the total once.
 */
export function BetSlip({
  game,
  draw,
  closed,
  trial,
  onTrial,
  onPlaced,
  onRefused,
}: {
  game: MenuGame;
  draw: Draw | null;
  closed: boolean;
  trial: boolean;
  onTrial: () => void;
  onPlaced: (balance: number) => void;
  onRefused: () => void;
}) {
  const { t } = useTranslation(NS);
  const types = betTypesOf(game.structure);
  const [draft, setDraft] = useState<Draft>(() => freshDraft(types[0]!));
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const [confirming, setConfirming] = useState(false);
  const odds = (b: BetType) => game.odds.find((o) => o.betType === b)?.odds ?? 0;
  const combo = pickOf(draft.betType) !== 'each';
  const err = (field: DraftProblem['field']) =>
    problem?.field === field
      ? t(problem.key, {
          min: formatMoney(SLIP_LIMITS.unitMin),
          max: formatMoney(SLIP_LIMITS.unitMax),
          ...problem.params,
        })
      : null;

  const patch = (p: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...p }));
    setProblem(null);
  };
  const add = () => {
    if (!slipHasRoom(lines))
      return setProblem({ field: 'lines', key: 'err_lines', params: { max: SLIP_LIMITS.linesMax } });
    const r = draftLine(game.structure, draft);
    if ('problem' in r) return setProblem(r.problem);
    setLines((ls) => [...ls, r.line]);
    setDraft((d) => ({ ...d, numbers: [] }));
  };
  const place = () => (trial ? onTrial() : setConfirming(true));

  return (
    <section className="ui-card lottery-slip" aria-labelledby="lottery-slip-title" data-testid="bet-slip">
      <h2 id="lottery-slip-title" className="lottery-section-title">
        {t('slip')}
      </h2>
      <Select
        label={t('bet_type')}
        value={draft.betType}
        onChange={(e) =>
          patch({ ...freshDraft(e.target.value as BetType), unit: draft.unit, multiplier: draft.multiplier })
        }
        options={types.map((b) => ({ value: b, label: `${t(`bet_${b}`)} (${t('odds_x', { odds: odds(b) / 100 })})` }))}
        hint={`${t(`bet_${draft.betType}_rule`)} ${t('odds_of', { odds: odds(draft.betType) / 100 })}`}
      />
      <NumberPicker
        key={draft.betType}
        betType={draft.betType}
        numbers={draft.numbers}
        onChange={(numbers) => patch({ numbers })}
        error={err('numbers')}
      />
      <div className="lottery-stake-row">
        <TextField
          label={combo ? t('unit_combo') : t('unit')}
          inputMode="decimal"
          value={draft.unit}
          onChange={(e) => patch({ unit: e.target.value })}
          error={err('unit')}
        />
        <TextField
          label={t('multiplier')}
          inputMode="numeric"
          value={draft.multiplier}
          onChange={(e) => patch({ multiplier: e.target.value })}
          error={err('multiplier')}
        />
      </div>
      {problem?.field === 'lines' && (
        <p className="ui-field-error" role="alert">
          {err('lines')}
        </p>
      )}
      <Button block icon={<ListPlus aria-hidden />} onClick={add}>
        {t('add_line')}
      </Button>
      <SlipLines lines={lines} onRemove={(i) => setLines((ls) => ls.filter((_, k) => k !== i))} />
      <Button variant="primary" block disabled={lines.length === 0 || closed || !draw} onClick={place}>
        {t('place')}
      </Button>
      {draw && (
        <ConfirmBetsDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          game={game}
          draw={draw}
          lines={lines}
          onPlaced={(balance) => {
            setLines([]);
            setConfirming(false);
            onPlaced(balance);
          }}
          onRefused={onRefused}
        />
      )}
    </section>
  );
}
