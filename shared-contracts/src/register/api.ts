import { Type } from 'typebox';
import { defineEndpoint } from '../api/define';
import {
  FileSchema,
  IdVerificationStatusSchema,
  RegionSchema,
  RegisterReplySchema,
  RegisterRequestSchema,
} from './schemas';
import { BotCheckSchema } from '../session/schemas';

/** Register by username (SPEC §7 PUT /wps/member/register, encrypted); `login: true` opens the session. */
export const register = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/register',
  encrypted: true,
  request: RegisterRequestSchema,
  response: RegisterReplySchema,
});

/** Register by mobile number (MOBILENUMREG3): the username defaults to the number when absent. */
export const registerMobile = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  encrypted: true,
  request: RegisterRequestSchema,
  response: RegisterReplySchema,
});

/**
 * The regions offered at registration (SPEC §7 "register region (menuGroup gamingvenue)"): the merchant's market's
 * provinces, regions or states, in list order.
 */
export const getRegisterRegions = defineEndpoint({
  method: 'GET',
  path: '/wps/member/register/region',
  request: Type.Object({ menuGroup: Type.Literal('gamingvenue') }),
  response: Type.Object({ list: Type.Array(RegionSchema) }),
});

/** SMS code for registration (SPEC §7 /wps/verification/sms/register, REGMOBVERF3). */
export const requestSmsRegisterCode = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms/register',
  request: Type.Object({
    mobileNo: Type.String({ minLength: 1, maxLength: 20 }),
    countryDialingCode: Type.String({ minLength: 1, maxLength: 6 }),
    botCheck: BotCheckSchema,
  }),
  response: Type.Object({ expiredMinutes: Type.Integer() }),
});

/** Checks an agent's invitation code (SPEC §7 /wps/agent/affiliate); an unknown code is 400 INVITATION_CODE_INVALID. */
export const checkAffiliate = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/affiliate',
  request: Type.Object({
    code: Type.String({ minLength: 1, maxLength: 20 }),
    domain: Type.Optional(Type.String({ maxLength: 200 })),
  }),
  response: Type.Object({ valid: Type.Literal(true), agentNickname: Type.String() }),
});

/**
 * ID image upload (SPEC §7, module UPLOADID3), multipart/form-data with the session token. Front and
 * selfie are required; back defaults to the front (SPEC §3). jpeg/png by content, ≤ 5,242,880 bytes each.
 */
export const uploadIdImages = defineEndpoint({
  method: 'POST',
  path: '/wps/member/upload/id',
  auth: true,
  multipart: true,
  request: Type.Object({
    idCardFront: FileSchema,
    idCardBack: Type.Optional(FileSchema),
    idCardSelfie: FileSchema,
  }),
  response: Type.Object({ status: IdVerificationStatusSchema }),
});
