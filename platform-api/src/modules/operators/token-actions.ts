import { can, type OperatorTokenCreate } from 'shared-contracts';
import { operatorsError } from './errors';
import type { OperatorTokenRow, OperatorTokensRepository } from './operator-tokens-repository';
import type { OperatorRow } from './operators-repository';
import type { Client, OperatorPrincipal } from './principal';

/** Writes an audit entry about an operator's own account (the operators service's `note`). */
type Note = (
  o: Pick<OperatorRow, 'id' | 'username' | 'role'>,
  action: string,
  client: Client,
  after?: unknown,
) => Promise<void>;

/** The signed-in operator's API tokens (ADR 0011): made (shown once) within the role's permissions, listed, revoked; audited. */
export function tokenActions(tokens: OperatorTokensRepository, note: Note) {
  return {
    /** A new API token of the operator (shown once); every scope must be a permission of the operator's role. */
    async createToken(
      p: OperatorPrincipal,
      input: OperatorTokenCreate,
      client: Client,
    ): Promise<{ token: string; row: OperatorTokenRow }> {
      const beyond = input.scopes.filter((s) => !can(p.role, s));
      if (beyond.length > 0)
        throw operatorsError('FORBIDDEN', { detail: `not permitted to ${p.role}: ${beyond.join(', ')}` });
      const made = await tokens.create({
        operatorId: p.operatorId,
        name: input.name.trim(),
        scopes: input.scopes,
        days: input.days ?? 90,
      });
      await note({ id: p.operatorId, username: p.username, role: p.role }, 'token-create', client, {
        token: made.row.id,
        name: made.row.name,
        scopes: made.row.scopes,
        expiresAt: made.row.expiresAt,
      });
      return made;
    },

    listTokens: (p: OperatorPrincipal) => tokens.list(p.operatorId),

    async revokeToken(p: OperatorPrincipal, id: number, client: Client): Promise<boolean> {
      const done = await tokens.revoke(id, p.operatorId);
      if (done)
        await note({ id: p.operatorId, username: p.username, role: p.role }, 'token-revoke', client, { token: id });
      return done;
    },
  };
}
