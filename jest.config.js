// One jest run for every package's unit and API tests (see docs/testing.md).
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

module.exports = {
  // API tests run whole flows on a real database (PGlite in a worker thread, PostgreSQL); on a busy 2-core CI
  // machine a flow may take longer than jest's 5 s default without being wrong, and no test asserts time. Jest's
  // runner reads this from the global configuration only (a project's own testTimeout is ignored).
  testTimeout: 20_000,
  projects: [
    web('shared-contracts'),
    web('shared-ui'),
    web('shell'),
    ...['mf-auth', 'mf-games', 'mf-lottery', 'mf-member', 'mf-agent', 'mf-points'].map(web),
    {
      ...base,
      displayName: 'platform-api',
      rootDir: 'platform-api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
    },
  ],
};
