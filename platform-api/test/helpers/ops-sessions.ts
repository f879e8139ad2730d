import { createOperatorSessionsRepository } from '../../src/modules/operators/operator-sessions-repository';
import type { TestApp } from './app';

/** Headers of an open session (cookie and CSRF token) of each seeded operator named, by username. */
export async function operatorHeaders(t: TestApp, usernames: readonly string[]) {
  const repo = createOperatorSessionsRepository(t.db);
  const as: Record<string, Record<string, string>> = {};
  for (const username of usernames) {
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM operators WHERE username = $1', [username]);
    const s = await repo.create({ operatorId: rows[0]!.id, stage: 'open', ip: '127.0.0.1', userAgent: 'test' });
    as[username] = { cookie: `ops_session=${s.token}`, 'x-csrf-token': s.csrfToken! };
  }
  return as;
}
