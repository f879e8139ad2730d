import { api, passwordApi, type LoginReply } from 'shared-contracts';

/** New password with an SMS code (encrypted); success is a login. */
export function resetPasswordByPhone(input: {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}): Promise<LoginReply> {
  return api.call(passwordApi.resetPasswordByPhone, input);
}
