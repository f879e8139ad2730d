import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { releaseBucket, type RemoteName, type Rollout } from 'shared-contracts';
import { opsHeaders } from './ops-auth';
import { sitePage } from './test';

const run = promisify(execFile);
const ROOT = path.join(__dirname, '../../..');

/** `npm run release -- …` as a feature team runs it, against this worker's server with demo_owner's token. */
export async function release(site: string, args: readonly string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(ROOT, 'tools/release.mjs'), ...args, '--no-tag'], {
    cwd: ROOT,
    env: {
      ...process.env,
      OPERATOR_URL: site,
      OPERATOR_TOKEN: opsHeaders().authorization!.replace(/^Bearer /, ''),
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout;
}

/** Builds the broken mf_games of e2e/fixtures/broken-games (every parcel throws when it mounts) into a new folder. */
export async function buildBrokenGames(): Promise<string> {
  const out = mkdtempSync(path.join(tmpdir(), 'broken-games-'));
  await run(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'),
      '--mode',
      'production',
      '-c',
      path.join(ROOT, 'e2e/fixtures/broken-games/webpack.config.js'),
    ],
    { cwd: ROOT, env: { ...process.env, MF_OUT_DIR: out, MF_DTS: '0' }, maxBuffer: 16 * 1024 * 1024 },
  );
  return out;
}

/** An operator's rollout verb (`npm run operator -- remote <verb> …`) through the /ops API. */
export async function rollout(
  request: APIRequestContext,
  verb: 'pin' | 'canary' | 'promote' | 'halt' | 'rollback',
  remote: RemoteName,
  { merchant, ...data }: { merchant: string } & Record<string, unknown>,
): Promise<Rollout> {
  const res = await request.post(`/ops/rollouts/${remote}/${verb}?merchant=${merchant}`, {
    headers: opsHeaders(),
    data,
  });
  if (!res.ok()) throw new Error(`remote ${verb} ${remote}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { value: Rollout }).value;
}

/** What the merchant runs of `remote` now. */
export async function rolloutOf(request: APIRequestContext, merchant: string, remote: RemoteName): Promise<Rollout> {
  const res = await request.get(`/ops/rollouts?merchant=${merchant}`, { headers: opsHeaders() });
  if (!res.ok()) throw new Error(`rollouts ${merchant}: ${res.status()}`);
  const { list } = ((await res.json()) as { value: { list: Rollout[] } }).value;
  return list.find((r) => r.remote === remote)!;
}

/** A visitor id (the `wl_vid` cookie's form) whose bucket for `remote` is inside a canary of `percent`, or outside it. */
export function visitorId(remote: RemoteName, percent: number, inside: boolean): string {
  for (let i = 0; ; i++) {
    const id = `e2e-visitor-${String(i).padStart(10, '0')}`;
    if (releaseBucket(id, remote) < percent === inside) return id;
  }
}

/** A new browser (its own cookies) on `site` holding visitor id `id` (null: a first visit). */
export async function visitor(browser: Browser, site: string, id: string | null): Promise<Page> {
  const page = await sitePage(browser, { baseURL: site });
  if (id) await page.context().addCookies([{ name: 'wl_vid', value: id, url: site }]);
  return page;
}

/** The mf-games version the page's lobby shows (its build's own label). */
export async function expectGamesVersion(page: Page, version: string): Promise<void> {
  await expect(page.getByTestId('games-version')).toHaveText(new RegExp(`\\b${version.replace(/\./g, '\\.')}$`));
}
