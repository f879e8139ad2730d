import { useState } from 'react';
import { DataTable, Pager, type Column } from 'shared-ui';

/** A report's rows already loaded (days, methods, brands), a page at a time, with the table's empty state. */
export function LocalTable<T>({
  rows,
  columns,
  rowKey,
  caption,
  empty,
  testId,
  pageSize = 31,
}: {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  caption: string;
  empty: string;
  testId: string;
  pageSize?: number;
}) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const at = Math.min(page, pages);
  return (
    <section aria-label={caption}>
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows.slice((at - 1) * pageSize, at * pageSize)}
        rowKey={rowKey}
        empty={empty}
        testId={testId}
      />
      <Pager page={at} pages={pages} onPage={setPage} />
    </section>
  );
}
