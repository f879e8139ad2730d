// The PostgreSQL side of bench:wallet (wallet.mjs): pgbench's tpcb-like run on the same server (the yardstick of what
// the disk and the server commit per second) and the ledger's invariants after the load (tools/chaos/invariants.mjs).
import { spawn } from 'node:child_process';
import { balancedPostings, balancesAreSums, keysOnce, noNegativeMember } from '../../tools/chaos/invariants.mjs';
import { dropDatabase, ensureDatabase } from '../../tools/cluster/cluster.mjs';

const exec = (cmd, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} exited ${code}:\n${out}`))));
  });

/**
 * pgbench tpcb-like (its default script: three UPDATEs, a SELECT and an INSERT per transaction) on a fresh
 * `database` at scale `scale`, `clients` clients on `threads` threads for `seconds`, prepared statements, under
 * the server's own settings (synchronous_commit included). Resolves `{ tps, latencyMs, transactions }`.
 */
export async function pgbench({ adminUrl, database, seconds, clients = 16, threads = 2, scale = 10 }) {
  await dropDatabase(adminUrl, database);
  const url = await ensureDatabase(adminUrl, database);
  await exec('pgbench', ['-i', '-q', '-s', String(scale), url]);
  const out = await exec('pgbench', [
    '-c',
    String(clients),
    '-j',
    String(threads),
    '-T',
    String(seconds),
    '-M',
    'prepared',
    url,
  ]);
  await dropDatabase(adminUrl, database);
  const tps = out.match(/^tps = ([\d.]+)/m);
  if (!tps) throw new Error(`no "tps = " line in pgbench's output:\n${out}`);
  return {
    tps: Number(tps[1]),
    latencyMs: Number(out.match(/^latency average = ([\d.]+) ms/m)?.[1] ?? NaN),
    transactions: Number(out.match(/^number of transactions actually processed: (\d+)/m)?.[1] ?? NaN),
  };
}

/** The ledger after the load: postings balanced, no member below zero, balances the sums of entries, ids once. */
export async function ledgerChecks(pool) {
  return [
    await balancedPostings(pool),
    await noNegativeMember(pool),
    await keysOnce(pool),
    await balancesAreSums(pool),
  ];
}
