// One jest run for every package's unit and API tests (see docs/testing.md).
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// ESM-only dependencies that jest (CommonJS) must transform.
const esm = ['ky', 'typebox', 'openid-client', 'oauth4webapi', 'jose', 'swiper'];
const base = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // Built output (written by the build beside the tests in npm test) is never a test or a module to map.
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
  transformIgnorePatterns: [`/node_modules/(?!(${esm.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '^shared-contracts$': '<rootDir>/../shared-contracts/src/index.ts',
    '^shared-contracts/lottery$': '<rootDir>/../shared-contracts/src/lottery/index.ts',
    '^shared-contracts/agency$': '<rootDir>/../shared-contracts/src/agency/index.ts',
    '^shared-contracts/engagement$': '<rootDir>/../shared-contracts/src/engagement/index.ts',
    '\\.css$': '<rootDir>/../tools/jest/css-stub.js',
  },
};
const web = (name) => ({
  ...base,
  displayName: name,
  rootDir: name,
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../tools/jest/setup-web.js'],
  ...(name === 'shared-contracts' ? {} : { setupFilesAfterEnv: ['<rootDir>/../tools/jest/preload-overlays.js'] }),
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
});

// API tests: the whole suite on PostgreSQL (what a deployment runs); on PGlite (what `npm start` runs) the files
// whose first line is `/** @pglite … */` (every module's routes at least once, the db, migration and seed tests).
// A file marked `/** @postgres-only … */` needs PostgreSQL itself (two pools, query plans, child processes).
// TEST_BACKENDS=postgres | pglite | postgres,pglite runs the whole suite on the backends named instead.
const API_TESTS = path.join(__dirname, 'platform-api/test');
const apiTests = (dir = API_TESTS) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? apiTests(path.join(dir, e.name)) : e.name.endsWith('.test.ts') ? [path.join(dir, e.name)] : [],
  );
const marked = (file, tag) => readFileSync(file, 'utf8').startsWith(`/** @${tag}`);
const chosen = (process.env.TEST_BACKENDS ?? '').split(',').filter(Boolean);
const api = (backend, files) => ({
  ...base,
  displayName: backend === 'postgres' ? 'platform-api' : 'platform-api-pglite',
  rootDir: 'platform-api',
  testEnvironment: 'node',
  globals: { API_TEST_BACKEND: backend },
  globalSetup: `<rootDir>/test/setup/setup-${backend}.ts`,
  globalTeardown: `<rootDir>/test/setup/teardown-${backend}.ts`,
  setupFilesAfterEnv: ['<rootDir>/test/setup/fail-on-pg-warning.ts'],
  testMatch: files,
});
const all = apiTests();
const apiProjects = [];
if (chosen.length === 0 || chosen.includes('postgres')) apiProjects.push(api('postgres', all));
if (chosen.includes('pglite'))
  apiProjects.push(
    api(
      'pglite',
      all.filter((f) => !marked(f, 'postgres-only')),
    ),
  );
else if (chosen.length === 0)
  apiProjects.push(
    api(
      'pglite',
      all.filter((f) => marked(f, 'pglite')),
    ),
  );

module.exports = {
  // API tests run whole flows on a real database (PGlite in a worker thread, PostgreSQL); on a busy 2-core CI
  // machine a flow may take longer than jest's 5 s default without being wrong, and no test asserts time. Jest's
  // runner reads this from the global configuration only (a project's own testTimeout is ignored).
  testTimeout: 20_000,
  // A worker per core (jest's default leaves one free): the API tests wait on their databases much of the time.
  maxWorkers: '100%',
  projects: [
    web('shared-contracts'),
    web('shared-ui'),
    web('shell'),
    ...['mf-auth', 'mf-games', 'mf-lottery', 'mf-member', 'mf-agent', 'mf-points', 'console'].map(web),
    ...apiProjects,
  ],
};
