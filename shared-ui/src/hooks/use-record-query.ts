import { useCallback, useState } from 'react';
import { utcRange, type DayRange } from '../components/field/date-range';

/** What a records page asks the API for: the day range, its own filters and the page. */
export interface RecordQuery<F> {
  range: DayRange;
  filters: F;
  pageNo: number;
}

/**
 * The filter and paging state of a records page (server-side paging): changing the range or a filter goes
 * back to page 1, so a page number never outlives the list it was counted in. The first range is the last 7
 * UTC days unless the page names another.
 */
export function useRecordQuery<F extends object>(initialFilters: F, initialRange: DayRange = utcRange('last7')) {
  const [query, setQuery] = useState<RecordQuery<F>>({ range: initialRange, filters: initialFilters, pageNo: 1 });
  const setRange = useCallback((range: DayRange) => setQuery((q) => ({ ...q, range, pageNo: 1 })), []);
  const setFilters = useCallback(
    (patch: Partial<F>) => setQuery((q) => ({ ...q, filters: { ...q.filters, ...patch }, pageNo: 1 })),
    [],
  );
  const setPage = useCallback((pageNo: number) => setQuery((q) => ({ ...q, pageNo })), []);
  return { ...query, setRange, setFilters, setPage };
}
