// npm run fuzz: the request fuzzer (platform-api/test/fuzz) with 10,000 malformed requests over every route of the
// API, on a seeded test database (jest's API-test template: the local PostgreSQL, or PGlite with --pglite). Prints
// the answers by status class and by route, and every 5xx with its request and error; exits 1 on any 5xx.
//
//   npm run fuzz -- [--seed N] [--requests N] [--pglite]
// Without --seed a new seed is drawn (and printed): a failure is reproduced with `--seed <that seed>`.
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { ROOT } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const seed = Number(option('--seed') ?? randomInt(1, 2 ** 31 - 1));
const requests = Number(option('--requests') ?? 10_000);
const pglite = args.includes('--pglite');
if (!Number.isInteger(seed) || seed <= 0 || !Number.isInteger(requests) || requests <= 0) {
  console.error('usage: npm run fuzz -- [--seed N (a positive integer)] [--requests N] [--pglite]');
  process.exit(2);
}
console.log(
  `fuzz: ${requests} requests, seed ${seed}, ${pglite ? 'PGlite' : 'PostgreSQL'} (reproduce: npm run fuzz -- --seed ${seed}${pglite ? ' --pglite' : ''})`,
);

const project = pglite ? 'platform-api-pglite' : 'platform-api';
const child = spawn(
  'npx',
  ['jest', '--selectProjects', project, '--runTestsByPath', 'platform-api/test/fuzz/fuzz.test.ts'],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      FUZZ_REPORT: '1',
      FUZZ_SEED: String(seed),
      FUZZ_REQUESTS: String(requests),
      ...(pglite ? { TEST_BACKENDS: 'pglite' } : {}),
    },
  },
);
child.on('exit', (code) => process.exit(code ?? 1));
