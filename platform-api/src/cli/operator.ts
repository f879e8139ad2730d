import { loadConfig } from '../infra/config';
import { readKeyFile } from '../infra/crypto/key-file';
import { openDb } from '../infra/db';
import { prepareDatabase } from '../prepare-database';
import { formatSummary, parseOperatorArgs, runOperatorCommand, USAGE, type OperatorDeps } from './operator-command';
import { formatRuns, listRuns } from './operator-jobs';
import { formatVerdict, verifyAudit } from './operator-audit';
import { formatDeposits, parseDepositArgs, runDepositCommand } from './operator-deposits';
import { formatWithdrawals, parseWithdrawalArgs, runWithdrawalCommand } from './operator-withdrawals';
import { formatRemoteResult, parseRemoteArgs, REMOTE_VERBS, runRemoteCommand } from './operator-remote';

/** `npm run operator -- …`: operator actions through the running server, or on the database directly. */
async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const config = loadConfig();
  const url = process.env.OPERATOR_URL ?? 'http://127.0.0.1:8080';
  const deps: OperatorDeps = {
    url,
    token: process.env.OPERATOR_TOKEN || readKeyFile(config.operatorTokenFile),
    fetch: globalThis.fetch,
    openDb: async () => {
      const db = await openDb(config);
      await prepareDatabase(db, config.merchantCode);
      return db;
    },
  };
  if (argv[0] === 'jobs' && argv.length === 1) {
    process.stdout.write(`${formatRuns(await listRuns(deps))}\n`);
    return 0;
  }
  if (argv[0] === 'audit' && argv[1] === 'verify' && argv.length === 2) {
    const result = await verifyAudit(deps);
    process.stdout.write(`${formatVerdict(result)}\n`);
    return result.verdict.brokenAt ? 1 : 0;
  }
  if (argv[0] === 'deposits') {
    const dep = parseDepositArgs(argv.slice(1), config.merchantCode);
    if ('error' in dep) {
      process.stderr.write(`${dep.error}\n`);
      return 2;
    }
    try {
      process.stdout.write(`${formatDeposits(await runDepositCommand(dep, deps), url)}\n`);
      return 0;
    } catch (err) {
      const e = err as { code?: string; message?: string; extra?: { detail?: string } };
      process.stderr.write(`operator: ${e.code ? `${e.code}: ` : ''}${e.extra?.detail ?? e.message ?? String(err)}\n`);
      return 1;
    }
  }
  if (argv[0] === 'withdrawals') {
    const w = parseWithdrawalArgs(argv.slice(1), config.merchantCode);
    if ('error' in w) {
      process.stderr.write(`${w.error}\n`);
      return 2;
    }
    try {
      process.stdout.write(`${formatWithdrawals(await runWithdrawalCommand(w, deps), url)}\n`);
      return 0;
    } catch (err) {
      const e = err as { code?: string; message?: string; extra?: { detail?: string } };
      process.stderr.write(`operator: ${e.code ? `${e.code}: ` : ''}${e.extra?.detail ?? e.message ?? String(err)}\n`);
      return 1;
    }
  }
  if (argv[0] === 'remote' && (REMOTE_VERBS as readonly string[]).includes(argv[1] ?? '')) {
    const r = parseRemoteArgs(argv.slice(1), config.merchantCode);
    if ('error' in r) {
      process.stderr.write(`${r.error}\n`);
      return 2;
    }
    try {
      process.stdout.write(`${formatRemoteResult(await runRemoteCommand(r, deps))}\n`);
      return 0;
    } catch (err) {
      const e = err as { code?: string; message?: string };
      process.stderr.write(`operator: ${e.code ? `${e.code}: ` : ''}${e.message ?? String(err)}\n`);
      return 1;
    }
  }
  const cmd = parseOperatorArgs(argv, config.merchantCode);
  if ('error' in cmd) {
    process.stderr.write(`${cmd.error}\n${USAGE}\n`);
    return 2;
  }
  try {
    const result = await runOperatorCommand(cmd, deps);
    process.stdout.write(`${formatSummary(result, url)}\n`);
    return 0;
  } catch (err) {
    const e = err as { code?: string; message?: string; extra?: { detail?: string } };
    process.stderr.write(`operator: ${e.code ? `${e.code}: ` : ''}${e.extra?.detail ?? e.message ?? String(err)}\n`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`operator: ${String(err)}\n`);
    process.exit(1);
  },
);
