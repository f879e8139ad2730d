import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Which API tests run on which backend (jest.config.js, docs/testing.md): all of them on PostgreSQL; on PGlite,
// which `npm start` runs, the files marked `/** @pglite`. Every module must have its routes in that set.
const TEST = __dirname;
const MODULES = join(__dirname, '../src/modules');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );
const tagged = (file: string, tag: string) => readFileSync(file, 'utf8').startsWith(`/** @${tag}`);

describe('API tests by backend', () => {
  it('runs at least one test file of every module on PGlite', () => {
    const modules = readdirSync(MODULES, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    const without = modules.filter((m) => {
      const dir = join(TEST, 'modules', m);
      const own = readdirSync(join(TEST, 'modules')).includes(m) ? files(dir) : [];
      return !own.some((f) => tagged(f, 'pglite'));
    });
    expect(without).toEqual([]);
  });

  it('runs the db layer, the job queue and the seed on PGlite', () => {
    for (const f of ['infra/db/db.test.ts', 'infra/jobs/job-runner.test.ts', 'seed/seed.test.ts']) {
      expect([f, tagged(join(TEST, f), 'pglite')]).toEqual([f, true]);
    }
  });

  it('marks no file both PGlite and PostgreSQL-only', () => {
    expect(
      files(TEST).filter((f) => tagged(f, 'pglite') && readFileSync(f, 'utf8').includes('@postgres-only')),
    ).toEqual([]);
  });
});
