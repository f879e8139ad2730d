/**
 * SPEC §3: the password is kept (in memory only) when the login forces a change, so the change-password
 * form need not ask for the old one again.
 */
let known: string | null = null;

export const rememberKnownPassword = (password: string): void => {
  known = password;
};

/** The kept password (once), or null. */
export function takeKnownPassword(): string | null {
  const p = known;
  known = null;
  return p;
}
