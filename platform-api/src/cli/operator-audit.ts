import type { Db } from '../infra/db';
import { createOperatorAuditRepository, type AuditVerdict } from '../modules/operator/operator-audit-repository';
import { offlineActor } from './offline-actor';
import { authHeaders, OperatorRequestError, tokenOf, type OperatorDeps } from './operator-command';

/** `operator audit verify`: the hash chain's check, by the running server (GET /ops/audit/verify) or on the database. */
export async function verifyAudit(deps: OperatorDeps): Promise<{ via: 'server' | 'database'; verdict: AuditVerdict }> {
  const headers = authHeaders(deps);
  let res: Response | null = null;
  try {
    res = await deps.fetch(new URL('/ops/audit/verify', deps.url), {
      headers,
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    res = null; // nothing listening: check the database
  }
  if (res) {
    const body = (await res.json().catch(() => null)) as { value?: AuditVerdict; code?: string } | null;
    if (!res.ok || !body?.value)
      throw new OperatorRequestError(res.status, body?.code ?? 'SERVER_ERROR', 'GET /ops/audit/verify failed');
    return { via: 'server', verdict: body.value };
  }
  const db: Db = await deps.openDb();
  try {
    await offlineActor(db, tokenOf(deps), 'audit.read');
    return { via: 'database', verdict: await createOperatorAuditRepository(db).verify() };
  } finally {
    await db.close();
  }
}

export function formatVerdict({ via, verdict }: { via: string; verdict: AuditVerdict }): string {
  if (!verdict.brokenAt) return `audit chain intact: ${verdict.checked} entries checked (via ${via})`;
  const b = verdict.brokenAt;
  const what = {
    hash: 'its fields no longer match its hash',
    link: 'it does not follow the entry before',
    gap: 'entries are missing before it',
  }[b.why];
  return `audit chain BROKEN at entry #${b.seq} (id ${b.id}): ${what} (${verdict.checked} entries, via ${via})`;
}
