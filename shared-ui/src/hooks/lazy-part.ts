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

/**
 * The part's module, loading it when `wanted`; undefined until it has arrived. Once loaded it renders
 * synchronously everywhere (no Suspense flash for the second dialog).
 */
export function useLazyPart<T>(part: LazyPart<T>, wanted = true): T | undefined {
  const [mod, setMod] = useState<T | undefined>(part.current);
  useEffect(() => {
    if (!wanted || mod) return;
    let live = true;
    part.load().then(
      (m) => live && setMod(() => m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [part, wanted, mod]);
  return mod ?? part.current();
}
