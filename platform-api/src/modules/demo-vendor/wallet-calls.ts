import { responsibleGamingError } from '../responsible-gaming';
import { SeamlessCallError } from '../seamless';
import { walletError } from '../wallet';
import { demoVendorError } from './errors';

/**
 * A refused wallet call as a studio page's answer (the slot/dice round, a live bet, a sportsbook stake, a PVP
 * seat): the wallet's own code for what the player can act on; anything else as it came.
 */
export function walletRefusal(e: unknown): unknown {
  if (!(e instanceof SeamlessCallError)) return e;
  if (e.code === 'INSUFFICIENT_FUNDS') return walletError('INSUFFICIENT_FUNDS');
  if (e.code === 'SELF_EXCLUDED') return responsibleGamingError('SELF_EXCLUDED');
  if (e.code === 'LAUNCH_SESSION_EXPIRED' || e.code === 'UNKNOWN_MEMBER_REF')
    return demoVendorError('GAME_SESSION_EXPIRED');
  return e;
}

/**
 * Calls `fn` up to `tries` times while it fails with something other than a wallet refusal (4xx). Safe because
 * every wallet call carries its own transaction id: a retried call is a replay, never a second movement.
 */
export async function retried<T>(tries: number, fn: () => Promise<T>): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await fn();
    } catch (e) {
      const refused = e instanceof SeamlessCallError && e.status < 500;
      if (refused || i >= tries) throw e;
    }
  }
}
