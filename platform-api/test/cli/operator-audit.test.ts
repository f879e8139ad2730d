import { formatVerdict, verifyAudit } from '../../src/cli/operator-audit';
import { OPS_TOKEN } from '../helpers/app';
import { BACKENDS, openSeededDb } from '../helpers/db';

describe('operator audit verify', () => {
  it('checks the chain on the database when no server answers, and says where it breaks', async () => {
    const { db, cleanup } = await openSeededDb(BACKENDS[0]!);
    try {
      for (const n of [1, 2, 3])
        await db.query(
          `INSERT INTO operator_audit (merchant_id, actor, action, subject_type, subject_id, before, after)
           VALUES (NULL, 'cli-test', 'test.entry', 'test', $1, NULL, NULL)`,
          [String(n)],
        );
      const deps = {
        url: 'http://127.0.0.1:9',
        token: OPS_TOKEN,
        fetch: () => Promise.reject(new Error('ECONNREFUSED')),
        openDb: async () => ({ ...db, close: async () => undefined }),
      };
      const intact = await verifyAudit(deps);
      expect(formatVerdict(intact)).toMatch(/^audit chain intact: \d+ entries checked \(via database\)$/);
      await db.exec('ALTER TABLE operator_audit DISABLE TRIGGER operator_audit_no_change');
      await db.exec("UPDATE operator_audit SET actor = 'someone else' WHERE subject_id = '2' AND actor = 'cli-test'");
      await db.exec('ALTER TABLE operator_audit ENABLE TRIGGER operator_audit_no_change');
      const broken = await verifyAudit(deps);
      expect(broken.verdict.brokenAt?.why).toBe('hash');
      expect(formatVerdict(broken)).toMatch(/^audit chain BROKEN at entry #\d+ \(id \d+\): its fields no longer match/);
    } finally {
      await cleanup();
    }
  }, 60_000);

  it('asks the running server with the operator token', async () => {
    const seen: Record<string, string>[] = [];
    const fetch = (async (_url: URL, init: RequestInit) => {
      seen.push(init.headers as Record<string, string>);
      return new Response(JSON.stringify({ success: true, value: { checked: 5, brokenAt: null } }));
    }) as unknown as typeof globalThis.fetch;
    const openDb = () => Promise.reject(new Error('not used'));
    const viaToken = await verifyAudit({ url: 'http://x', token: 'ops_abc', fetch, openDb });
    expect(formatVerdict(viaToken)).toBe('audit chain intact: 5 entries checked (via server)');
    expect(seen).toEqual([{ authorization: 'Bearer ops_abc' }]);
    await expect(verifyAudit({ url: 'http://x', token: null, fetch, openDb })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
