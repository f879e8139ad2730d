import { permissionsOf, type OperatorMe, type OperatorRole, type OperatorSecondStep } from 'shared-contracts';
import { hashPassword, verifyPassword } from '../../infra/crypto/password';
import { openSecret, sealSecret } from '../../infra/crypto/secret-box';
import type { Db } from '../../infra/db';
import type { MerchantsService } from '../merchants';
import { operatorsError } from './errors';
import {
  hashSecret,
  type OperatorSessionListRow,
  type OperatorSessionsRepository,
} from './operator-sessions-repository';
import type { OperatorPasskeysRepository } from './operator-passkeys-repository';
import type { OperatorTokensRepository } from './operator-tokens-repository';
import type { OperatorRow, OperatorsRepository } from './operators-repository';
import { newRecoveryCodes, newTotpSecret, totpStep, totpUri } from '../../infra/crypto/totp';
import { passkeyActions } from './passkey-actions';
import { tokenActions } from './token-actions';
import type { Client, OperatorPrincipal } from './principal';

export type { Client, OperatorPrincipal } from './principal';

/** An entry of the operator audit about an operator's own account (the operator module's AuditEntry). */
export interface OperatorAuditNote {
  merchantId: null;
  actor: string;
  operatorId: number;
  role: OperatorRole;
  ip: string;
  action: string;
  subjectType: 'operator';
  subjectId: string;
  before: null;
  after: unknown;
}

export interface OperatorsDeps {
  db: Db;
  operators: OperatorsRepository;
  sessions: OperatorSessionsRepository;
  tokens: OperatorTokensRepository;
  passkeys: OperatorPasskeysRepository;
  /** The key that seals TOTP secrets (config.secretsKey or its file). */
  secretsKey: string;
  merchants: Pick<MerchantsService, 'findById' | 'list'>;
  /** Writes an entry of the operator audit (sign-ins, failures, locks, sign-outs): the operator module's `audit`. */
  audit: (e: OperatorAuditNote) => Promise<void>;
}

/** Known to no operator: a sign-in of an unknown username costs one scrypt too. */
const NOBODY = hashPassword('not an operator password');
/** The client of a request, as sessions and the audit keep it. */
export const clientOf = (request: { ip: string; headers: { 'user-agent'?: string } }): Client => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/** Operator accounts, the two-step sign-in and sessions (ADR 0011). */
export function createOperatorsService(deps: OperatorsDeps) {
  const { db, operators, sessions, tokens, passkeys, secretsKey } = deps;

  /** The principal of operator `operatorId`, if its account is usable. */
  async function principal(
    operatorId: number,
    via: Pick<OperatorPrincipal, 'sessionId' | 'csrfHash' | 'scopes'>,
  ): Promise<OperatorPrincipal | null> {
    const o = await operators.findById(operatorId);
    if (!o || o.disabled) return null;
    const merchants = await merchantsOf(o);
    return {
      operatorId: o.id,
      username: o.username,
      role: o.role,
      merchantIds: merchants.map((m) => m.id),
      merchantCodes: merchants.map((m) => m.code),
      ...via,
    };
  }

  const locked = (until: Date) => operatorsError('OPERATOR_LOCKED', { until: until.toISOString() });

  /** The merchants an operator works for, by id and code (none for a platform owner). */
  async function merchantsOf(o: OperatorRow): Promise<{ id: number; code: string }[]> {
    if (o.role === 'owner') return [];
    const ids = await operators.merchantIdsOf(o.id);
    const found = await Promise.all(ids.map((id) => deps.merchants.findById(id)));
    return found.flatMap((m) => (m ? [{ id: m.id, code: m.code }] : []));
  }

  async function me(o: OperatorRow): Promise<OperatorMe> {
    const merchants = await merchantsOf(o);
    return {
      id: o.id,
      username: o.username,
      role: o.role,
      merchants: merchants.map((m) => m.code),
      scope: o.role === 'owner' ? (await deps.merchants.list()).map((m) => m.code) : merchants.map((m) => m.code),
      permissions: permissionsOf(o.role),
    };
  }

  /** An audit entry about operator `o`'s own account (sign-in, failure, lock, sign-out). */
  const note = (
    o: Pick<OperatorRow, 'id' | 'username' | 'role'>,
    action: string,
    client: Client,
    after: unknown = null,
  ) =>
    deps.audit({
      merchantId: null,
      actor: o.username,
      operatorId: o.id,
      role: o.role,
      ip: client.ip,
      action: `operator.${action}`,
      subjectType: 'operator',
      subjectId: String(o.id),
      before: null,
      after,
    });

  /** A failure of the operator's: counted, audited, and answered as `error` (or as the lock it caused). */
  async function fail(o: OperatorRow, error: ReturnType<typeof operatorsError>, client: Client): Promise<never> {
    const until = await operators.recordFailure(o.id);
    await note(o, until ? 'locked' : 'sign-in-failed', client, { code: error.code, until });
    throw until ? locked(until) : error;
  }

  /** The second factor passed (`via`): the pending session is spent, an open one (new token, CSRF token) made. */
  async function open(o: OperatorRow, pendingId: number, client: Client, via: string) {
    await operators.clearFailures(o.id);
    await sessions.revoke(pendingId, o.id);
    const opened = await sessions.create({ operatorId: o.id, stage: 'open', ...client });
    await note(o, 'sign-in', client, { session: opened.id, with: via });
    return { token: opened.token, csrfToken: opened.csrfToken!, operator: await me(o) };
  }

  return {
    /** The usernames of the enabled operators of `roles` who work for the merchant (an owner works for all). */
    async holders(merchantId: number, roles: readonly OperatorRole[]): Promise<string[]> {
      return (await operators.listAll())
        .filter((o) => !o.disabled && roles.includes(o.role))
        .filter((o) => o.role === 'owner' || o.merchantIds.includes(merchantId))
        .map((o) => o.username);
    },
    /** Lets a non-owner operator work for a merchant it opened (in the opening's `tx`; an owner works for all). */
    async grantMerchant(o: { operatorId: number; role: OperatorRole }, merchantId: number, tx: Db): Promise<void> {
      if (o.role !== 'owner') await operators.grantMerchant(o.operatorId, merchantId, tx);
    },
    /** Creates an operator (the seed, the CLI); `totpSecret` enrols it at once (demo operators). */
    async create(o: {
      username: string;
      password: string;
      role: OperatorRole;
      merchantIds: number[];
      totpSecret?: string;
    }): Promise<number> {
      return operators.create({
        username: o.username,
        passwordHash: await hashPassword(o.password),
        role: o.role,
        merchantIds: o.role === 'owner' ? [] : o.merchantIds,
        ...(o.totpSecret ? { totpSecretEnc: sealSecret(secretsKey, o.totpSecret) } : {}),
      });
    },

    /**
     * Enrols the demo operators' published authenticator secrets (development only: server.ts outside production,
     * and tests), leaving any operator who enrolled one of their own as they are.
     */
    async enrolDemo(list: readonly { username: string; totpSecret: string }[]): Promise<void> {
      for (const o of list) await operators.enrolIfNone(o.username, sealSecret(secretsKey, o.totpSecret));
    },

    /**
     * The password step: a pending session (its token goes in a cookie) and the second factor to give. An operator
     * without an enrolled authenticator gets a new secret and recovery codes to enrol with.
     */
    async signIn(
      input: { username: string; password: string },
      client: Client,
    ): Promise<{ pendingToken: string; next: OperatorSecondStep }> {
      const o = await operators.findByUsername(input.username);
      const good = await verifyPassword(input.password, o?.passwordHash ?? (await NOBODY));
      if (!o || o.disabled) throw operatorsError('OPERATOR_BAD_CREDENTIALS');
      if (o.lockedUntil) throw locked(o.lockedUntil);
      if (!good) return fail(o, operatorsError('OPERATOR_BAD_CREDENTIALS'), client);
      const pending = await sessions.create({ operatorId: o.id, stage: 'pending', ...client });
      if (o.totpEnrolled)
        return {
          pendingToken: pending.token,
          next: (await passkeys.hasAny(o.id)) ? { step: 'totp', passkey: true } : { step: 'totp' },
        };
      const secret = newTotpSecret();
      const recoveryCodes = newRecoveryCodes();
      await db.transaction((tx) =>
        operators.startEnrolment(o.id, sealSecret(secretsKey, secret), recoveryCodes.map(hashSecret), tx),
      );
      return {
        pendingToken: pending.token,
        next: { step: 'enrol', secret, otpauthUri: totpUri(secret, o.username, 'Back office'), recoveryCodes },
      };
    },

    /**
     * The second step: an authenticator code (once per 30-second step) or a recovery code (once) turns the pending
     * session into an open one (a new token: the pending one is spent) with its CSRF token.
     */
    async secondStep(
      pendingToken: string,
      input: { code: string } | { recoveryCode: string },
      client: Client,
      now = Date.now(),
    ): Promise<{ token: string; csrfToken: string; operator: OperatorMe }> {
      const pending = await sessions.touch(pendingToken, 'pending');
      if (!pending) throw operatorsError('OPERATOR_SESSION_REQUIRED');
      const o = await operators.findById(pending.operatorId);
      if (!o || o.disabled || !o.totpSecretEnc) throw operatorsError('OPERATOR_SESSION_REQUIRED');
      if (o.lockedUntil) throw locked(o.lockedUntil);
      if ('code' in input) {
        const step = totpStep(openSecret(secretsKey, o.totpSecretEnc), input.code, now);
        if (step === null || !(await operators.takeTotpStep(o.id, step)))
          return fail(o, operatorsError('TOTP_INVALID'), client);
      } else if (!o.totpEnrolled || !(await operators.useRecoveryCode(o.id, hashSecret(input.recoveryCode.trim())))) {
        return fail(o, operatorsError('TOTP_INVALID'), client);
      }
      return open(o, pending.id, client, 'code' in input ? 'totp' : 'recovery-code');
    },

    /** The operator of a live open session (marking it used), or null. */
    async authenticate(token: string): Promise<OperatorPrincipal | null> {
      const s = await sessions.touch(token, 'open');
      return s ? principal(s.operatorId, { sessionId: s.id, csrfHash: s.csrfHash, scopes: null }) : null;
    },

    /** The operator of a live API token (marking it used), limited to the token's scopes, or null. */
    async authenticateToken(token: string): Promise<OperatorPrincipal | null> {
      const t = await tokens.use(token);
      return t ? principal(t.operatorId, { sessionId: null, csrfHash: null, scopes: t.scopes }) : null;
    },

    ...tokenActions(tokens, note),
    ...passkeyActions({ passkeys, sessions, operators, note, fail, locked, open }),

    /** The signed-in operator, as the console shows it. */
    async me(operatorId: number): Promise<OperatorMe> {
      const o = await operators.findById(operatorId);
      if (!o) throw operatorsError('OPERATOR_SESSION_REQUIRED');
      return me(o);
    },

    async listSessions(p: OperatorPrincipal): Promise<(OperatorSessionListRow & { current: boolean })[]> {
      return (await sessions.listOpen(p.operatorId)).map((s) => ({ ...s, current: s.id === p.sessionId }));
    },

    /** Ends one of the operator's sessions (the current one: signing out), audited. */
    async revokeSession(p: OperatorPrincipal, sessionId: number, client: Client): Promise<boolean> {
      const done = await sessions.revoke(sessionId, p.operatorId);
      const who = { id: p.operatorId, username: p.username, role: p.role };
      if (done)
        await note(who, sessionId === p.sessionId ? 'sign-out' : 'session-revoke', client, { session: sessionId });
      return done;
    },
  };
}
export type OperatorsService = ReturnType<typeof createOperatorsService>;

/** The operator of a request made with an operator session (not the key, not an API token): else 401. */
export function sessionOperator(request: { opsOperator: OperatorPrincipal | null }): OperatorPrincipal & {
  sessionId: number;
} {
  const o = request.opsOperator;
  if (!o || o.sessionId === null) throw operatorsError('OPERATOR_SESSION_REQUIRED');
  return o as OperatorPrincipal & { sessionId: number };
}
