import { Type } from 'typebox';
import { defineEndpoint } from '../api/define';
import { LoginReplySchema } from '../session/schemas';

const Password = Type.String({ minLength: 1, maxLength: 64 });

/**
 * Change password (SPEC §7 POST /wps/member/password, token, encrypted). `oldPassword` may be omitted only
 * when the session was opened with a temporary or expired password (the forced change of SPEC §4).
 */
export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password',
  auth: true,
  encrypted: true,
  request: Type.Object({
    oldPassword: Type.Optional(Password),
    newPassword: Password,
    confirmNewPassword: Password,
  }),
  response: Type.Null(),
});

/** Forgot password by e-mail (SPEC §7): a temporary password is e-mailed; it must be changed at next login. */
export const forgotPasswordByEmail = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/email',
  request: Type.Object({
    username: Type.String({ minLength: 1, maxLength: 64 }),
    email: Type.String({ minLength: 3, maxLength: 254 }),
  }),
  response: Type.Null(),
});

/** Set a new password with an SMS code (SPEC §7, CHNGPASSVERIF3); success logs the member in. */
export const resetPasswordByPhone = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/verification',
  encrypted: true,
  request: Type.Object({
    newPassword: Password,
    mobileNum: Type.String({ minLength: 1, maxLength: 20 }),
    countryDialingCode: Type.String({ minLength: 1, maxLength: 6 }),
    verificationCode: Type.String({ minLength: 1, maxLength: 8 }),
  }),
  response: LoginReplySchema,
});
