import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import { ResourceSchema } from '../content/schemas';
import { RegisterRuleSchema, ServiceHoursSchema } from '../system/schemas';
import { PATTERN_IDS } from '../validation/patterns';

/**
 * A brand's sign-up and service settings from the console (issue 29, "Settings"): its whitelabel modules, registration
 * rules, login and security options, customer service and app download resources. Each change is validated, audited
 * (`brand.settings.<area>`) and live on the player site at the next request.
 */

/** The pattern ids a registration rule may name: `*` (anything) and the SPEC §5 families. */
export const RULE_PATTERNS: readonly string[] = ['*', ...PATTERN_IDS.filter((id) => id !== 'ANY')];
/** The fields whose minimum length may not go below these (a password of 6 at least, a username of 3). */
export const RULE_MIN_FLOORS: Readonly<Record<string, number>> = {
  username: 3,
  password: 6,
  confirmPassword: 6,
  paymentPassword: 6,
  verificationCode: 6,
  email: 5,
};
/** The longest a field's maximum may be (a database column or what the sign-up accepts), else RULE_MAX_DEFAULT. */
export const RULE_MAX_CEILINGS: Readonly<Record<string, number>> = {
  username: 32,
  password: 64,
  confirmPassword: 64,
  paymentPassword: 6,
  verificationCode: 8,
  mobileNum: 15,
  email: 200,
  captcha: 8,
};
export const RULE_MAX_DEFAULT = 200;
/** Fields every sign-up needs: always shown and required. */
export const RULE_ALWAYS_REQUIRED: readonly string[] = ['username', 'password'];

/** One whitelabel module: its own flag, and whether players have it (its group on, and a usable provider if gated). */
export const SettingsModuleSchema = Type.Object({
  modId: Type.String(),
  enabled: Type.Boolean(),
  live: Type.Boolean(),
  /** On, but a gated module without a usable provider (social sign-in): players do not see it. */
  needsProvider: Type.Boolean(),
});
export type SettingsModule = Static<typeof SettingsModuleSchema>;
export const SettingsGroupSchema = Type.Object({
  modId: Type.String(),
  enabled: Type.Boolean(),
  children: Type.Array(SettingsModuleSchema),
});
export type SettingsGroup = Static<typeof SettingsGroupSchema>;

/** Login and security options (the Philippines variant needs a minimum age of 21 or more). */
export const SecuritySettingsSchema = Type.Object(
  {
    securityQuestionsEnabled: Type.Boolean(),
    verifyNewIp: Type.Boolean(),
    passwordMaxAgeDays: Type.Integer({ minimum: 1, maximum: 3650 }),
    smsCodeExpiredMinutes: Type.Integer({ minimum: 1, maximum: 60 }),
    minAge: Type.Integer({ minimum: 0, maximum: 100 }),
    philippinesVariant: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SecuritySettings = Static<typeof SecuritySettingsSchema>;

/** The chat link ('' = none) and the opening hours. */
export const CustomerServiceSettingsSchema = Type.Object(
  { url: Type.String({ maxLength: 500 }), hours: ServiceHoursSchema },
  { additionalProperties: false },
);
export type CustomerServiceSettings = Static<typeof CustomerServiceSettingsSchema>;

/** A registration rule as the console changes it (the field and its step are fixed). */
export const RulePatchSchema = Type.Object(
  {
    shown: Type.Boolean(),
    required: Type.Boolean(),
    min: Type.Integer({ minimum: 0, maximum: 1000 }),
    max: Type.Integer({ minimum: 0, maximum: 1000 }),
    acceptedPattern: Type.String({ minLength: 1, maxLength: 40 }),
  },
  { additionalProperties: false },
);
export type RulePatch = Static<typeof RulePatchSchema>;

export const RESOURCE_TYPE_PATTERN = '^[A-Z][A-Z0-9_]{0,39}$';
/** An app download (or other) resource: its label and http(s) URL. */
export const ResourcePatchSchema = Type.Object(
  {
    labelNameEn: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' }),
    url: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type ResourcePatch = Static<typeof ResourcePatchSchema>;

export const BrandSettingsSchema = Type.Object({
  code: Type.String(),
  modules: Type.Array(SettingsGroupSchema),
  registerRules: Type.Array(RegisterRuleSchema),
  security: SecuritySettingsSchema,
  customerService: CustomerServiceSettingsSchema,
  resources: Type.Array(ResourceSchema),
});
export type BrandSettings = Static<typeof BrandSettingsSchema>;

export const getBrandSettings = defineEndpoint({
  method: 'GET',
  path: '/ops/brands/:code/settings',
  request: Type.Object({}),
  response: BrandSettingsSchema,
});
/** A whitelabel module or group on or off. */
export const setBrandModule = defineEndpoint({
  method: 'PUT',
  path: '/ops/brands/:code/settings/modules/:modId',
  request: Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false }),
  response: BrandSettingsSchema,
});
/** One field's registration rule (400 VALIDATION with `field`: min, max, acceptedPattern, required). */
export const setBrandRule = defineEndpoint({
  method: 'PUT',
  path: '/ops/brands/:code/settings/register-rules/:field',
  request: RulePatchSchema,
  response: BrandSettingsSchema,
});
export const setBrandSecurity = defineEndpoint({
  method: 'PUT',
  path: '/ops/brands/:code/settings/security',
  request: SecuritySettingsSchema,
  response: BrandSettingsSchema,
});
export const setBrandCustomerService = defineEndpoint({
  method: 'PUT',
  path: '/ops/brands/:code/settings/customer-service',
  request: CustomerServiceSettingsSchema,
  response: BrandSettingsSchema,
});
/** Adds or changes one resource (by its type). */
export const putBrandResource = defineEndpoint({
  method: 'PUT',
  path: '/ops/brands/:code/settings/resources/:type',
  request: ResourcePatchSchema,
  response: BrandSettingsSchema,
});
export const deleteBrandResource = defineEndpoint({
  method: 'DELETE',
  path: '/ops/brands/:code/settings/resources/:type',
  request: Type.Object({}),
  response: BrandSettingsSchema,
});
