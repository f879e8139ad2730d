/** The rows of one page in SQL: `LIMIT limit OFFSET offset` (what repositories take). */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** A page of a list query: `pageNo` from 1, `pageSize` rows, and its window. */
export interface Page extends PageWindow {
  pageNo: number;
  pageSize: number;
}

/** The counts a paged answer carries next to its list. */
export interface PageCounts {
  pageNo: number;
  pageSize: number;
  total: number;
  /** 0 when there is nothing. */
  totalPages: number;
}

/** Pages for `total` items of `pageSize` (0 when there is nothing). */
export const pageCount = (total: number, pageSize: number): number => Math.ceil(total / pageSize);

/**
 * Offset paging, the one way every list query of platform-api pages: the page the request asks for (page 1 and
 * `defaultPageSize` rows unless given), its SQL window, and `pages(total)`, the counts of the answer.
 */
export function paging(
  input: { pageNo?: number; pageSize?: number },
  defaultPageSize = 20,
): Page & { pages: (total: number) => PageCounts } {
  const pageNo = input.pageNo ?? 1;
  const pageSize = input.pageSize ?? defaultPageSize;
  return {
    pageNo,
    pageSize,
    limit: pageSize,
    offset: (pageNo - 1) * pageSize,
    pages: (total) => ({ pageNo, pageSize, total, totalPages: pageCount(total, pageSize) }),
  };
}
