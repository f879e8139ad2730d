import { playersOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** The profile's actions that take only a reason (each audited with it). */
export const PLAYER_ACTIONS = {
  lock: playersOpsApi.lockPlayer,
  unlock: playersOpsApi.unlockPlayer,
  'force-password-change': playersOpsApi.forcePasswordChange,
  'reset-security-question': playersOpsApi.resetSecurityQuestion,
} as const;
export type PlayerAction = keyof typeof PLAYER_ACTIONS;

/** Runs one of them: answers the player's overview after it. */
export const actOnPlayer = (action: PlayerAction, id: number, merchant: string | undefined, reason: string) =>
  opsCall(PLAYER_ACTIONS[action], { merchant, reason }, { id });
