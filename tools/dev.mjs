// npm run dev: the API (rebuilt and restarted on change) plus every app's webpack dev server with
// hot reload. The API answers remote entries with the dev servers' URLs (REMOTES_MODE=dev).
// The shell is on http://127.0.0.1:3000 (it proxies /wps to the API on :8080).
import { spawn } from 'node:child_process';
import { APPS, ROOT, run } from './lib.mjs';

await run('npm', ['run', 'build', '-w', 'shared-contracts', '--silent']);
await run('npm', ['run', 'build', '-w', 'platform-api', '--silent']);
const procs = [];
const start = (name, cmd, args, env = {}) => {
  const p = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = (d) => process.stdout.write(d.toString().replace(/^(?=.)/gm, `[${name}] `));
  p.stdout.on('data', out);
  p.stderr.on('data', out);
  procs.push(p);
};
start('api:swc', 'npx', [
  'swc',
  'platform-api/src',
  '-d',
  'platform-api/dist',
  '--strip-leading-paths',
  '-w',
  '-C',
  'module.type=commonjs',
  '-C',
  'jsc.parser.syntax=typescript',
  '-C',
  'jsc.target=es2022',
]);
start('api', process.execPath, ['--watch-path=platform-api/dist', 'platform-api/dist/server.js'], {
  REMOTES_MODE: 'dev',
});
// The apps, and the operators' console on :3010/console/ (its /ops calls proxied to the API).
for (const app of [...APPS, 'console'])
  start(app, 'npx', ['webpack', 'serve', '--mode', 'development', '-c', `${app}/webpack.config.js`]);
const stop = () => procs.forEach((p) => p.kill());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
