import { useEffect, useState } from 'react';

/** Code that loads on first use (a Radix primitive and its view), once per page. */
export interface LazyPart<T> {
  /** Starts the load (again after a failure); the same promise for every caller. */
  load(): Promise<T>;
  /** The module once loaded. */
  current(): T | undefined;
}

/** Wraps a dynamic import so the chunk is fetched only when a component first needs it. */
export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let mod: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (m) => (mod = m),
        (e: unknown) => {
          pending = undefined;
          throw e;
        },
      )),
    current: () => mod,
  };
}

/** Waits before loading a failed part again: 1 s, 2 s, 4 s … at most 30 s (a chunk lost to a flaky network). */
export const retryDelay = (failures: number): number => Math.min(30_000, 1_000 * 2 ** (failures - 1));

/**
 * The part's module, loading it when `wanted`; undefined until it has arrived. Once loaded it renders
 * synchronously everywhere (no Suspense flash for the second dialog). A failed load is tried again while it is
 * still wanted, after `retryDelay`.
 */
export function useLazyPart<T>(part: LazyPart<T>, wanted = true): T | undefined {
  const [mod, setMod] = useState<T | undefined>(part.current);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (!wanted || mod) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () =>
      part.load().then(
        (m) => live && setMod(() => m),
        () => live && setFailures((f) => f + 1),
      );
    if (failures === 0) void start();
    else timer = setTimeout(start, retryDelay(failures));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [part, wanted, mod, failures]);
  return mod ?? part.current();
}
