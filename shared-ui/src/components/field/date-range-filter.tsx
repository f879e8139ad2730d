import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarLayout, formatCalendarDate } from 'shared-contracts';
import { Button } from '../button/button';
import { TextField } from './text-field';
import { presetRange, rangeProblem, RANGE_PRESETS, type DayRange, type RangePreset } from './date-range';

export interface DateRangeFilterProps {
  value: DayRange;
  /** Called with a valid range when the user applies it (a preset applies at once). */
  onChange: (range: DayRange) => void;
  /** The longest range allowed, in days. */
  maxDays?: number;
  presets?: readonly RangePreset[];
  /** The day the presets count from (its local calendar day; default now), e.g. today in UTC for a UTC API. */
  today?: Date;
}

/**
 * From/to day inputs with quick presets; refuses a reversed or too long range with a message. The browser's date
 * picker writes its own locale's layout: on a Philippines brand each day is also written dd-mm-yyyy (SPEC §9).
 */
export function DateRangeFilter({ value, onChange, maxDays, presets = RANGE_PRESETS, today }: DateRangeFilterProps) {
  const { t } = useTranslation('common');
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const dmy = calendarLayout() === 'dd-mm-yyyy';
  const apply = (range: DayRange) => {
    const p = rangeProblem(range, maxDays);
    setProblem(p && t(`range_${p}`, { days: maxDays }));
    if (!p) onChange(range);
  };
  return (
    <form
      className="ui-date-range"
      noValidate
      aria-label={t('range_label')}
      onSubmit={(e) => {
        e.preventDefault();
        apply(draft);
      }}
    >
      <div className="ui-date-range-presets" role="group" aria-label={t('range_presets')}>
        {presets.map((p) => {
          const r = presetRange(p, today);
          const on = r.from === value.from && r.to === value.to;
          return (
            <Button
              key={p}
              size="sm"
              variant={on ? 'primary' : 'secondary'}
              aria-pressed={on}
              onClick={() => (setDraft(r), apply(r))}
            >
              {t(`range_${p}`)}
            </Button>
          );
        })}
      </div>
      <div className="ui-date-range-days">
        <TextField
          type="date"
          label={t('range_from')}
          hint={dmy && draft.from ? formatCalendarDate(draft.from, 'dd-mm-yyyy') : undefined}
          value={draft.from}
          max={draft.to}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <TextField
          type="date"
          label={t('range_to')}
          hint={dmy && draft.to ? formatCalendarDate(draft.to, 'dd-mm-yyyy') : undefined}
          value={draft.to}
          min={draft.from}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <Button type="submit" variant="primary">
          {t('range_apply')}
        </Button>
      </div>
      {problem && (
        <p className="ui-field-error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
