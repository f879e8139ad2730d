import type { InvalidationBus } from './invalidation-bus';

/** The namespace of host → merchant resolutions (dropped with any merchant's entries). */
export const HOSTS = '@hosts';

/** Seconds an entry lives at most, even without an invalidation (a change made behind the API's back). */
export const DEFAULT_CACHE_TTL_SECONDS = 60;

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

/**
 * A per-merchant cache of hot public reads (status, config, whitelabel, register settings, vendors,
 * game lists, hot games, banners, notices, the merchant of a host). `invalidate(merchantId)` drops
 * every entry of that merchant at once, here and, through the bus, in every other API process.
 * Loads are shared: concurrent misses of one key run the loader once; a failed load is not kept.
 */
export interface MerchantCache {
  /** The cached value of `key` for the merchant, loading it on a miss. */
  get<T>(merchantId: number | string, key: string, load: () => Promise<T>): Promise<T>;
  /** Drops the merchant's entries in every process (an operator change, a content change). */
  invalidate(merchantId: number | string): Promise<void>;
  /** Drops everything in every process. */
  invalidateAll(): Promise<void>;
  /** Whether the invalidation bus reaches the other processes (always, with one process). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface MerchantCacheOptions {
  ttlSeconds?: number;
  /** Entries per merchant before the oldest are dropped (a guard against unbounded keyword searches). */
  maxEntriesPerMerchant?: number;
  bus: InvalidationBus;
  now?: () => number;
}

/** Creates the cache over an invalidation bus (in-process, or Redis pub/sub with several API processes). */
export function createMerchantCache(opts: MerchantCacheOptions): MerchantCache {
  const ttl = (opts.ttlSeconds ?? DEFAULT_CACHE_TTL_SECONDS) * 1000;
  const max = opts.maxEntriesPerMerchant ?? 5_000;
  const now = opts.now ?? Date.now;
  const byMerchant = new Map<string, Map<string, Entry>>();
  // A merchant's change may change what a host resolves to (its flags ride on the merchant): drop both.
  const drop = (merchantId: string | null) => {
    if (merchantId === null) byMerchant.clear();
    else {
      byMerchant.delete(merchantId);
      byMerchant.delete(HOSTS);
    }
  };
  const unsubscribe = opts.bus.subscribe(drop);

  return {
    get<T>(merchantId: number | string, key: string, load: () => Promise<T>): Promise<T> {
      const id = String(merchantId);
      let entries = byMerchant.get(id);
      if (!entries) byMerchant.set(id, (entries = new Map()));
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      // A reloaded key becomes the newest (a Map keeps insertion order) and replacing it evicts no other entry.
      entries.delete(key);
      if (entries.size >= max) entries.delete(entries.keys().next().value as string);
      const value = load();
      const entry = { value, expires: now() + ttl };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    async invalidate(merchantId) {
      drop(String(merchantId));
      await opts.bus.publish(String(merchantId));
    },
    async invalidateAll() {
      drop(null);
      await opts.bus.publish(null);
    },
    ping: () => opts.bus.ping(),
    async close() {
      unsubscribe();
      await opts.bus.close();
    },
  };
}
