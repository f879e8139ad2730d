import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESK_KINDS, parseMoney, type DeskKind } from 'shared-contracts';
import { Button, Select, TextField } from 'shared-ui';
import { NS } from '../i18n';

export interface DeskFilter {
  kind?: DeskKind;
  minAmount?: number;
  maxAmount?: number;
  olderThanMinutes?: number;
  sort: 'age' | 'amount';
}

const amount = (text: string) => (text.trim() ? (parseMoney(text) ?? undefined) : undefined);
const minutes = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** The inbox's queue (with its waiting count), amount range, age and order. */
export function DeskFilters({
  value,
  totals,
  onChange,
}: {
  value: DeskFilter;
  totals: Record<string, number>;
  onChange: (f: DeskFilter) => void;
}) {
  const { t } = useTranslation(NS);
  const [draft, setDraft] = useState({ min: '', max: '', older: '' });
  const all = Object.values(totals).reduce((a, b) => a + b, 0);
  const kinds = DESK_KINDS.filter((k) => k in totals);
  return (
    <form
      className="console-filters"
      aria-label={t('kind')}
      onSubmit={(e) => {
        e.preventDefault();
        onChange({
          ...value,
          minAmount: amount(draft.min),
          maxAmount: amount(draft.max),
          olderThanMinutes: minutes(draft.older),
        });
      }}
    >
      <Select
        label={t('kind')}
        value={value.kind ?? ''}
        onChange={(e) => onChange({ ...value, kind: (e.target.value || undefined) as DeskKind | undefined })}
        options={[
          { value: '', label: t('all_kinds', { count: all }) },
          ...kinds.map((k) => ({ value: k, label: t('kind_count', { label: t(`kind_${k}`), count: totals[k] }) })),
        ]}
        data-testid="desk-kind"
      />
      <TextField
        label={t('min_amount')}
        inputMode="decimal"
        value={draft.min}
        onChange={(e) => setDraft({ ...draft, min: e.target.value })}
      />
      <TextField
        label={t('max_amount')}
        inputMode="decimal"
        value={draft.max}
        onChange={(e) => setDraft({ ...draft, max: e.target.value })}
      />
      <TextField
        label={t('older_than')}
        inputMode="numeric"
        value={draft.older}
        onChange={(e) => setDraft({ ...draft, older: e.target.value })}
      />
      <Select
        label={t('sort')}
        value={value.sort}
        onChange={(e) => onChange({ ...value, sort: e.target.value as DeskFilter['sort'] })}
        options={[
          { value: 'age', label: t('sort_age') },
          { value: 'amount', label: t('sort_amount') },
        ]}
      />
      <Button type="submit" variant="primary">
        {t('apply')}
      </Button>
    </form>
  );
}
