import type { Handover, HandoverSession } from 'shared-contracts';
import type { AppConfig } from '../../infra/config';
import type { Db } from '../../infra/db';
import { commonError } from '../../infra/errors/common-errors';
import type { MembersService } from '../members';
import type { Merchant } from '../merchants';
import { sessionsError } from './errors';
import type { HandoverRepository } from './handover-repository';
import type { LoginGate } from './login';
import type { SessionRepository } from './session-repository';

export interface HandoverDeps {
  db: Db;
  config: Pick<AppConfig, 'auth'>;
  members: Pick<MembersService, 'findActiveById' | 'info'>;
  sessions: SessionRepository;
  handovers: HandoverRepository;
  /** Every login gate (responsible gaming): a hand-over opens a session too. */
  gates: LoginGate;
}

/**
 * Session hand-over (SPEC §4, issue 24): a client holding a session (an app, an agent's tool, the social sign-in
 * callback) gets a code that another client exchanges once, within `handoverTtlSeconds`, for a session of its own.
 * A session token itself never travels in a URL.
 */
export function createHandovers({ db, config, members, sessions, handovers, gates }: HandoverDeps) {
  return {
    /**
     * POST /wps/session/handover: a code for the caller's live session. `movesSession` (the social landing): the
     * exchange revokes the session handed over, so the browser's new one is the only one.
     */
    async issue(token: string, merchantId: number, movesSession = false, tx?: Db): Promise<Handover> {
      const ttl = config.auth.handoverTtlSeconds;
      const code = await handovers.issue(token, merchantId, ttl, movesSession, tx);
      // The session ended between its check and here (a logout racing the request).
      if (!code) throw commonError('UNAUTHORIZED');
      return { code, expiresInSeconds: ttl };
    },

    /**
     * POST /wps/session/handover/exchange: the code's session for this merchant, once. The new session belongs to
     * the same member, ends when the session handed over ends and is pending exactly when that one is. Unknown,
     * expired, used, another merchant's code, or a member no longer active → HANDOVER_INVALID; a login gate's
     * refusal (SELF_EXCLUDED) as it is. A refused exchange leaves the code as it was.
     */
    exchange(merchant: Merchant, code: string, ip: string): Promise<HandoverSession> {
      return db.transaction(async (tx) => {
        const claimed = await handovers.claim(code, merchant.id, tx);
        const member = claimed && (await members.findActiveById(claimed.memberId, tx));
        if (!claimed || !member || member.merchantId !== merchant.id) throw sessionsError('HANDOVER_INVALID');
        await gates(member.id, tx);
        const token = await sessions.create(member.id, claimed.secondsLeft, ip, claimed.pending, tx);
        if (claimed.movesSession) await handovers.revokeSession(claimed.sessionId, tx);
        return { token, member: members.info(member) };
      });
    },
  };
}
