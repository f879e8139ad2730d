import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { createRedisBus, type InvalidationBus } from '../../../src/infra/cache/invalidation-bus';
import { createMerchantCache, HOSTS } from '../../../src/infra/cache/merchant-cache';
import { waitFor } from '../jobs/helpers';

// Two buses on one Redis are two API processes. Needs a running Redis, like the PostgreSQL tests need theirs.
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

let admin: Redis;
beforeAll(async () => {
  admin = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  let cause: Error | undefined; // the socket's error (ECONNREFUSED …); connect() only says the connection closed
  admin.on('error', (err: Error) => void (cause ??= err));
  try {
    await admin.connect();
    await admin.ping();
  } catch (err) {
    throw new Error(
      `cannot reach Redis at ${REDIS_URL} (${(cause ?? (err as Error)).message}): the cache invalidation tests need a ` +
        'running Redis (REDIS_URL, default redis://127.0.0.1:6379; .ci/run starts redis-server)',
    );
  }
});
afterAll(() => admin?.disconnect());

/** Each test on its own channel: other test runs on the same Redis neither see nor disturb it. */
let channel: string;
const opened: InvalidationBus[] = [];
beforeEach(() => {
  channel = `platform-api:cache-invalidate:test-${randomBytes(4).toString('hex')}`;
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((b) => b.close()));
});

const subscribers = async (): Promise<number> => {
  const [, n] = (await admin.pubsub('NUMSUB', channel)) as [string, number | string];
  return Number(n);
};

function logger() {
  const warnings: { obj: object; msg: string }[] = [];
  return { warnings, warn: (obj: object, msg: string) => void warnings.push({ obj, msg }) };
}

/** `n` buses ("processes"), returned once Redis has all their subscriptions (a message sent before is lost). */
async function processes(n: number, log = logger()): Promise<InvalidationBus[]> {
  const buses = Array.from({ length: n }, () => createRedisBus(REDIS_URL, log, channel));
  opened.push(...buses);
  await waitFor(async () => (await subscribers()) === n, 5000, `${n} subscribers on ${channel}`);
  return buses;
}

/** A loader that counts its calls and returns `<label>#<call>`. */
function counter(label: string) {
  let calls = 0;
  return async () => `${label}#${++calls}`;
}

describe('cache invalidation over Redis', () => {
  it("an invalidation in one process drops the entry in the other, and only that merchant's", async () => {
    const [busA, busB] = (await processes(2)) as [InvalidationBus, InvalidationBus];
    const a = createMerchantCache({ bus: busA });
    const b = createMerchantCache({ bus: busB });
    const loadA = counter('a');
    const [b1, b2, bHosts] = [counter('b1'), counter('b2'), counter('bHosts')];
    await a.get(1, 'config', loadA);
    await b.get(1, 'config', b1);
    await b.get(2, 'config', b2);
    await b.get(HOSTS, 'a.example', bHosts);

    await a.invalidate(1);
    await expect(a.get(1, 'config', loadA)).resolves.toBe('a#2'); // dropped here at once
    await waitFor(async () => (await b.get(1, 'config', b1)) === 'b1#2', 5000, "B's merchant 1 entry dropped");
    await expect(b.get(HOSTS, 'a.example', bHosts)).resolves.toBe('bHosts#2');
    await expect(b.get(2, 'config', b2)).resolves.toBe('b2#1');

    // invalidateAll travels the other way.
    const a2 = counter('a2');
    await a.get(2, 'config', a2);
    await b.invalidateAll();
    await waitFor(async () => (await a.get(2, 'config', a2)) === 'a2#2', 5000, "A's merchant 2 entry dropped");
  });

  it('a process ignores its own messages', async () => {
    const [busA, busB] = (await processes(2)) as [InvalidationBus, InvalidationBus];
    const seenA: (string | null)[] = [];
    const seenB: (string | null)[] = [];
    busA.subscribe((id) => void seenA.push(id));
    busB.subscribe((id) => void seenB.push(id));
    await busA.publish('from-a');
    await busB.publish('from-b');
    await busA.publish(null);
    // Redis delivers a channel's messages in the order it received them: once A has B's message, it
    // would also have had its own first one.
    await waitFor(async () => seenA.includes('from-b'), 5000, "A receives B's message");
    await waitFor(async () => seenB.length === 2, 5000, "B receives A's two messages");
    expect(seenA).toEqual(['from-b']);
    expect(seenB).toEqual(['from-a', null]);
  });

  it('ping() answers true while Redis answers, false once closed (readiness)', async () => {
    const [bus] = (await processes(1)) as [InvalidationBus];
    expect(await bus.ping()).toBe(true);
    await bus.close();
    expect(await bus.ping()).toBe(false);
  });

  it('close() disconnects from Redis', async () => {
    const log = logger();
    const [busA, busB] = (await processes(2, log)) as [InvalidationBus, InvalidationBus];
    const seenA: (string | null)[] = [];
    const seenB: (string | null)[] = [];
    busA.subscribe((id) => void seenA.push(id));
    busB.subscribe((id) => void seenB.push(id));
    await busA.close();
    await waitFor(async () => (await subscribers()) === 1, 5000, "A's subscription gone");
    // A's publishing connection is closed too: nothing is sent (the error is logged, not thrown).
    await busA.publish('after-close');
    expect(log.warnings.map((w) => w.msg)).toContain('cache invalidation bus: redis error');
    await admin.publish(channel, 'someone-else:marker');
    await waitFor(async () => seenB.includes('marker'), 5000, 'B receives the marker');
    expect(seenB).toEqual(['marker']);
    expect(seenA).toEqual([]);
    await busB.close();
    await waitFor(async () => (await subscribers()) === 0, 5000, 'no subscriptions left');
  });
});
