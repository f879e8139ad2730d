import { PERMISSIONS } from 'shared-contracts';
import type { Db } from '../../src/infra/db';
import { hashSecret } from '../../src/modules/operators/operator-sessions-repository';

/**
 * demo_owner's API token in every test database (the run's templates have it): /ops calls send `authorization: OPS_AUTH`, as the
 * CLI and scripts do. There is no shared operator key.
 */
export const OPS_TOKEN = 'ops_test-demo-owner-token';
export const OPS_AUTH = `Bearer ${OPS_TOKEN}`;

/** Gives demo_owner the tests' API token (OPS_TOKEN) on a seeded database: every test template has it. */
export async function addOwnerToken(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO operator_tokens (operator_id, name, token_hash, scopes, expires_at)
     SELECT id, 'tests', $1, $2::text[], now() + interval '1 day' FROM operators WHERE username = 'demo_owner'`,
    [hashSecret(OPS_TOKEN), Object.keys(PERMISSIONS)],
  );
}
