import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';

/** Tells the other API processes which merchant's cache to drop (null: all). */
export interface InvalidationBus {
  publish(merchantId: string | null): Promise<void>;
  /** Calls `drop` for invalidations published by OTHER processes; returns the unsubscribe function. */
  subscribe(drop: (merchantId: string | null) => void): () => void;
  /** Whether the bus can reach the other processes now (readiness): Redis answers a PING within a second. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** One API process: nothing to tell anyone. */
export function createLocalBus(): InvalidationBus {
  return {
    publish: async () => undefined,
    subscribe: () => () => undefined,
    ping: async () => true,
    close: async () => undefined,
  };
}

export const INVALIDATION_CHANNEL = 'platform-api:cache-invalidate';

/**
 * Several API processes: Redis pub/sub on one channel. Each message is `<sender>:<merchantId|*>`; a
 * process ignores its own. A lost Redis connection is retried by ioredis; entries still expire by TTL.
 * `channel` is for tests sharing a Redis (every API process must use the default).
 */
export function createRedisBus(
  url: string,
  log?: { warn: (obj: object, msg: string) => void },
  channel = INVALIDATION_CHANNEL,
): InvalidationBus {
  const me = randomUUID();
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: false });
  const listeners = new Set<(merchantId: string | null) => void>();
  let closed = false;
  const onError = (err: Error) => log?.warn({ err }, 'cache invalidation bus: redis error');
  pub.on('error', onError);
  sub.on('error', onError);
  void sub.subscribe(channel).catch(onError);
  sub.on('message', (_channel: string, message: string) => {
    const [sender, id] = [message.slice(0, message.indexOf(':')), message.slice(message.indexOf(':') + 1)];
    if (sender === me) return;
    for (const l of listeners) l(id === '*' ? null : id);
  });
  return {
    async publish(merchantId) {
      await pub.publish(channel, `${me}:${merchantId ?? '*'}`).catch(onError);
    },
    subscribe(drop) {
      listeners.add(drop);
      return () => listeners.delete(drop);
    },
    async ping() {
      if (closed) return false;
      const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), 1000).unref());
      return (await Promise.race([pub.ping().catch(() => 'error'), timeout])) === 'PONG';
    },
    async close() {
      listeners.clear();
      // Once: ioredis's disconnect() of a closed client arms a 2 s timer that keeps the process alive.
      if (closed) return;
      closed = true;
      sub.disconnect();
      pub.disconnect();
    },
  };
}
