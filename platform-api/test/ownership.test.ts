/** @pglite: every module registers on the embedded database too. */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { INFRA_TABLES } from '../src/infra/tables';
import { PACKAGE_ROOT, REPO_ROOT } from '../src/infra/paths';
import { setupApp, type TestApp } from './helpers/app';
import { BACKENDS } from './helpers/db';

// docs/ownership.md — the owner of every route, table and job, generated from the code. A stale file
// fails this test; regenerate it with `npm run docs:ownership -w platform-api`.
const MODULES_DIR = join(PACKAGE_ROOT, 'src', 'modules');
const TEST_MODULES_DIR = join(PACKAGE_ROOT, 'test', 'modules');
const DOC = join(REPO_ROOT, 'docs', 'ownership.md');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : p.endsWith('.ts') ? [p] : [];
  });

const MODULES = readdirSync(MODULES_DIR)
  .filter((m) => existsSync(join(MODULES_DIR, m, 'index.ts')))
  .sort();
// eslint-disable-next-line @typescript-eslint/no-require-imports -- each module's index.ts declares TABLES
const tablesOf = (m: string): readonly string[] => require(join(MODULES_DIR, m, 'index.ts')).TABLES ?? [];
const MIGRATIONS = readdirSync(join(PACKAGE_ROOT, 'migrations'))
  .filter((f) => f.endsWith('.sql'))
  .sort();
const CREATED = MIGRATIONS.flatMap((f) =>
  [
    ...readFileSync(join(PACKAGE_ROOT, 'migrations', f), 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?(\w+)/gi),
  ].map((m) => ({ table: m[1]!.toLowerCase(), migration: f })),
);
const ownersOf = (): Map<string, string[]> => {
  const owners = new Map<string, string[]>();
  const add = (table: string, owner: string) => owners.set(table, [...(owners.get(table) ?? []), owner]);
  for (const m of MODULES) for (const table of tablesOf(m)) add(table, m);
  for (const table of INFRA_TABLES) add(table, 'infra');
  return owners;
};

describe('ownership of routes, tables and jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(BACKENDS[0]!);
  }, 60_000);
  afterAll(() => t?.cleanup());

  it('every table a migration creates has exactly one owner (a module or infra)', () => {
    const owners = ownersOf();
    const problems = CREATED.filter(({ table }) => (owners.get(table) ?? []).length !== 1).map(
      ({ table, migration }) => `${table} (${migration}): ${(owners.get(table) ?? ['no owner']).join(', ')}`,
    );
    expect(problems).toEqual([]);
    const declared = [...owners.keys()].filter(
      (table) => table !== 'schema_migrations' && !CREATED.some((c) => c.table === table),
    );
    expect(declared).toEqual([]);
  });

  it("a module's SQL names only its own tables", () => {
    const owners = ownersOf();
    const problems = new Set<string>();
    for (const m of MODULES)
      for (const file of filesUnder(join(MODULES_DIR, m)))
        for (const hit of readFileSync(file, 'utf8').matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+([a-z_]+)\b/g)) {
          const owner = owners.get(hit[1]!)?.[0];
          if (owner && owner !== m) problems.add(`${relative(PACKAGE_ROOT, file)}: ${hit[1]} (owned by ${owner})`);
        }
    // Reads that still join another module's table, to be replaced by calls to its service. The list
    // must shrink, never grow: a new cross-module query fails here, and so does a fixed one still listed.
    expect([...problems].sort()).toEqual([]);
  });

  it('every API route belongs to a module', () => {
    // Infra's own: CORS preflight, the shell's, the remotes' and the console's static files.
    const statics = (url: string) => url === '/*' || url.startsWith('/remotes') || /^\/console(\/\*)?$/.test(url);
    const orphans = t.app.routeOwners
      .filter((r) => !r.module && r.method !== 'OPTIONS' && !statics(r.url))
      .map((r) => ({ method: r.method, url: r.url }));
    expect(orphans).toEqual([]);
  });

  it("API tests mirror routes/: a route test sits in its route file's folder, and every module with routes has them", () => {
    // test/modules/<m>/routes/<url path>/x.test.ts tests a route file of src/modules/<m>/routes/<url path>/; tests of
    // no route (property, job, repository tests) stay at test/modules/<m>/ (docs/architecture.md, "Tests").
    const misplaced: string[] = [];
    const untested: string[] = [];
    for (const m of MODULES) {
      const srcRoutes = join(MODULES_DIR, m, 'routes');
      const testRoutes = join(TEST_MODULES_DIR, m, 'routes');
      const tests = existsSync(testRoutes) ? filesUnder(testRoutes).filter((f) => f.endsWith('.test.ts')) : [];
      for (const test of tests) {
        const folder = join(srcRoutes, relative(testRoutes, dirname(test)));
        const routeFiles = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.ts')) : [];
        if (routeFiles.length === 0) misplaced.push(relative(PACKAGE_ROOT, test));
      }
      if (existsSync(srcRoutes) && tests.length === 0) untested.push(m);
    }
    expect({ misplaced, untested }).toEqual({ misplaced: [], untested: [] });
  });

  it('docs/ownership.md is current', () => {
    const doc = renderOwnership(t);
    if (process.env.UPDATE_OWNERSHIP) writeFileSync(DOC, doc);
    expect(existsSync(DOC) ? readFileSync(DOC, 'utf8') : '').toBe(doc);
  });
});

function renderOwnership(t: TestApp): string {
  const owners = ownersOf();
  const lines = [
    '# Who owns what in platform-api',
    '',
    'Generated from the code by `platform-api/test/ownership.test.ts` (`npm run docs:ownership -w platform-api`',
    'rewrites it; the test fails while it is stale). A module is `platform-api/src/modules/<module>/`; see',
    '[ADR 0004](adr/0004-platform-api-domain-modules.md). Each module documents itself in its `README.md`; the tests',
    "of its routes sit in `platform-api/test/modules/<module>/routes/<the route file's folder>/` (this test checks it).",
    'Every `/ops` route below needs an operator, checked once for the whole prefix (`authenticateOpsRoutes`).',
    '',
    '## Routes',
    '',
    '| method | path | module |',
    '|---|---|---|',
    ...[
      ...new Set(
        t.app.routeOwners
          .filter((r) => r.method !== 'OPTIONS')
          .map((r) => `| ${r.method} | \`${r.url}\` | ${r.module ?? 'infra'} |`),
      ),
    ].sort((a, b) => a.split('`')[1]!.localeCompare(b.split('`')[1]!) || a.localeCompare(b)),
    '',
    '## Tables',
    '',
    '| table | owner | created by |',
    '|---|---|---|',
    ...CREATED.map(
      ({ table, migration }) => `| \`${table}\` | ${(owners.get(table) ?? ['—']).join(', ')} | ${migration} |`,
    ).sort(),
    '',
    '## Jobs',
    '',
    '| job | schedule | defined by |',
    '|---|---|---|',
    ...t.app.jobs
      .definitions()
      .map((j) => `| ${j.name} | ${j.every ? `every ${j.every} s` : (j.cron ?? 'on demand')} | ${jobOwner(j.name)} |`)
      .sort(),
    '',
  ];
  return lines.join('\n');
}

/** The module whose jobs/ folder defines the job (app.ts for the composition's own). */
function jobOwner(name: string): string {
  for (const m of MODULES) {
    const dir = join(MODULES_DIR, m, 'jobs');
    if (existsSync(dir) && filesUnder(dir).some((f) => readFileSync(f, 'utf8').includes(`name: '${name}'`))) return m;
  }
  return 'app.ts';
}
