// npm test: type checks and lint (side by side), unit + API tests (jest on both cores: PostgreSQL, and PGlite for
// its set) beside the build, then the Playwright e2e suite against the composed site in Chromium (a server and
// database per worker). Prints the time of each step and a summary (docs/testing.md).
import { ROOT, run } from './lib.mjs';

const npx = (...args) => ['npx', args];
const steps = [
  [
    'type checks and lint',
    [
      ['types', ...npx('tsc', '--noEmit', '-p', '.')],
      ['types e2e', ...npx('tsc', '--noEmit', '-p', 'e2e')],
      ['eslint', ...npx('eslint', '.', '--max-warnings', '0')],
      ['prettier', ...npx('prettier', '--check', '--log-level', 'warn', '.')],
    ],
  ],
  // jest waits on its databases part of the time; the build fills the cores meanwhile. It leaves out the remotes'
  // published types (MF_DTS=0, half of each remote's build time): nothing in the suite reads them; `npm run build`
  // makes them.
  [
    'unit and API tests, and the build',
    [
      ['jest', ...npx('jest', '--ci')],
      ['build', process.execPath, ['tools/build.mjs'], { MF_DTS: '0' }],
    ],
  ],
  ['e2e', [['playwright', 'npm', ['test', '-w', 'e2e', '--silent']]]],
];

const seconds = (t) => `${((Date.now() - t) / 1000).toFixed(0)} s`;
const summary = [];
const t0 = Date.now();
for (const [name, jobs] of steps) {
  const t = Date.now();
  console.log(`\n=== ${name}`);
  const results = await Promise.allSettled(
    jobs.map(async ([label, cmd, args, env = {}]) => {
      const started = Date.now();
      await run(cmd, args, {
        cwd: ROOT,
        env: { CI: process.env.CI ?? '', ...env },
        prefix: jobs.length > 1 ? `[${label}] ` : '',
      });
      if (jobs.length > 1) console.log(`=== ${name} · ${label}: ok (${seconds(started)})`);
    }),
  );
  const failed = jobs.filter((_, i) => results[i].status === 'rejected').map(([label]) => label);
  if (failed.length) {
    console.error(`=== ${name}: FAILED (${failed.join(', ')})`);
    process.exit(1);
  }
  summary.push(`${name}: ${seconds(t)}`);
  console.log(`=== ${name}: ok (${seconds(t)})`);
}
console.log(`\n=== npm test passed in ${seconds(t0)}: ${summary.join(' · ')}`);
