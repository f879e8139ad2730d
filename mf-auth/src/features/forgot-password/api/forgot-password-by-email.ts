import { api, passwordApi } from 'shared-contracts';

/** Forgot by e-mail: the server e-mails a temporary password. */
export function forgotPasswordByEmail(username: string, email: string): Promise<null> {
  return api.call(passwordApi.forgotPasswordByEmail, { username, email });
}
