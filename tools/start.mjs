// npm start: build what is missing, then serve the composed site and the API on http://127.0.0.1:8080
// (embedded PGlite under .data/, migrated and seeded on first start; demo accounts are printed).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, run } from './lib.mjs';

await run(process.execPath, [path.join(ROOT, 'tools/build.mjs'), '--if-missing']);
const api = spawn(process.execPath, [path.join(ROOT, 'platform-api/dist/server.js')], {
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => api.kill(sig));
api.on('exit', (code) => process.exit(code ?? 0));
