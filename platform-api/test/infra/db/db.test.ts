/** @pglite: the db layer on the embedded database too. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../../../src/infra/db/migrate';
import { BACKENDS, openTestDb, type TestDb } from '../../helpers/db';

describe.each(BACKENDS)('Db on %s', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  it('reports its kind', () => {
    expect(t.db.kind).toBe(backend);
  });

  it('runs parameterised queries with arrays, booleans and nulls', async () => {
    const { rows } = await t.db.query<{ a: string[]; b: boolean; n: null; i: number }>(
      'SELECT $1::text[] AS a, $2::boolean AS b, $3::text AS n, $4::int AS i',
      [['x', 'y'], true, null, 7],
    );
    expect(rows).toEqual([{ a: ['x', 'y'], b: true, n: null, i: 7 }]);
  });

  it('commits a transaction and rolls one back when it throws', async () => {
    await t.db.exec('CREATE TABLE tx_probe (v int); CREATE TABLE tx_probe2 (v int)');
    await t.db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe VALUES (1)');
    });
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe VALUES (2)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await t.db.query<{ v: number }>('SELECT v FROM tx_probe ORDER BY v');
    expect(rows.map((r) => r.v)).toEqual([1]);
  });

  it('turns a nested transaction into a savepoint', async () => {
    await t.db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe2 VALUES (10)');
      await expect(
        tx.transaction(async (inner) => {
          await inner.query('INSERT INTO tx_probe2 VALUES (11)');
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
      await tx.transaction((inner) => inner.query('INSERT INTO tx_probe2 VALUES (12)'));
    });
    const { rows } = await t.db.query<{ v: number }>('SELECT v FROM tx_probe2 ORDER BY v');
    expect(rows.map((r) => r.v)).toEqual([10, 12]);
  });

  it('runs queries awaited together on a transaction one after another, in call order', async () => {
    await t.db.exec('CREATE TABLE tx_order (n serial, v int)');
    const [, , count] = await t.db.transaction((tx) =>
      Promise.all([
        tx.query('INSERT INTO tx_order (v) SELECT 1 FROM pg_sleep(0.05)'),
        tx.query('INSERT INTO tx_order (v) VALUES (2)'),
        tx.query<{ c: number }>('SELECT count(*)::int AS c FROM tx_order'),
      ]),
    );
    expect(count.rows).toEqual([{ c: 2 }]);
    const { rows } = await t.db.query<{ v: number }>('SELECT v FROM tx_order ORDER BY n');
    expect(rows.map((r) => r.v)).toEqual([1, 2]);
  });

  it('surfaces Postgres errors with their SQLSTATE code', async () => {
    await expect(t.db.query('SELECT * FROM no_such_table')).rejects.toMatchObject({ code: '42P01' });
  });

  it('applies numbered migrations in order, records them, and re-runs as a no-op', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(join(dir, '002-b.sql'), "INSERT INTO mig_probe VALUES ('two');");
    writeFileSync(join(dir, '001-a.sql'), "CREATE TABLE mig_probe (v text); INSERT INTO mig_probe VALUES ('one');");
    writeFileSync(join(dir, 'README.md'), 'not a migration');
    expect(await migrate(t.db, dir)).toEqual(['001-a.sql', '002-b.sql']);
    expect(await migrate(t.db, dir)).toEqual([]);
    const { rows } = await t.db.query<{ v: string }>('SELECT v FROM mig_probe');
    expect(rows.map((r) => r.v)).toEqual(['one', 'two']);
    const recorded = await t.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(recorded.rows.map((r) => r.version)).toEqual(['001', '002']);
  });

  it('rolls back a failing migration entirely and does not record it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(join(dir, '003-bad.sql'), 'CREATE TABLE half_done (v int); SELECT * FROM missing_table;');
    await expect(migrate(t.db, dir)).rejects.toBeDefined();
    const { rows } = await t.db.query("SELECT 1 FROM schema_migrations WHERE version = '003'");
    expect(rows).toHaveLength(0);
    await expect(t.db.query('SELECT * FROM half_done')).rejects.toMatchObject({ code: '42P01' });
  });

  it('applies the package migrations (tables of the data model exist)', async () => {
    // The package's own migrations start at 001 too, so use a fresh schema_migrations.
    await t.db.exec('DROP TABLE schema_migrations; DROP TABLE mig_probe;');
    const applied = await migrate(t.db);
    expect(applied[0]).toMatch(/^001-/);
    for (const table of ['merchants', 'merchant_remotes', 'games', 'vendors', 'members', 'sessions', 'banners']) {
      await expect(t.db.query(`SELECT count(*) FROM ${table}`)).resolves.toBeDefined();
    }
    expect(await migrate(t.db)).toEqual([]);
  });
});
