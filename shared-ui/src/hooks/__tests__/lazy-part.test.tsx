import { act, render, screen } from '@testing-library/react';
import { lazyPart, retryDelay, useLazyPart } from '../lazy-part';

function Probe({ part, wanted = true }: { part: ReturnType<typeof lazyPart<{ name: string }>>; wanted?: boolean }) {
  const mod = useLazyPart(part, wanted);
  return <p>{mod ? mod.name : 'loading'}</p>;
}

describe('useLazyPart', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads once for every caller, and not at all until wanted', async () => {
    const importer = jest.fn(async () => ({ name: 'view' }));
    const part = lazyPart(importer);
    const { rerender } = render(<Probe part={part} wanted={false} />);
    expect(importer).not.toHaveBeenCalled();
    rerender(<Probe part={part} />);
    render(<Probe part={part} />);
    await act(async () => undefined);
    expect(screen.getAllByText('view')).toHaveLength(2);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again while still wanted, waiting longer after each failure', async () => {
    const importer = jest
      .fn<Promise<{ name: string }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ name: 'view' });
    render(<Probe part={lazyPart(importer)} />);
    await act(async () => undefined);
    expect(importer).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(999));
    expect(importer).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(1));
    expect(importer).toHaveBeenCalledTimes(2);
    await act(async () => jest.advanceTimersByTime(1_999));
    expect(importer).toHaveBeenCalledTimes(2);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => jest.advanceTimersByTime(1));
    expect(importer).toHaveBeenCalledTimes(3);
    expect(screen.getByText('view')).toBeTruthy();
  });

  it('stops trying when no longer wanted or unmounted', async () => {
    const importer = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
    const part = lazyPart(importer);
    const { unmount } = render(<Probe part={part} />);
    await act(async () => undefined);
    unmount();
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('waits 1 s, 2 s, 4 s … at most 30 s between attempts', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});
