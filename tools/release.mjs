// `npm run release -- <remote> [--version X.Y.Z] [--from <dir>] [--no-tag] [--url URL]` (ADR 0012 §2): builds the
// remote in production mode into a folder of its own (never over its served dist), or takes a built folder; hashes
// every file and publishes it with POST /ops/releases (platform-api/src/cli/release-publish.ts: the operator CLI's
// token, OPERATOR_TOKEN or the token file `npm start` keeps; OPERATOR_URL or --url); then tags `<package>@<version>`,
// lerna's tag format, so `npm run changed` tells which remotes changed since their last release.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, run } from './lib.mjs';

const REMOTES = ['mf-auth', 'mf-games', 'mf-lottery', 'mf-member', 'mf-agent', 'mf-points'];
const USAGE = 'usage: npm run release -- <remote> [--version X.Y.Z] [--from <dir>] [--no-tag] [--url URL]';

function parse(argv) {
  const out = { remote: null, version: null, from: null, tag: true, url: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--no-tag') out.tag = false;
    else if (a === '--version' || a === '--from' || a === '--url') {
      const v = argv[++i];
      if (!v) throw new Error(`${a} needs a value`);
      out[a.slice(2)] = v;
    } else if (!a.startsWith('-') && !out.remote) out.remote = a;
    else throw new Error(`unknown argument ${a}`);
  }
  if (!out.remote) throw new Error('which remote? (mf-games or mf_games …)');
  out.pkg = out.remote.replace(/_/g, '-');
  if (!REMOTES.includes(out.pkg)) throw new Error(`${out.remote} is not a remote (${REMOTES.join(', ')})`);
  return out;
}

const git = (...args) => {
  try {
    return execFileSync('git', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
};

async function main() {
  let opts;
  try {
    opts = parse(process.argv.slice(2));
  } catch (e) {
    console.error(`${e.message}\n${USAGE}`);
    return 2;
  }
  const pkgDir = path.join(ROOT, opts.pkg);
  const version = opts.version ?? JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).version;
  const gitCommit = git('rev-parse', 'HEAD');

  const client = path.join(ROOT, 'platform-api/dist/cli/release-publish.js');
  if (!existsSync(client)) {
    await run('npm', ['run', 'build', '-w', 'shared-contracts']);
    await run('npm', ['run', 'build', '-w', 'platform-api']);
  }

  let dir = opts.from ? path.resolve(opts.from) : null;
  const tmp = dir ? null : mkdtempSync(path.join(tmpdir(), `release-${opts.pkg}-`));
  try {
    if (!dir) {
      const t0 = Date.now();
      console.log(`[release] building ${opts.pkg} ${version} (production) into ${tmp}`);
      await run('npx', ['webpack', '--mode', 'production', '-c', path.join(pkgDir, 'webpack.config.js')], {
        cwd: pkgDir,
        env: { MF_DTS: '0', MF_OUT_DIR: tmp, RELEASE_VERSION: version },
      });
      console.log(`[release] built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      dir = tmp;
    }
    const args = [client, opts.pkg, version, dir, ...(gitCommit ? ['--git-commit', gitCommit] : [])];
    if (opts.url) args.push('--url', opts.url);
    const published = spawnSync(process.execPath, args, { stdio: 'inherit' });
    if (published.status !== 0) return published.status ?? 1;
  } finally {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }

  const tag = `${opts.pkg}@${version}`;
  if (!opts.tag) console.log('[release] not tagged (--no-tag)');
  else if (git('rev-parse', '--is-inside-work-tree') !== 'true')
    console.log('[release] not a git work tree: not tagged');
  else if (git('rev-parse', '-q', '--verify', `refs/tags/${tag}`))
    console.log(`[release] tag ${tag} exists: left as is`);
  else if (git('tag', tag) === null) console.log(`[release] could not create the tag ${tag}`);
  else console.log(`[release] tagged ${tag} (npm run changed compares with it)`);
  return 0;
}

process.exitCode = await main();
