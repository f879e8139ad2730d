import { session } from 'shared-contracts';

/** Remember-me (SPEC §4): last username, password and SMS phone, kept for one day. */
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Remembered {
  username: string;
  password: string;
  phone: string;
}

/** What was remembered, or null when nothing is or it is older than a day (then it is cleared). */
export function readRemembered(now = Date.now()): Remembered | null {
  const v = session.getLocal('rememberMe');
  if (!v) return null;
  if (v.expiresAt <= now) {
    session.setLocal('rememberMe', null);
    return null;
  }
  return { username: v.username, password: v.password, phone: v.phone };
}

/** Saves the values for a day when `remember` is ticked, otherwise clears them. */
export function saveRemembered(remember: boolean, values: Partial<Remembered>, now = Date.now()): void {
  if (!remember) return session.setLocal('rememberMe', null);
  const prev = readRemembered(now);
  session.setLocal('rememberMe', {
    username: '',
    password: '',
    phone: '',
    ...prev,
    ...values,
    expiresAt: now + DAY_MS,
  });
}
