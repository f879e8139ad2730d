import { act, renderHook } from '@testing-library/react';
import { useRecordQuery } from '../use-record-query';

const range = { from: '2026-11-01', to: '2026-11-07' };

describe('records filter and paging state', () => {
  it('starts on page 1 with the filters and range given', () => {
    const { result } = renderHook(() => useRecordQuery({ type: '' }, range));
    expect(result.current).toMatchObject({ range, filters: { type: '' }, pageNo: 1 });
  });

  it('keeps the filters when the page changes', () => {
    const { result } = renderHook(() => useRecordQuery({ category: 'RNG', vendor: '' }, range));
    act(() => result.current.setPage(3));
    expect(result.current).toMatchObject({ pageNo: 3, filters: { category: 'RNG', vendor: '' }, range });
  });

  it('goes back to page 1 when a filter or the range changes', () => {
    const { result } = renderHook(() => useRecordQuery({ category: '', vendor: '' }, range));
    act(() => result.current.setPage(4));
    act(() => result.current.setFilters({ vendor: 'DEMO' }));
    expect(result.current).toMatchObject({ pageNo: 1, filters: { category: '', vendor: 'DEMO' } });
    act(() => result.current.setPage(2));
    act(() => result.current.setRange({ from: '2026-10-01', to: '2026-10-31' }));
    expect(result.current).toMatchObject({ pageNo: 1, range: { from: '2026-10-01', to: '2026-10-31' } });
  });
});
