import type { LimitPeriod } from 'shared-contracts';
import type { Db } from '../../infra/db';
import type { InboxService } from '../inbox';
import type { MembersService } from '../members';
import type { ResponsibleGamingService } from '../responsible-gaming';
import type { SecurityService } from '../security';
import type { SessionsService } from '../sessions';
import { playersError } from './errors';
import type { NotesRepository } from './notes-repository';

export interface PlayerActionDeps {
  members: Pick<MembersService, 'ops'>;
  sessions: Pick<SessionsService, 'revokeOthers'>;
  security: Pick<SecurityService, 'resetQuestion'>;
  responsibleGaming: Pick<ResponsibleGamingService, 'lowerLimit'>;
  inbox: Pick<InboxService, 'send'>;
  notes: NotesRepository;
}

/** What an action changed: its audit entry's before and after. */
export interface Change {
  before: unknown;
  after: unknown;
}

/**
 * The back office's actions on a player (issue 25), each run in the caller's transaction `tx` (the route writes the
 * audit entry in it): the member's status, its forced password change, its security question, a deposit limit, a
 * platform message, a staff note. Each reuses the owner's flag: `LOCKED` (the login refuses it, a session of a
 * member that is not ACTIVE is not live), `must_change_password` (the login answers passwordExpired and the change
 * needs no old password), the security answer (none set: the member sets one again).
 */
export function createPlayerActions(deps: PlayerActionDeps) {
  return {
    /** ACTIVE → LOCKED, and every live session ends; PLAYER_STATE_CONFLICT unless the member was ACTIVE. */
    async lock(memberId: number, tx: Db): Promise<Change> {
      if (!(await deps.members.ops.changeStatus(memberId, 'ACTIVE', 'LOCKED', tx)))
        throw playersError('PLAYER_STATE_CONFLICT', { field: 'status' });
      const ended = await deps.sessions.revokeOthers(memberId, null, tx);
      return { before: { status: 'ACTIVE' }, after: { status: 'LOCKED', sessionsEnded: ended } };
    },
    /** LOCKED → ACTIVE; PLAYER_STATE_CONFLICT unless the member was LOCKED (a non-member account stays one). */
    async unlock(memberId: number, tx: Db): Promise<Change> {
      if (!(await deps.members.ops.changeStatus(memberId, 'LOCKED', 'ACTIVE', tx)))
        throw playersError('PLAYER_STATE_CONFLICT', { field: 'status' });
      return { before: { status: 'LOCKED' }, after: { status: 'ACTIVE' } };
    },
    /** The next username login must change the password. */
    async forcePasswordChange(memberId: number, was: boolean, tx: Db): Promise<Change> {
      await deps.members.ops.setMustChangePassword(memberId, true, tx);
      return { before: { mustChangePassword: was }, after: { mustChangePassword: true } };
    },
    /** Forgets the security question and answer. */
    async resetSecurityQuestion(memberId: number, tx: Db): Promise<Change> {
      const had = await deps.security.resetQuestion(memberId, tx);
      return { before: { securityQuestion: had }, after: { securityQuestion: false } };
    },
    /** Lowers a deposit limit at once; LIMIT_RAISE_REFUSED for a raise, the same value or a period without one. */
    async lowerLimit(memberId: number, period: LimitPeriod, amount: number, tx: Db): Promise<Change> {
      const changed = await deps.responsibleGaming.lowerLimit(memberId, period, amount, tx);
      if (!changed) throw playersError('LIMIT_RAISE_REFUSED', { field: 'value', period });
      return { before: { period, limit: changed.before }, after: { period, limit: changed.after } };
    },
    /** A platform message in the player's inbox (content sanitised by the inbox). */
    async message(memberId: number, title: string, content: string, tx: Db) {
      const id = await deps.inbox.send(memberId, title, content, tx);
      return { id, change: { before: null, after: { messageId: id, title } } };
    },
    /** A staff note. */
    addNote: (n: Parameters<NotesRepository['add']>[0], tx: Db) => deps.notes.add(n, tx),
  };
}
export type PlayerActions = ReturnType<typeof createPlayerActions>;
