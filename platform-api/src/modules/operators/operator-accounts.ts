import type { OperatorCreate, OperatorListRow } from 'shared-contracts';
import { hashPassword } from '../../infra/crypto/password';
import { invalidField, merchantNotFound, notFound } from '../../infra/errors/common-errors';
import type { MerchantsService } from '../merchants';
import { operatorsError } from './errors';
import type { OperatorAuditNote, OperatorPrincipal } from './operators-service';
import type { OperatorsRepository } from './operators-repository';

export interface OperatorAccountsDeps {
  operators: OperatorsRepository;
  merchants: Pick<MerchantsService, 'findById' | 'findByCode'>;
  audit: (e: OperatorAuditNote) => Promise<void>;
}

type Client = { ip: string };

/**
 * Operator accounts as an admin manages them (permission `operators.manage`): the platform's owner manages every
 * account; a merchant's admin, the accounts that work only for its merchants, never an owner. Every change is audited.
 */
export function createOperatorAccounts(deps: OperatorAccountsDeps) {
  const { operators } = deps;
  const codeOf = async (id: number) => (await deps.merchants.findById(id))?.code ?? String(id);
  /** Whether `actor` may manage an account working for `merchantIds` with `role`. */
  const manages = (actor: OperatorPrincipal, role: string, merchantIds: number[]) =>
    actor.role === 'owner' ||
    (role !== 'owner' && merchantIds.length > 0 && merchantIds.every((m) => actor.merchantIds.includes(m)));

  const note = (actor: OperatorPrincipal, action: string, targetId: number, client: Client, after: unknown) =>
    deps.audit({
      merchantId: null,
      actor: actor.username,
      operatorId: actor.operatorId,
      role: actor.role,
      ip: client.ip,
      action: `operator.${action}`,
      subjectType: 'operator',
      subjectId: String(targetId),
      before: null,
      after,
    });

  async function target(actor: OperatorPrincipal, id: number) {
    const o = await operators.findById(id);
    if (!o || !manages(actor, o.role, await operators.merchantIdsOf(id))) throw notFound(`operator ${id}`);
    if (o.id === actor.operatorId) throw operatorsError('FORBIDDEN', { detail: 'not your own account' });
    return o;
  }

  return {
    /** The accounts `actor` manages, with their state. */
    async list(actor: OperatorPrincipal): Promise<OperatorListRow[]> {
      const all = (await operators.listAll()).filter((o) => manages(actor, o.role, o.merchantIds));
      return Promise.all(
        all.map(async (o) => ({
          id: o.id,
          username: o.username,
          role: o.role,
          merchants: await Promise.all(o.merchantIds.map(codeOf)),
          totpEnrolled: o.totpEnrolled,
          locked: o.lockedUntil !== null,
          disabled: o.disabled,
        })),
      );
    },

    /** A new account; it enrols its authenticator at its first sign-in. */
    async create(actor: OperatorPrincipal, input: OperatorCreate, client: Client): Promise<number> {
      const merchantIds: number[] = [];
      for (const code of input.merchants) {
        const m = await deps.merchants.findByCode(code);
        if (!m) throw merchantNotFound();
        merchantIds.push(m.id);
      }
      if (input.role === 'owner' ? merchantIds.length > 0 : merchantIds.length === 0)
        throw invalidField(
          'merchants',
          input.role === 'owner' ? 'an owner works for every merchant' : 'name its merchants',
        );
      if (!manages(actor, input.role, merchantIds)) throw operatorsError('FORBIDDEN');
      if (await operators.findByUsername(input.username)) throw operatorsError('OPERATOR_USERNAME_TAKEN');
      const id = await operators.create({
        username: input.username,
        passwordHash: await hashPassword(input.password),
        role: input.role,
        merchantIds,
      });
      await note(actor, 'create', id, client, {
        username: input.username,
        role: input.role,
        merchants: input.merchants,
      });
      return id;
    },

    async setDisabled(actor: OperatorPrincipal, id: number, disabled: boolean, client: Client): Promise<void> {
      const o = await target(actor, id);
      await operators.setDisabled(o.id, disabled);
      await note(actor, disabled ? 'disable' : 'enable', o.id, client, { username: o.username });
    },

    async resetSecondFactor(actor: OperatorPrincipal, id: number, client: Client): Promise<void> {
      const o = await target(actor, id);
      await operators.resetSecondFactor(o.id);
      await note(actor, 'reset-2fa', o.id, client, { username: o.username });
    },
  };
}
export type OperatorAccounts = ReturnType<typeof createOperatorAccounts>;
