import type { LoginReply } from 'shared-contracts';
import { verifyPassword } from '../../infra/crypto/password';
import { commonError } from '../../infra/errors/common-errors';
import type { Merchant } from '../merchants';
import { passwordsError } from './errors';
import { changePassword, forgotPasswordByEmail, resetPasswordByPhone, type PasswordDeps } from './password-flows';

/**
 * The passwords domain (no table of its own: the hash lives on the member): change, forgot by
 * e-mail (a temporary password), reset by phone (an SMS code; logs in), and the current-password check.
 */
export function createPasswordsService(deps: PasswordDeps) {
  return {
    /** POST /wps/member/password: CONFIRM_MISMATCH, PASSWORD_RULE, VALIDATION, BAD_OLD_PASSWORD, SAME_PASSWORD. */
    change: (
      merchant: Merchant,
      memberId: number,
      currentToken: string | null,
      input: Parameters<typeof changePassword>[4],
    ): Promise<null> => changePassword(deps, merchant, memberId, currentToken, input),
    /** POST /wps/member/password/email: a temporary password by e-mail. */
    forgotByEmail: (
      merchant: Merchant,
      input: { username: string; email: string },
      ip: string,
      lang?: string,
    ): Promise<null> => forgotPasswordByEmail(deps, merchant, input, ip, lang),
    /** POST /wps/member/password/verification: a new password by SMS code, and a session. */
    resetByPhone: (
      merchant: Merchant,
      input: Parameters<typeof resetPasswordByPhone>[2],
      ip: string,
    ): Promise<LoginReply> => resetPasswordByPhone(deps, merchant, input, ip),
    /** CONFIRM_MISMATCH unless the confirmation repeats the password (registration, change). */
    requireConfirmation(password: string, confirmation: string | undefined): void {
      if (confirmation !== password) throw passwordsError('CONFIRM_MISMATCH');
    },
    /** BAD_OLD_PASSWORD unless `password` is the member's current one (UNAUTHORIZED for an unknown member). */
    async requireCurrent(memberId: number, password: string): Promise<void> {
      const hash = await deps.members.passwordHash(memberId);
      if (hash === null) throw commonError('UNAUTHORIZED');
      if (!(await verifyPassword(password, hash))) throw passwordsError('BAD_OLD_PASSWORD');
    },
  };
}
export type PasswordsService = ReturnType<typeof createPasswordsService>;
