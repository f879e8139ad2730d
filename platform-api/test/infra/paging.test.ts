import { pageCount, paging } from '../../src/infra/paging';

describe('paging', () => {
  it('asks for page 1 of the default size unless told otherwise', () => {
    const { pages, ...page } = paging({});
    expect(page).toEqual({ pageNo: 1, pageSize: 20, limit: 20, offset: 0 });
    expect(pages(0)).toEqual({ pageNo: 1, pageSize: 20, total: 0, totalPages: 0 });
    const { pages: _p, ...ten } = paging({}, 10);
    expect(ten).toEqual({ pageNo: 1, pageSize: 10, limit: 10, offset: 0 });
  });

  it('turns a page number and size into the SQL window, whatever the default', () => {
    const { pages: _p, ...page } = paging({ pageNo: 3, pageSize: 25 }, 10);
    expect(page).toEqual({ pageNo: 3, pageSize: 25, limit: 25, offset: 50 });
    expect(paging({ pageNo: 2 }, 9).offset).toBe(9);
    expect(paging({ pageSize: 7 }).offset).toBe(0);
  });

  it('counts the pages of a total: a partial last page counts, nothing is no page', () => {
    const p = paging({ pageNo: 2, pageSize: 10 });
    expect(p.pages(0).totalPages).toBe(0);
    expect(p.pages(1).totalPages).toBe(1);
    expect(p.pages(10).totalPages).toBe(1);
    expect(p.pages(11)).toEqual({ pageNo: 2, pageSize: 10, total: 11, totalPages: 2 });
    expect(pageCount(100, 10)).toBe(10);
    expect(pageCount(101, 10)).toBe(11);
  });

  it('lets a page past the end through (its list is empty; the counts still say where the end is)', () => {
    const p = paging({ pageNo: 5, pageSize: 10 });
    expect(p.offset).toBe(40);
    expect(p.pages(12)).toEqual({ pageNo: 5, pageSize: 10, total: 12, totalPages: 2 });
  });
});
