import { Type, type Static } from 'typebox';
import { BotCheckSchema, LoginReplySchema } from '../session/schemas';

/** Id types of SPEC §3 (value → English label; the client translates `id_type_{value}`). */
export const ID_TYPES = {
  1: 'Passport',
  2: "Driver's License",
  3: 'PRC ID',
  4: 'Postal ID',
  5: "Voter's ID",
  6: 'Tax Identification (TIN)',
  7: 'SSS',
  8: 'Senior Citizen Card',
  9: 'Alien Certificate Registration',
  10: 'Unified Multi-purpose ID (UMID)',
  11: 'Philhealth ID',
  12: 'National ID',
} as const;

/** Sources of income of SPEC §3 (`source_of_income_{value}`). */
export const SOURCES_OF_INCOME = { 1: 'Employed', 2: 'Self employed' } as const;

/** The 19 occupations of SPEC §3, numbered from 1 in this order (`occupation_{value}`). */
export const OCCUPATIONS = [
  'Corporate Executives',
  'Managers',
  'Supervisors',
  'Professionals',
  'Associate Professionals',
  'Technicians',
  'Clerks',
  'Service workers',
  'Sales workers',
  'Farmers',
  'Forestry workers',
  'Fishermen',
  'Traders',
  'Operators',
  'Machine assemblers',
  'Laborers',
  'Unskilled workers',
  'Special occupations',
  'Others',
] as const;

const Field = Type.Optional(Type.String({ maxLength: 200 }));

/**
 * Register user of SPEC §3. Every text field is optional in the schema: which ones are shown,
 * required, their bounds and pattern come from the merchant's register rules, which the server
 * checks field by field (400 VALIDATION with `field` and a `reg_pattern_{id}` message).
 */
export const RegisterRequestSchema = Type.Object({
  username: Field,
  password: Field,
  confirmPassword: Field,
  payeeName: Field,
  email: Field,
  qqNum: Field,
  mobileNum: Field,
  countryDialingCode: Type.Optional(Type.String({ maxLength: 6 })),
  recommenderId: Field,
  captcha: Field,
  captchaKey: Type.Optional(Type.String({ maxLength: 64 })),
  /** The SMS code of /wps/verification/sms/register; required when REGMOBVERF3 is on. */
  verificationCode: Field,
  /** An agent's invitation code (checked with /wps/agent/affiliate); the new member joins that agent's downline. */
  affiliateCode: Field,
  paymentPassword: Field,
  line: Field,
  whatsapp: Field,
  facebook: Field,
  wechat: Field,
  idNumber: Field,
  /** yyyy-MM-dd (or the format the birthday rule's pattern names). */
  birthday: Field,
  referralCode: Field,
  domain: Field,
  placeOfBirth: Field,
  address: Field,
  permanentAddress: Field,
  nationality: Field,
  /** The value of one of the merchant's regions (GET /wps/member/register/region). */
  region: Type.Optional(Type.String({ maxLength: 20 })),
  occupation: Type.Optional(Type.Integer({ minimum: 1, maximum: OCCUPATIONS.length })),
  sourceOfIncome: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  idType: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
  registerUrl: Type.Optional(Type.String({ maxLength: 500 })),
  registerMethod: Type.Literal('WEB'),
  /** The terms agreement box (SPEC §5): must be true. */
  termsAccepted: Type.Boolean(),
  /** Philippines variant (SPEC §6): "I am not a government official, … not on the restricted list"; must be true there. */
  restrictedPersonDeclaration: Type.Optional(Type.Boolean()),
  /** Philippines variant: "I am not a government official"; must be true there (DECLARATION_OFFICIAL_REQUIRED). */
  notGovernmentOfficial: Type.Optional(Type.Boolean()),
  /** Philippines variant: "I am not a member of the armed forces or the police" (DECLARATION_FORCES_REQUIRED). */
  notArmedForces: Type.Optional(Type.Boolean()),
  /** Philippines variant: "I do not hold a gaming-employment licence" (DECLARATION_LICENCE_REQUIRED). */
  notGamingLicensee: Type.Optional(Type.Boolean()),
  /** Open a session for the new member in the same call (SPEC §7 'login true'). */
  login: Type.Boolean(),
  botCheck: BotCheckSchema,
});
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

export const RegisterReplySchema = Type.Object({
  username: Type.String(),
  /** The session when the request asked for `login: true`. */
  login: Type.Union([LoginReplySchema, Type.Null()]),
});
export type RegisterReply = Static<typeof RegisterReplySchema>;

/** Identity-verification status (SPEC §3 security config): N nothing sent, P pending review, A approved, R rejected. */
export const IdVerificationStatusSchema = Type.Enum(['N', 'P', 'A', 'R']);
export type IdVerificationStatus = Static<typeof IdVerificationStatusSchema>;

/** A file field of a multipart request (a Blob in the browser). */
export const FileSchema = Type.Unsafe<Blob>({ type: 'string', format: 'binary' });

/** ID photos (SPEC §5): jpeg/jpg/png, each at most this many bytes. */
export const ID_IMAGE_MAX_BYTES = 5_242_880;
export const ID_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** A region offered at registration (SPEC §3 "Region list item: id, value, label"). */
export const RegionSchema = Type.Object({ id: Type.Integer(), value: Type.String(), label: Type.String() });
export type Region = Static<typeof RegionSchema>;
