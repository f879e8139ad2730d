import { act, fireEvent, render } from '@testing-library/react';
import { LazyImage } from '../lazy-image';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

describe('lazy images', () => {
  const original = globalThis.IntersectionObserver;
  let seen: Callback | null = null;
  beforeEach(() => {
    seen = null;
    globalThis.IntersectionObserver = jest.fn((cb: Callback) => {
      seen = cb;
      return { observe: jest.fn(), disconnect: jest.fn() };
    }) as unknown as typeof IntersectionObserver;
  });
  afterAll(() => {
    globalThis.IntersectionObserver = original;
  });

  it('are sized, lazy and decoded asynchronously, and load once 10 % visible', () => {
    const { container } = render(<LazyImage src="/a.svg" alt="" width={240} height={240} />);
    const img = container.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['240', '240']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('src')).toBeNull();
    expect((globalThis.IntersectionObserver as jest.Mock).mock.calls[0][1]).toEqual({ threshold: 0.1 });
    act(() => seen!([{ isIntersecting: true }]));
    expect(img.getAttribute('src')).toBe('/a.svg');
  });

  it('try a failed picture only once', () => {
    const { container } = render(<LazyImage src="/a.svg" alt="" width={10} height={10} priority />);
    const img = container.querySelector('img')!;
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBeNull();
    expect(img.dataset.loaded).toBe('false');
  });

  it('load the priority picture (the first banner) at once, eagerly and with high priority', () => {
    const { container } = render(<LazyImage src="/b.svg" alt="Welcome" width={1200} height={360} priority />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/b.svg');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(seen).toBeNull();
  });
});
