import { Type, type Static } from 'typebox';

/**
 * The avatars a member may choose (POST /wps/member/info/icon): each draws the member's initials on its
 * own colour. No upload.
 */
export const MEMBER_ICONS = [
  'c00',
  'c01',
  'c02',
  'c03',
  'c04',
  'c05',
  'c06',
  'c07',
  'c08',
  'c09',
  'c10',
  'c11',
] as const;
export type MemberIconId = (typeof MEMBER_ICONS)[number];
export const MemberIconIdSchema = Type.Enum([...MEMBER_ICONS]);

/** The hue of each avatar (the `hue` of its image URL): the twelve colours of the wheel, 30° apart. */
export const memberIconHue = (id: MemberIconId): number => MEMBER_ICONS.indexOf(id) * 30;

/** The longest nickname, after sanitising. */
export const NICKNAME_MAX = 20;

/**
 * What the profile page shows and edits. `mobileNum` is the national number without its leading 0; `birthday` is
 * yyyy-MM-dd (null until given: it may then be set once, at least the merchant's minimum age).
 */
export const MemberProfileSchema = Type.Object({
  nickname: Type.String(),
  birthday: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  countryDialingCode: Type.Union([Type.String(), Type.Null()]),
  mobileNum: Type.Union([Type.String(), Type.Null()]),
});
export type MemberProfileView = Static<typeof MemberProfileSchema>;
