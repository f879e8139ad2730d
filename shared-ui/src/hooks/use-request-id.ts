import { useState } from 'react';
import { refusedByServer } from 'shared-contracts';

/** The request id of one intended money action (a transfer, a withdrawal, a bet …), kept across retries. */
export interface RequestIds<K> {
  /** The id to send: the same while `key` is (Object.is), a new one when it changed or the last attempt ended. */
  for(key: K): string;
  /** The attempt ended (it succeeded, or the form ends it on any answer): the next one is a new request. */
  forget(): void;
  /** A failed attempt: a refusal (4xx) ends it; a lost answer keeps the id, so a retry replays. */
  failed(e: unknown): void;
}

function requestIds<K>(): RequestIds<K> {
  let attempt: { key: K; id: string } | null = null;
  const forget = () => {
    attempt = null;
  };
  return {
    for(key) {
      if (!attempt || !Object.is(attempt.key, key)) attempt = { key, id: crypto.randomUUID() };
      return attempt.id;
    },
    forget,
    failed: (e) => {
      if (refusedByServer(e)) forget();
    },
  };
}

/**
 * One request id per intended action, so a retry after a lost answer replays instead of moving money twice. `K` is
 * what makes it another action (the amount, the points …); a form whose retry is the same action whatever was
 * typed leaves it `void`. The object is the same on every render.
 */
export function useRequestId<K = void>(): RequestIds<K> {
  const [ids] = useState(requestIds<K>);
  return ids;
}
