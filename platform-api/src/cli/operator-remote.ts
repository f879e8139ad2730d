import { isReleaseVersion, type Release, type RemoteName, type Rollout } from 'shared-contracts';
import { parseRemoteName } from '../modules/operator/operator-service';
import { authHeaders, OperatorRequestError, type OperatorDeps } from './operator-command';
import { splitArgs } from './cli-args';

/** `operator remote …` release verbs (ADR 0012 §4); `remote enable|disable` stay with operator-command. */
export type RemoteCommand =
  | { action: 'versions'; merchant: string; remote: RemoteName }
  | { action: 'pin'; merchant: string; remote: RemoteName; version: string }
  | { action: 'canary'; merchant: string; remote: RemoteName; version: string; percent: number }
  | { action: 'promote' | 'halt' | 'rollback'; merchant: string; remote: RemoteName };

/** The lines of USAGE (operator-command.ts) for these verbs, for a parse error. */
export const REMOTE_USAGE = `  operator remote versions <remote>               the remote's releases, and what the merchant runs
  operator remote pin <remote> <version>          the merchant's stable version (the canary cleared)
  operator remote canary <remote> <version> --percent N   a canary on N % (1–100) of the merchant's visitors
  operator remote promote|halt|rollback <remote>  the canary becomes stable | canary to 0 % | back to the previous stable`;

/** The verbs `remote` takes besides enable|disable. */
export const REMOTE_VERBS = ['versions', 'pin', 'canary', 'promote', 'halt', 'rollback'] as const;

/** Parses the words after `remote` (`--merchant M`, `--percent N`, as `--flag value` or `--flag=value`). */
export function parseRemoteArgs(args: readonly string[], defaultMerchant: string): RemoteCommand | { error: string } {
  const split = splitArgs(args, ['merchant', 'percent']);
  if ('error' in split) return split;
  const { flags, words } = split;
  const merchant = flags.merchant ?? defaultMerchant;
  const [verb, remoteText, version, ...rest] = words;
  const usage = { error: `usage:\n${REMOTE_USAGE}` };
  if (!verb || !(REMOTE_VERBS as readonly string[]).includes(verb)) return usage;
  const remote = remoteText ? parseRemoteName(remoteText) : null;
  if (!remote) return { error: remoteText ? `unknown remote ${remoteText}` : `${verb} needs a remote (mf-games …)` };
  if (rest.length > 0) return { error: `unexpected arguments: ${rest.join(' ')}` };
  if (flags.percent !== undefined && verb !== 'canary') return { error: '--percent is for canary only' };
  if (verb === 'pin' || verb === 'canary') {
    if (!version || !isReleaseVersion(version)) return { error: `${verb} needs a version (X.Y.Z)` };
    if (verb === 'pin') return { action: 'pin', merchant, remote, version };
    const percent = /^\d{1,3}$/.test(flags.percent ?? '') ? Number(flags.percent) : NaN;
    if (!(percent >= 1 && percent <= 100)) return { error: 'canary needs --percent N (1–100)' };
    return { action: 'canary', merchant, remote, version, percent };
  }
  if (version !== undefined) return { error: `unexpected arguments: ${version}` };
  return { action: verb as 'versions' | 'promote' | 'halt' | 'rollback', merchant, remote };
}

export type RemoteResult =
  { action: 'versions'; releases: Release[]; rollout: Rollout | null } | { action: 'change'; rollout: Rollout };

/** One call of the /ops API with the operator's token; a refusal (or no server) throws OperatorRequestError. */
async function call<T>(deps: OperatorDeps, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await deps.fetch(new URL(path, deps.url), {
      method,
      headers: { ...authHeaders(deps), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    throw new OperatorRequestError(503, 'SERVER_UNREACHABLE', `no server answered at ${deps.url} (npm start)`);
  }
  const answer = (await res.json().catch(() => null)) as {
    success?: boolean;
    value?: T;
    code?: string;
    detail?: string;
    message?: string;
  } | null;
  if (!res.ok || !answer?.success || answer.value === undefined)
    throw new OperatorRequestError(
      res.status,
      answer?.code ?? 'SERVER_ERROR',
      answer?.detail ?? answer?.message ?? `${method} ${path}: server answered ${res.status}`,
    );
  return answer.value;
}

/** Runs a release verb through the running server (/ops/releases, /ops/rollouts): rollouts need the server. */
export async function runRemoteCommand(cmd: RemoteCommand, deps: OperatorDeps): Promise<RemoteResult> {
  const merchant = encodeURIComponent(cmd.merchant);
  if (cmd.action === 'versions') {
    const { list } = await call<{ list: Release[] }>(deps, 'GET', `/ops/releases?remote=${cmd.remote}`);
    const rollouts = await call<{ list: Rollout[] }>(deps, 'GET', `/ops/rollouts?merchant=${merchant}`);
    return { action: 'versions', releases: list, rollout: rollouts.list.find((r) => r.remote === cmd.remote) ?? null };
  }
  const body =
    cmd.action === 'pin'
      ? { version: cmd.version }
      : cmd.action === 'canary'
        ? { version: cmd.version, percent: cmd.percent }
        : {};
  return {
    action: 'change',
    rollout: await call<Rollout>(deps, 'POST', `/ops/rollouts/${cmd.remote}/${cmd.action}?merchant=${merchant}`, body),
  };
}

/** One line: what the merchant runs of the remote. */
export function formatRollout(r: Rollout): string {
  const canary = !r.canary
    ? 'no canary'
    : r.canary.percent > 0
      ? `canary ${r.canary.version} on ${r.canary.percent} %`
      : `canary ${r.canary.version} HALTED (${r.haltReason ?? 'halted'})`;
  const previous = r.previousStable ? `, rollback to ${r.previousStable}` : '';
  const off = r.enabled ? '' : ' [remote disabled]';
  return `${r.merchant} ${r.remote}: stable ${r.stable ?? '(unreleased build)'}, ${canary}${previous}${off}`;
}

/** The releases of the remote (newest first, marked stable/canary for the merchant), or the rollout after a change. */
export function formatRemoteResult(r: RemoteResult): string {
  if (r.action === 'change') return formatRollout(r.rollout);
  const mark = (v: string) =>
    v === r.rollout?.stable
      ? '  stable'
      : v === r.rollout?.canary?.version
        ? `  canary ${r.rollout.canary.percent} %`
        : '';
  const lines = r.releases.map(
    (x) =>
      `  ${x.version.padEnd(20)} ${x.source.padEnd(7)} ${x.publishedAt}  ${x.publishedBy}` +
      `${x.gitCommit ? `  ${x.gitCommit.slice(0, 8)}` : ''}${mark(x.version)}`,
  );
  return [
    ...(r.rollout ? [formatRollout(r.rollout)] : []),
    r.releases.length ? 'versions, newest first:' : 'no released versions',
    ...lines,
  ].join('\n');
}
