import { api, passwordApi } from 'shared-contracts';

/** Changes the password (encrypted); `oldPassword` is omitted only for a forced change. */
export function changePassword(input: { oldPassword?: string; newPassword: string; confirmNewPassword: string }) {
  return api.call(passwordApi.changePassword, input);
}
