import { Type } from 'typebox';
import { defineEndpoint } from '../api/define';
import { MemberIconIdSchema, MemberProfileSchema, NICKNAME_MAX } from './schemas';

/**
 * Member info update (SPEC §7, profile page): any of nickname (≤ 20 characters once sanitised), e-mail,
 * and a new mobile number with the code sent to it (requestMobileCode). Answers the profile. Real accounts.
 */
export const updateMemberInfo = defineEndpoint({
  method: 'POST',
  path: '/wps/member/info',
  auth: true,
  request: Type.Object({
    nickname: Type.Optional(Type.String({ maxLength: NICKNAME_MAX * 2 })),
    email: Type.Optional(Type.String({ maxLength: 254 })),
    mobileNum: Type.Optional(Type.String({ maxLength: 20 })),
    countryDialingCode: Type.Optional(Type.String({ maxLength: 5 })),
    verificationCode: Type.Optional(Type.String({ maxLength: 10 })),
    /** yyyy-MM-dd: only while the profile has none (BIRTHDAY_LIMIT under the merchant's minimum age). */
    birthday: Type.Optional(Type.String({ maxLength: 10 })),
  }),
  response: MemberProfileSchema,
});

/** The member's profile (nickname, e-mail, mobile). Real accounts. */
export const getMemberProfile = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info/profile',
  auth: true,
  request: Type.Object({}),
  response: MemberProfileSchema,
});

/** Sends a MOBILE code by SMS to the number the member wants to change to (throttled like every code). */
export const requestMobileCode = defineEndpoint({
  method: 'POST',
  path: '/wps/member/info/mobile-code',
  auth: true,
  request: Type.Object({
    mobileNum: Type.String({ minLength: 1, maxLength: 20 }),
    countryDialingCode: Type.String({ minLength: 1, maxLength: 5 }),
  }),
  response: Type.Object({ expiredMinutes: Type.Integer() }),
});

/** Chooses one of the fixed avatars (MEMBER_ICONS); null goes back to the default. */
export const setMemberIcon = defineEndpoint({
  method: 'POST',
  path: '/wps/member/info/icon',
  auth: true,
  request: Type.Object({ iconId: Type.Union([MemberIconIdSchema, Type.Null()]) }),
  response: Type.Object({ icon: Type.String(), iconId: Type.Union([MemberIconIdSchema, Type.Null()]) }),
});
