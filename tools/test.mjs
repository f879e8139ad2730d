// npm test: type checks, lint, unit + API tests (jest, PGlite and PostgreSQL), then the build and
// the Playwright e2e suite against the composed site in Chromium.
import { ROOT, run } from './lib.mjs';

const steps = [
  ['type checks', 'npm', ['run', 'check-types', '--silent']],
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ['unit and API tests', 'npx', ['jest', '--ci']],
  ['build', process.execPath, ['tools/build.mjs']],
  ['e2e', 'npm', ['test', '-w', 'e2e', '--silent']],
];
for (const [name, cmd, args] of steps) {
  const t = Date.now();
  console.log(`\n=== ${name}`);
  try {
    await run(cmd, args, { cwd: ROOT, env: { CI: process.env.CI ?? '' } });
  } catch {
    console.error(`=== ${name}: FAILED`);
    process.exit(1);
  }
  console.log(`=== ${name}: ok (${((Date.now() - t) / 1000).toFixed(0)} s)`);
}
