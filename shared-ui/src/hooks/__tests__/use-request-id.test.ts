import { renderHook } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { useRequestId } from '../use-request-id';

const answer = (status: number, code = 'X') => new ApiError(code, 'err_x', status, '/x');

describe('request id per intended action', () => {
  it('is the same object on every render', () => {
    const { result, rerender } = renderHook(() => useRequestId());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it('keeps the id while the key stays and makes a new one when it changes', () => {
    const ids = renderHook(() => useRequestId<number>()).result.current;
    const a = ids.for(100);
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids.for(100)).toBe(a);
    const b = ids.for(200);
    expect(b).not.toBe(a);
    expect(ids.for(100)).not.toBe(a);
  });

  it('keeps the id after a lost answer, so the retry replays', () => {
    const ids = renderHook(() => useRequestId()).result.current;
    const a = ids.for();
    for (const lost of [answer(0, 'NETWORK'), answer(0, 'TIMEOUT'), answer(500), answer(502), new Error('x')]) {
      ids.failed(lost);
      expect(ids.for()).toBe(a);
    }
  });

  it('makes a new id after a refusal or once the attempt ended', () => {
    const ids = renderHook(() => useRequestId()).result.current;
    const a = ids.for();
    ids.failed(answer(400));
    const b = ids.for();
    expect(b).not.toBe(a);
    ids.failed(answer(409));
    const c = ids.for();
    expect(c).not.toBe(b);
    ids.forget();
    expect(ids.for()).not.toBe(c);
  });

  it('gives each form its own id', () => {
    const one = renderHook(() => useRequestId()).result.current;
    const two = renderHook(() => useRequestId()).result.current;
    expect(one.for()).not.toBe(two.for());
  });
});
