import { can, type Permission } from 'shared-contracts';
import type { Db } from '../infra/db';
import type { AuditWho } from '../modules/operator';
import { createOperatorTokensRepository } from '../modules/operators/operator-tokens-repository';
import { createOperatorsRepository } from '../modules/operators/operators-repository';
import { OperatorRequestError } from './operator-request-error';

/**
 * The operator an offline command (no server answered) acts as: the owner of the API token, checked on the database
 * as the server would (live token, enabled operator, the role and the token's scopes holding `permission`). The
 * command's audit entries name that operator.
 */
export async function offlineActor(db: Db, token: string, permission: Permission): Promise<AuditWho> {
  const held = await createOperatorTokensRepository(db).use(token);
  const o = held ? await createOperatorsRepository(db).findById(held.operatorId) : null;
  if (!held || !o || o.disabled)
    throw new OperatorRequestError(
      401,
      'OPERATOR_SESSION_REQUIRED',
      'the operator token is unknown, expired or revoked',
    );
  if (!can(o.role, permission) || !held.scopes.includes(permission))
    throw new OperatorRequestError(403, 'FORBIDDEN', `${o.username}'s token does not hold ${permission}`);
  return { actor: o.username, operatorId: o.id, role: o.role, ip: null };
}
