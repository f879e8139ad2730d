import { formatRuns, listRuns } from '../../src/cli/operator-jobs';
import { OPS_TOKEN } from '../helpers/app';
import { BACKENDS, openSeededDb } from '../helpers/db';

describe('operator jobs', () => {
  it('reads the runs from the database when no server answers, and prints one line a run', async () => {
    const { db, cleanup } = await openSeededDb(BACKENDS[0]!);
    await db.query(
      `INSERT INTO job_runs (name, period, job_id, attempt, status, process, error)
       VALUES ('housekeeping', '2026-11-24T10:00:00.000Z', '00000000-0000-8000-8000-00000000000c', 2, 'failed', 'host:1', 'boom')`,
    );
    const result = await listRuns({
      url: 'http://127.0.0.1:9',
      token: OPS_TOKEN,
      fetch: () => Promise.reject(new Error('ECONNREFUSED')),
      openDb: async () => ({ ...db, close: async () => undefined }),
    });
    expect(result.via).toBe('database');
    const text = formatRuns(result);
    expect(text).toContain('housekeeping');
    expect(text).toMatch(/#2 failed\s+host:1\s+boom/);
    await cleanup();
  }, 60_000);

  it('says so when nothing ran yet', () => {
    expect(formatRuns({ via: 'server', runs: [] })).toBe('no job runs recorded yet (via server)');
  });
});
