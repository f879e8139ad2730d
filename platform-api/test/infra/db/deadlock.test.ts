/** @postgres-only: two connections deadlocking is a PostgreSQL matter (PGlite is one session). */
import { BACKENDS, openTestDb, type TestDb } from '../../helpers/db';

describe.each(BACKENDS)('a transaction broken by a deadlock on %s', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
    await t.db.exec('CREATE TABLE dl (id int PRIMARY KEY, v int); INSERT INTO dl VALUES (1, 0), (2, 0)');
  }, 60_000);
  afterAll(() => t?.cleanup());

  it('runs again, so both of two transactions locking rows in opposite orders commit', async () => {
    let attempts = 0;
    let bothHoldOne!: () => void;
    const barrier = new Promise<void>((resolve) => (bothHoldOne = resolve));
    let holding = 0;
    const move = (first: number, second: number) =>
      t.db.transaction(async (tx) => {
        attempts++;
        await tx.query('UPDATE dl SET v = v + 1 WHERE id = $1', [first]);
        // The first attempts wait until each holds its first row: then each wants the other's, a deadlock.
        if (++holding === 2) bothHoldOne();
        await Promise.race([barrier, new Promise((resolve) => setTimeout(resolve, 2_000))]);
        await tx.query('UPDATE dl SET v = v + 10 WHERE id = $1', [second]);
      });
    await Promise.all([move(1, 2), move(2, 1)]);
    const { rows } = await t.db.query<{ id: number; v: number }>('SELECT id, v FROM dl ORDER BY id');
    expect(rows).toEqual([
      { id: 1, v: 11 },
      { id: 2, v: 11 },
    ]);
    expect(attempts).toBe(3);
  });

  it('does not run again after another error', async () => {
    let attempts = 0;
    await expect(
      t.db.transaction(async (tx) => {
        attempts++;
        await tx.query('INSERT INTO dl VALUES (1, 0)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(attempts).toBe(1);
  });
});
