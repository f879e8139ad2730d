import { createDbRateLimiter } from '../../../src/infra/rate-limit/rate-limiter';
import { migrate } from '../../../src/infra/db/migrate';
import { BACKENDS, openTestDb, type TestDb } from '../../helpers/db';

/** Polls take() every 50 ms until it allows; returns the refusals seen (fails after `ms`). */
async function retryUntilAllowed(take: () => Promise<boolean>, ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  for (let refused = 0; ; refused += 1) {
    if (await take()) return refused;
    if (Date.now() > deadline) throw new Error(`still refused after ${ms} ms (${refused} refusals)`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(BACKENDS)('rate limiter on %s', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
    await migrate(t.db);
  }, 60_000);
  afterAll(() => t?.cleanup());

  it('allows `limit` takes, then refuses until the bucket refills', async () => {
    const rl = createDbRateLimiter(t.db);
    expect(await rl.take('a', 2, 60)).toBe(true);
    expect(await rl.take('a', 2, 60)).toBe(true);
    expect(await rl.take('a', 2, 60)).toBe(false);
    expect(await rl.take('b', 2, 60)).toBe(true);
  });

  it('without the penalty, a client retrying all the time gets through once the window has passed', async () => {
    const rl = createDbRateLimiter(t.db);
    const take = () => rl.take('fav', 1, 0.4, { penalise: false });
    expect(await take()).toBe(true);
    expect(await take()).toBe(false);
    expect(await retryUntilAllowed(take, 2000)).toBeGreaterThan(0);
  });

  it('with the penalty (the default), hammering keeps the bucket empty', async () => {
    const rl = createDbRateLimiter(t.db);
    const take = () => rl.take('login', 1, 0.4);
    expect(await take()).toBe(true);
    await expect(retryUntilAllowed(take, 1000)).rejects.toThrow(/still refused/);
  });
});
