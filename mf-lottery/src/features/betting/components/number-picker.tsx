import { Dices, Eraser, Plus } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { quickPick, type BetType } from 'shared-contracts/lottery';
import { Button, TextField } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { digitsOf, mergeNumbers, parseTyped, pickOf, toggleNumber } from '../slip';
import '../i18n';

const TEN = Array.from({ length: 10 }, (_, i) => String(i));

/**
 * Picks the numbers of a line: one-digit types from 0–9; two-digit types by first digit (a row of heads with
 * how many are picked under each, then that head's ten numbers); any type by typing; quick pick; clear.
 */
export function NumberPicker({
  betType,
  numbers,
  onChange,
  error,
}: {
  betType: BetType;
  numbers: readonly string[];
  onChange: (numbers: string[]) => void;
  error?: string | null;
}) {
  const { t } = useTranslation(NS);
  const digits = digitsOf(betType);
  const pick = pickOf(betType);
  const [head, setHead] = useState('0');
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState(false);

  const cell = (n: string) => (
    <Button
      key={n}
      size="sm"
      variant={numbers.includes(n) ? 'primary' : 'secondary'}
      aria-pressed={numbers.includes(n)}
      aria-label={t('pick_number', { n })}
      className="lottery-number"
      onClick={() => onChange(toggleNumber(numbers, n, betType))}
    >
      {n}
    </Button>
  );
  const addTyped = () => {
    const parsed = parseTyped(typed, betType);
    setTypedError(parsed === null);
    if (!parsed) return;
    onChange(mergeNumbers(numbers, parsed, betType));
    setTyped('');
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    addTyped();
  };
  const lucky = () => {
    if (pick !== 'each') return onChange(quickPick(betType, pick));
    const free = quickPick(betType, 10).filter((n) => !numbers.includes(n));
    onChange(mergeNumbers(numbers, free.slice(0, 1), betType));
  };

  return (
    <fieldset className="lottery-picker" data-testid="number-picker">
      <legend className="ui-field-label">{t('numbers')}</legend>
      <p className="ui-field-hint">
        {pick === 'each' ? t('numbers_hint_each', { digits }) : t('numbers_hint_combo', { count: pick })}
      </p>
      {digits === 2 && (
        <div className="lottery-heads" role="group" aria-label={t('heads')}>
          {TEN.map((h) => {
            const count = numbers.filter((n) => n[0] === h).length;
            return (
              <Button
                key={h}
                size="sm"
                variant={head === h ? 'primary' : 'ghost'}
                aria-pressed={head === h}
                className="lottery-head"
                onClick={() => setHead(h)}
              >
                {t('head', { digit: h })}
                {count > 0 && <span className="lottery-head-count">{count}</span>}
              </Button>
            );
          })}
        </div>
      )}
      {digits <= 2 && <div className="lottery-numbers">{TEN.map((d) => cell(digits === 1 ? d : `${head}${d}`))}</div>}
      <div className="lottery-typed">
        <TextField
          label={t('numbers_typed')}
          hint={t('numbers_typed_hint')}
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKey}
          error={typedError ? t('err_numbers_each', { digits }) : null}
        />
        <Button size="sm" icon={<Plus aria-hidden />} onClick={addTyped} disabled={!typed.trim()}>
          {t('add_numbers')}
        </Button>
      </div>
      <div className="lottery-picker-actions">
        <Button size="sm" variant="ghost" icon={<Dices aria-hidden />} onClick={lucky}>
          {t('quick_pick')}
        </Button>
        <Button size="sm" variant="ghost" icon={<Eraser aria-hidden />} onClick={() => onChange([])}>
          {t('clear')}
        </Button>
      </div>
      <p className="lottery-selected" data-testid="selected-numbers" aria-live="polite">
        {numbers.length ? t('selected', { list: numbers.join(', ') }) : t('selected_none')}
      </p>
      {error && (
        <p className="ui-field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
