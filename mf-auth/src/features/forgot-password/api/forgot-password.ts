import { api, passwordApi, type LoginReply } from 'shared-contracts';

/** Forgot by e-mail: the server e-mails a temporary password. */
export function forgotByEmail(username: string, email: string): Promise<null> {
  return api.call(passwordApi.forgotPasswordByEmail, { username, email });
}

/** New password with an SMS code (encrypted); success is a login. */
export function resetByPhone(input: {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}): Promise<LoginReply> {
  return api.call(passwordApi.resetPasswordByPhone, input);
}
