import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { OperatorMe } from 'shared-contracts';
import { operatorsError } from './errors';
import type { OperatorPasskeyRow, OperatorPasskeysRepository } from './operator-passkeys-repository';
import type { OperatorSessionsRepository } from './operator-sessions-repository';
import type { OperatorRow, OperatorsRepository } from './operators-repository';
import type { Client, OperatorPrincipal } from './principal';

/** Where the WebAuthn ceremony happens: the request's hostname (rpID) and origin (protocol + host). */
export interface RelyingParty {
  rpID: string;
  origin: string;
}

interface PasskeyDeps {
  passkeys: OperatorPasskeysRepository;
  sessions: Pick<OperatorSessionsRepository, 'touch'>;
  operators: Pick<OperatorsRepository, 'findById'>;
  /** The operators service's audit note about an operator's own account. */
  note: (
    o: Pick<OperatorRow, 'id' | 'username' | 'role'>,
    action: string,
    client: Client,
    after?: unknown,
  ) => Promise<void>;
  /** Counts a failure toward the lock, audits it and throws. */
  fail: (o: OperatorRow, error: ReturnType<typeof operatorsError>, client: Client) => Promise<never>;
  /** Throws OPERATOR_LOCKED. */
  locked: (until: Date) => Error;
  /** Turns the pending session into an open one (as the authenticator code does), audited as a sign-in `with`. */
  open: (
    o: OperatorRow,
    pendingId: number,
    client: Client,
    via: string,
  ) => Promise<{ token: string; csrfToken: string; operator: OperatorMe }>;
}

const invalid = (detail?: string) => operatorsError('PASSKEY_INVALID', detail ? { detail } : {});
const transportsOf = (t: string[]) => t as AuthenticatorTransport[];

/**
 * Operators' passkeys (WebAuthn, ADR 0011): registered by a signed-in operator, an alternative second factor to the
 * authenticator code once TOTP is enrolled. Challenges are kept on the operator session they were made for.
 */
export function passkeyActions(deps: PasskeyDeps) {
  const { passkeys, sessions, operators } = deps;
  const who = (p: OperatorPrincipal) => ({ id: p.operatorId, username: p.username, role: p.role });

  /** The pending session of `pendingToken` and its operator, if it may still take a second factor. */
  async function pendingOperator(pendingToken: string): Promise<{ pendingId: number; o: OperatorRow }> {
    const pending = await sessions.touch(pendingToken, 'pending');
    if (!pending) throw operatorsError('OPERATOR_SESSION_REQUIRED');
    const o = await operators.findById(pending.operatorId);
    // TOTP is enrolled at the first sign-in; a passkey is an alternative afterwards only.
    if (!o || o.disabled || !o.totpEnrolled) throw operatorsError('OPERATOR_SESSION_REQUIRED');
    if (o.lockedUntil) throw deps.locked(o.lockedUntil);
    return { pendingId: pending.id, o };
  }

  return {
    /** Registration options for the signed-in operator (its session keeps the challenge). */
    async passkeyRegistrationOptions(p: OperatorPrincipal & { sessionId: number }, rp: RelyingParty) {
      const existing = await passkeys.credentialsOf(p.operatorId);
      const options = await generateRegistrationOptions({
        rpName: 'Back office',
        rpID: rp.rpID,
        userName: p.username,
        userID: new TextEncoder().encode(`operator:${p.operatorId}`),
        attestationType: 'none',
        excludeCredentials: existing.map((c) => ({ id: c.credentialId, transports: transportsOf(c.transports) })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      await passkeys.setChallenge(p.sessionId, options.challenge);
      return options;
    },

    /** Verifies the authenticator's attestation against the session's challenge and keeps the passkey; audited. */
    async addPasskey(
      p: OperatorPrincipal & { sessionId: number },
      input: { name: string; response: RegistrationResponseJSON },
      rp: RelyingParty,
      client: Client,
    ): Promise<OperatorPasskeyRow> {
      const expectedChallenge = await passkeys.takeChallenge(p.sessionId);
      if (!expectedChallenge) throw invalid('no registration in progress');
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response: input.response,
          expectedChallenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpID,
          requireUserVerification: false,
        });
      } catch (e) {
        throw invalid((e as Error).message);
      }
      if (!verification.verified) throw invalid();
      const { credential } = verification.registrationInfo;
      if (await passkeys.hasCredential(credential.id)) throw invalid('passkey already registered');
      const row = await passkeys.create({
        operatorId: p.operatorId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? input.response.response.transports ?? [],
        name: input.name.trim(),
      });
      await deps.note(who(p), 'passkey-add', client, { passkey: row.id, name: row.name });
      return row;
    },

    listPasskeys: (p: OperatorPrincipal) => passkeys.list(p.operatorId),

    async removePasskey(p: OperatorPrincipal, id: number, client: Client): Promise<boolean> {
      const gone = await passkeys.remove(id, p.operatorId);
      if (gone) await deps.note(who(p), 'passkey-remove', client, { passkey: id, name: gone.name });
      return !!gone;
    },

    /** Sign-in options for the pending session's operator: its passkeys (the session keeps the challenge). */
    async passkeySignInOptions(pendingToken: string, rp: RelyingParty) {
      const { pendingId, o } = await pendingOperator(pendingToken);
      const credentials = await passkeys.credentialsOf(o.id);
      if (credentials.length === 0) throw invalid('no passkey');
      const options = await generateAuthenticationOptions({
        rpID: rp.rpID,
        allowCredentials: credentials.map((c) => ({ id: c.credentialId, transports: transportsOf(c.transports) })),
        userVerification: 'preferred',
      });
      await passkeys.setChallenge(pendingId, options.challenge);
      return options;
    },

    /**
     * The second step with a passkey: its assertion is verified against the pending session's challenge and one of
     * the operator's own credentials, its counter must grow; then the session opens as with an authenticator code.
     * A failure counts toward the lock.
     */
    async passkeySecondStep(
      pendingToken: string,
      response: AuthenticationResponseJSON,
      rp: RelyingParty,
      client: Client,
    ): Promise<{ token: string; csrfToken: string; operator: OperatorMe }> {
      const { pendingId, o } = await pendingOperator(pendingToken);
      const expectedChallenge = await passkeys.takeChallenge(pendingId);
      const credential = (await passkeys.credentialsOf(o.id)).find((c) => c.credentialId === response.id);
      if (!expectedChallenge || !credential) return deps.fail(o, invalid(), client);
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        credential: {
          id: credential.credentialId,
          publicKey: new Uint8Array(Buffer.from(credential.publicKey, 'base64url')),
          counter: credential.counter,
          transports: transportsOf(credential.transports),
        },
        requireUserVerification: false,
      }).catch(() => null); // a malformed answer, a bad signature, a counter that did not grow, another origin
      if (!verification?.verified) return deps.fail(o, invalid(), client);
      const newCounter = verification.authenticationInfo.newCounter;
      if (!(await passkeys.use(credential.id, newCounter))) return deps.fail(o, invalid(), client);
      return deps.open(o, pendingId, client, 'passkey');
    },
  };
}
