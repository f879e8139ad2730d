import { useState } from 'react';
import { Select, type SelectOption, type SelectProps } from './choice-fields';
import { TextField } from './text-field';

/** The options whose label contains `query` (any case, accents ignored); the chosen `value` is always kept. */
export function filterOptions(options: readonly SelectOption[], query: string, value?: unknown): SelectOption[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const q = fold(query.trim());
  if (!q) return [...options];
  return options.filter((o) => o.value === value || fold(o.label).includes(q));
}

export interface SearchableSelectProps extends SelectProps {
  /** Label of the search box that narrows the options (e.g. "Search country"). */
  searchLabel: string;
}

/**
 * A long Select (≈200 countries) with a search box before it that narrows its options; the platform's picker
 * still opens on phones. Renders the two fields side by side as siblings, so a grid can place them: the search
 * box has the class `ui-select-search` (full width in a form row).
 */
export function SearchableSelect({ searchLabel, options, ...select }: SearchableSelectProps) {
  const [query, setQuery] = useState('');
  const shown = filterOptions(options, query, select.value);
  return (
    <>
      <TextField
        className="ui-select-search"
        type="search"
        label={searchLabel}
        value={query}
        autoComplete="off"
        onChange={(e) => setQuery(e.target.value)}
      />
      <Select {...select} options={shown} />
    </>
  );
}
