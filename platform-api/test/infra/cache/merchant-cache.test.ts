import { createLocalBus, type InvalidationBus } from '../../../src/infra/cache/invalidation-bus';
import { createMerchantCache, HOSTS, type MerchantCacheOptions } from '../../../src/infra/cache/merchant-cache';

/** A bus that records what the cache publishes and lets a test play "another process". */
function recordingBus() {
  const published: (string | null)[] = [];
  const listeners = new Set<(merchantId: string | null) => void>();
  let closed = false;
  const bus: InvalidationBus = {
    publish: async (merchantId) => void published.push(merchantId),
    subscribe(drop) {
      listeners.add(drop);
      return () => listeners.delete(drop);
    },
    ping: async () => !closed,
    close: async () => void (closed = true),
  };
  return {
    bus,
    published,
    /** An invalidation published by another process. */
    remote: (merchantId: string | null) => listeners.forEach((l) => l(merchantId)),
    listeners: () => listeners.size,
    closed: () => closed,
  };
}

/** A loader that counts its calls and returns `<label>#<call>`. */
function counter(label: string) {
  let calls = 0;
  const load = jest.fn(async () => `${label}#${++calls}`);
  return load;
}

function cacheWith(opts: Partial<MerchantCacheOptions> = {}) {
  let t = 1_000_000;
  const cache = createMerchantCache({ bus: createLocalBus(), now: () => t, ...opts });
  return { cache, advance: (ms: number) => void (t += ms) };
}

describe('merchant cache', () => {
  it('shares one load between concurrent misses and serves hits without loading', async () => {
    const { cache } = cacheWith();
    let release!: (v: string) => void;
    const load = jest.fn(() => new Promise<string>((r) => (release = r)));
    const misses = [cache.get(1, 'config', load), cache.get(1, 'config', load), cache.get('1', 'config', load)];
    expect(load).toHaveBeenCalledTimes(1);
    release('cfg');
    await expect(Promise.all(misses)).resolves.toEqual(['cfg', 'cfg', 'cfg']);
    await expect(cache.get(1, 'config', load)).resolves.toBe('cfg');
    expect(load).toHaveBeenCalledTimes(1);
    // Another key, or the same key of another merchant, is its own entry.
    const other = counter('other');
    await expect(cache.get(1, 'whitelabel', other)).resolves.toBe('other#1');
    await expect(cache.get(2, 'config', other)).resolves.toBe('other#2');
  });

  it('expires entries after the TTL', async () => {
    const { cache, advance } = cacheWith({ ttlSeconds: 60 });
    const load = counter('v');
    await expect(cache.get(1, 'k', load)).resolves.toBe('v#1');
    advance(59_999);
    await expect(cache.get(1, 'k', load)).resolves.toBe('v#1');
    advance(1);
    await expect(cache.get(1, 'k', load)).resolves.toBe('v#2');
    advance(59_999);
    await expect(cache.get(1, 'k', load)).resolves.toBe('v#2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load (its concurrent waiters share the failure)', async () => {
    const { cache } = cacheWith();
    let fail!: (e: Error) => void;
    const failing = jest.fn(() => new Promise<string>((_, reject) => (fail = reject)));
    const first = cache.get(1, 'k', failing);
    const second = cache.get(1, 'k', failing);
    fail(new Error('db down'));
    await expect(first).rejects.toThrow('db down');
    await expect(second).rejects.toThrow('db down');
    expect(failing).toHaveBeenCalledTimes(1);
    const load = counter('ok');
    await expect(cache.get(1, 'k', load)).resolves.toBe('ok#1');
    await expect(cache.get(1, 'k', load)).resolves.toBe('ok#1');
  });

  it("invalidate(merchant) drops that merchant's entries and the host resolutions, not other merchants'", async () => {
    const rec = recordingBus();
    const { cache } = cacheWith({ bus: rec.bus });
    const m1 = counter('m1');
    const m2 = counter('m2');
    const hosts = counter('host');
    await cache.get(1, 'config', m1);
    await cache.get(1, 'whitelabel', m1);
    await cache.get(2, 'config', m2);
    await cache.get(HOSTS, 'a.example', hosts);

    await cache.invalidate(1);
    expect(rec.published).toEqual(['1']);
    await expect(cache.get(1, 'config', m1)).resolves.toBe('m1#3');
    await expect(cache.get(1, 'whitelabel', m1)).resolves.toBe('m1#4');
    await expect(cache.get(HOSTS, 'a.example', hosts)).resolves.toBe('host#2');
    await expect(cache.get(2, 'config', m2)).resolves.toBe('m2#1');
  });

  it('invalidateAll drops every entry and publishes it', async () => {
    const rec = recordingBus();
    const { cache } = cacheWith({ bus: rec.bus });
    const load = counter('v');
    await cache.get(1, 'k', load);
    await cache.get(2, 'k', load);
    await cache.get(HOSTS, 'h', load);
    await cache.invalidateAll();
    expect(rec.published).toEqual([null]);
    await expect(cache.get(1, 'k', load)).resolves.toBe('v#4');
    await expect(cache.get(2, 'k', load)).resolves.toBe('v#5');
    await expect(cache.get(HOSTS, 'h', load)).resolves.toBe('v#6');
  });

  it('drops what other processes invalidate, and close() unsubscribes and closes the bus', async () => {
    const rec = recordingBus();
    const { cache } = cacheWith({ bus: rec.bus });
    const load = counter('v');
    await cache.get(1, 'k', load); // v#1
    await cache.get(2, 'k', load); // v#2
    await cache.get(HOSTS, 'h', load); // v#3
    rec.remote('1');
    await expect(cache.get(1, 'k', load)).resolves.toBe('v#4');
    await expect(cache.get(HOSTS, 'h', load)).resolves.toBe('v#5');
    await expect(cache.get(2, 'k', load)).resolves.toBe('v#2');
    rec.remote(null);
    await expect(cache.get(2, 'k', load)).resolves.toBe('v#6');
    expect(rec.published).toEqual([]); // a remote invalidation is not published again

    expect(rec.listeners()).toBe(1);
    await cache.close();
    expect(rec.listeners()).toBe(0);
    expect(rec.closed()).toBe(true);
  });

  it('keeps at most maxEntriesPerMerchant entries a merchant, dropping the oldest', async () => {
    const { cache } = cacheWith({ maxEntriesPerMerchant: 3 });
    const loads = new Map<string, number>();
    const load = (key: string) => async () => {
      loads.set(key, (loads.get(key) ?? 0) + 1);
      return key;
    };
    for (const k of ['a', 'b', 'c']) await cache.get(1, k, load(k));
    await cache.get(2, 'x', load('x'));
    await cache.get(1, 'd', load('d')); // drops a, the oldest
    for (const k of ['b', 'c', 'd']) await cache.get(1, k, load(k));
    expect(Object.fromEntries(loads)).toEqual({ a: 1, b: 1, c: 1, d: 1, x: 1 });
    await cache.get(2, 'x', load('x')); // another merchant's entries do not count
    expect(loads.get('x')).toBe(1);
    await cache.get(1, 'a', load('a')); // reloaded; drops b
    expect(loads.get('a')).toBe(2);
    await cache.get(1, 'b', load('b'));
    expect(loads.get('b')).toBe(2);
  });

  it('counts a reloaded (expired) key as the newest when dropping the oldest', async () => {
    const { cache, advance } = cacheWith({ maxEntriesPerMerchant: 3, ttlSeconds: 60 });
    const loads = new Map<string, number>();
    const get = (key: string) =>
      cache.get(1, key, async () => {
        loads.set(key, (loads.get(key) ?? 0) + 1);
        return key;
      });
    await get('a');
    await get('b');
    advance(60_000);
    await get('a'); // expired: reloaded, now the newest; b (expired too) is the oldest
    await get('c');
    await get('d'); // the cap: drops b, not the fresh a
    await get('a');
    expect(Object.fromEntries(loads)).toEqual({ a: 2, b: 1, c: 1, d: 1 });
    await get('c');
    await get('d');
    expect(Object.fromEntries(loads)).toEqual({ a: 2, b: 1, c: 1, d: 1 });
  });
});
