import type { Db } from '../infra/db';
import { parseRemoteName, type MerchantSummary, type SocialProviderPatch } from '../modules/operator/operator-service';
import { offlineActor } from './offline-actor';
import { offlineOperatorService } from './offline-operator';
import { formatTheme, parseThemeArgs, THEME_USAGE, type ThemeCommand } from './operator-theme';
import { OperatorRequestError } from './operator-request-error';

export { OperatorRequestError } from './operator-request-error';

export type OperatorCommand =
  | { action: 'show'; merchant: string }
  | { action: 'remote'; merchant: string; remote: string; enabled: boolean }
  | { action: 'maintenance' | 'region-restriction'; merchant: string; on: boolean }
  | { action: 'social'; merchant: string; provider: string; patch: SocialProviderPatch }
  | ThemeCommand;

export const USAGE = `usage: operator <command> [--merchant CODE]
  operator remote enable|disable <mf-games|mf_games …>
  operator remote versions <remote>               the remote's releases, and what the merchant runs
  operator remote pin <remote> <version>          the merchant's stable version (the canary cleared)
  operator remote canary <remote> <version> --percent N   a canary on N % (1–100) of the merchant's visitors
  operator remote promote|halt|rollback <remote>  the canary becomes stable | canary to 0 % | back to the previous stable
  operator maintenance on|off
  operator region-restriction on|off
  operator social set google|facebook [--issuer URL] [--client-id ID] [--client-secret SECRET | --client-secret-env VAR]
                   [--scopes "openid email profile"] [--authorization-endpoint URL] [--token-endpoint URL]
                   [--userinfo-endpoint URL] [--jwks-uri URL]
  operator social enable|disable google|facebook
${THEME_USAGE}
  operator show
  operator jobs                       the newest job runs (housekeeping …)
  operator audit verify               checks the operator audit's hash chain (exit 1 when broken)
  operator deposits list [--status PENDING|CREDITED|FAILED|REJECTED|EXPIRED]
  operator deposits approve <id>
  operator deposits reject <id> --reason "why"
  operator withdrawals list [--status PENDING|PAID|REJECTED|RECEIVED|DISPUTED]
  operator withdrawals approve <id>
  operator withdrawals reject <id> --reason "why"
Every command acts as the operator whose API token OPERATOR_TOKEN holds (npm start writes demo_owner's to
.data/operator-token in development; OPERATOR_TOKEN_FILE names another file).`;

/** `operator social set` options and the patch field each sets. */
const SOCIAL_FLAGS: Readonly<Record<string, keyof SocialProviderPatch>> = {
  '--issuer': 'issuer',
  '--authorization-endpoint': 'authorizationEndpoint',
  '--token-endpoint': 'tokenEndpoint',
  '--userinfo-endpoint': 'userinfoEndpoint',
  '--jwks-uri': 'jwksUri',
  '--client-id': 'clientId',
  '--client-secret': 'clientSecret',
  '--scopes': 'scopes',
};

/** `social set|enable|disable <provider> [--flag value | --flag=value …]`; `--client-secret-env VAR` reads the secret from the environment (keeps it out of the shell history). */
function parseSocialArgs(
  args: readonly string[],
  merchant: string,
  env: NodeJS.ProcessEnv,
): OperatorCommand | { error: string } {
  const [verb, provider, ...rest] = args;
  if (!provider || (verb !== 'set' && verb !== 'enable' && verb !== 'disable')) {
    return { error: 'usage: operator social set|enable|disable google|facebook [options]' };
  }
  if (verb !== 'set') {
    if (rest.length > 0) return { error: `unexpected arguments: ${rest.join(' ')}` };
    return { action: 'social', merchant, provider, patch: { enabled: verb === 'enable' } };
  }
  const patch: SocialProviderPatch = {};
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i] ?? '';
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const value = eq > 0 ? arg.slice(eq + 1) : rest[(i += 1)];
    if (value === undefined) return { error: `${flag} needs a value` };
    if (flag === '--client-secret-env') {
      const secret = env[value];
      if (!secret) return { error: `environment variable ${value} is not set` };
      patch.clientSecret = secret;
      continue;
    }
    const field = SOCIAL_FLAGS[flag];
    if (!field) return { error: `unknown option for social set: ${flag}` };
    (patch as Record<string, string>)[field] = value;
  }
  return { action: 'social', merchant, provider, patch };
}

const onOff = (v: string | undefined): boolean | null => (v === 'on' ? true : v === 'off' ? false : null);

/** Parses the CLI arguments; returns an error message for anything it does not understand. */
export function parseOperatorArgs(
  argv: readonly string[],
  defaultMerchant: string,
  env: NodeJS.ProcessEnv = process.env,
): OperatorCommand | { error: string } {
  const args = [...argv];
  let merchant = defaultMerchant;
  const i = args.findIndex((a) => a === '--merchant' || a.startsWith('--merchant='));
  if (i >= 0) {
    const [flag] = args.splice(i, 1);
    const value = flag?.includes('=') ? flag.split('=')[1] : args.splice(i, 1)[0];
    if (!value) return { error: '--merchant needs a code' };
    merchant = value;
  }
  if (args[0] === 'social') return parseSocialArgs(args.slice(1), merchant, env);
  if (args[0] === 'theme') return parseThemeArgs(args.slice(1));
  const [cmd, a, b, ...rest] = args;
  if (rest.length > 0) return { error: `unexpected arguments: ${rest.join(' ')}` };
  if (cmd === 'show' && a === undefined) return { action: 'show', merchant };
  if (cmd === 'remote' && (a === 'enable' || a === 'disable') && b && parseRemoteName(b)) {
    return { action: 'remote', merchant, remote: b, enabled: a === 'enable' };
  }
  if ((cmd === 'maintenance' || cmd === 'region-restriction') && onOff(a) !== null && b === undefined) {
    return { action: cmd, merchant, on: onOff(a) as boolean };
  }
  return { error: cmd ? `cannot understand: ${argv.join(' ')}` : 'no command given' };
}

/** The /ops request that performs a command on the running server. */
export function operatorRequest(cmd: OperatorCommand): { method: 'GET' | 'POST'; path: string; body?: unknown } {
  const base = `/ops/merchants/${encodeURIComponent(cmd.merchant)}`;
  switch (cmd.action) {
    case 'show':
      return { method: 'GET', path: base };
    case 'remote':
      return {
        method: 'POST',
        path: `${base}/remotes/${encodeURIComponent(cmd.remote)}`,
        body: { enabled: cmd.enabled },
      };
    case 'social':
      return { method: 'POST', path: `${base}/social/${encodeURIComponent(cmd.provider)}`, body: cmd.patch };
    case 'theme':
      return { method: 'POST', path: `${base}/theme`, body: cmd.patch };
    default:
      return { method: 'POST', path: `${base}/${cmd.action}`, body: { on: cmd.on } };
  }
}

/** Applies a command straight to the database (when no server answers). */
export async function applyToDatabase(db: Db, cmd: OperatorCommand): Promise<MerchantSummary> {
  const ops = offlineOperatorService(db);
  switch (cmd.action) {
    case 'show':
      return ops.show(cmd.merchant);
    case 'remote':
      return ops.setRemote(cmd.merchant, cmd.remote, cmd.enabled);
    case 'social':
      return ops.setSocial(cmd.merchant, cmd.provider, cmd.patch);
    case 'theme':
      return ops.setTheme(cmd.merchant, cmd.patch);
    case 'maintenance':
      return ops.setFlag(cmd.merchant, 'maintenance', cmd.on);
    default:
      return ops.setFlag(cmd.merchant, 'region_restriction', cmd.on);
  }
}

export interface OperatorDeps {
  url: string;
  /**
   * The operator's API token (OPERATOR_TOKEN, or the file `npm start` writes for demo_owner in development): the
   * command acts as that operator, through the server or, when none answers, on the database.
   */
  token: string | null;
  fetch: typeof fetch;
  /** Opens (and prepares) the database for the offline path. */
  openDb: () => Promise<Db>;
}

/** The command's operator token, or a clear refusal when there is none. */
export function tokenOf(deps: Pick<OperatorDeps, 'token'>): string {
  if (!deps.token)
    throw new OperatorRequestError(
      401,
      'UNAUTHORIZED',
      'no operator token: set OPERATOR_TOKEN (make one in the console, My account → API tokens)',
    );
  return deps.token;
}

/** How the command authenticates to the server: the operator's API token. */
export const authHeaders = (deps: Pick<OperatorDeps, 'token'>): Record<string, string> => ({
  authorization: `Bearer ${tokenOf(deps)}`,
});

export type OperatorResult = { via: 'server' | 'database'; summary: MerchantSummary };

/** Runs a command through the running server, or directly on the database when none answers. */
export async function runOperatorCommand(cmd: OperatorCommand, deps: OperatorDeps): Promise<OperatorResult> {
  const req = operatorRequest(cmd);
  const auth = authHeaders(deps);
  let res: Response | null = null;
  try {
    res = await deps.fetch(new URL(req.path, deps.url), {
      method: req.method,
      headers: { ...auth, ...(req.body ? { 'content-type': 'application/json' } : {}) },
      body: req.body ? JSON.stringify(req.body) : undefined,
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    res = null; // nothing listening: fall through to the database
  }
  if (res) {
    const body = (await res.json().catch(() => null)) as {
      success?: boolean;
      value?: MerchantSummary;
      message?: string;
      code?: string;
      detail?: string;
    } | null;
    if (!res.ok || !body?.success || !body.value) {
      throw new OperatorRequestError(
        res.status,
        body?.code ?? 'SERVER_ERROR',
        body?.detail ?? body?.message ?? `server answered ${res.status}`,
      );
    }
    return { via: 'server', summary: body.value };
  }
  const db = await deps.openDb();
  try {
    await offlineActor(db, tokenOf(deps), cmd.action === 'show' ? 'merchants.read' : 'merchants.configure');
    return { via: 'database', summary: await applyToDatabase(db, cmd) };
  } finally {
    await db.close();
  }
}

/** Human-readable summary of a merchant after a command. */
export function formatSummary(r: OperatorResult, url: string): string {
  const s = r.summary;
  const flag = (on: boolean) => (on ? 'ON' : 'off');
  return [
    `merchant ${s.code} (${s.name}) — via ${r.via === 'server' ? `server ${url}` : 'database (no server answered)'}`,
    `  maintenance:        ${flag(s.maintenance)}`,
    `  region restriction: ${flag(s.regionRestriction)}`,
    '  remotes:',
    ...s.remotes.map((x) => `    ${x.name.padEnd(11)} ${x.enabled ? 'enabled ' : 'DISABLED'}  ${x.entry}`),
    ...formatTheme(s.theme),
    '  social sign-in:',
    ...(s.social ?? []).map((x) => {
      const where = x.issuer ?? x.authorizationEndpoint ?? '-';
      const state = x.active ? 'ON  ' : x.enabled ? 'on, not offered' : 'off ';
      const client = x.clientId ? `client ${x.clientId}, secret ${x.clientSecretSet ? 'set' : 'MISSING'}` : 'no client';
      return `    ${x.provider.padEnd(11)} ${state}  ${where}  ${client}  scopes "${x.scopes}"`;
    }),
  ].join('\n');
}
