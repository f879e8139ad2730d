import { useTranslation } from 'react-i18next';
import { errorText } from 'shared-contracts';
import { DataTable, Pager, type Column } from 'shared-ui';
import type { OpsState } from '../lib/use-ops';

/** A server-paged list's answer: rows and paging (the /ops lists' shape). */
interface PagedAnswer<T> {
  list: readonly T[];
  pageNo: number;
  totalPages: number;
}

/** One page of a server-paged /ops list with its loading, empty and error states, and the pager below it. */
export function PagedTable<T>({
  state,
  columns,
  rowKey,
  caption,
  empty,
  page,
  onPage,
  testId,
}: {
  state: OpsState<PagedAnswer<T>>;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  caption: string;
  empty: string;
  page: number;
  onPage: (page: number) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={state.data?.list ?? []}
        rowKey={rowKey}
        loading={state.loading}
        error={state.error ? errorText(t, state.error) : null}
        onRetry={state.reload}
        empty={empty}
        testId={testId}
      />
      <Pager page={page} pages={state.data?.totalPages ?? 1} onPage={onPage} />
    </>
  );
}
