import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import { LANGUAGES } from '../i18n/languages';
import { FileSchema } from '../register/schemas';
import { REMOTE_NAMES } from '../remotes/registry';
import { ThemeSchema } from '../theme/tokens';

/**
 * The console's brands (issue 29, merchant onboarding): every brand the operator works for, one brand's setup, a new
 * brand (optionally started from an existing one's settings) and its suspension. A brand is a merchant: its code is
 * the `?merchant=` of every other /ops call.
 */

/** A brand's code: capitals, digits and `_`, starting with a letter, 2–16 characters. */
export const BRAND_CODE_PATTERN = '^[A-Z][A-Z0-9_]{1,15}$';
/** A host name a brand answers on (lower case, no port, no scheme): `casino.example.com`, `fourth.localhost`. */
export const BRAND_DOMAIN_PATTERN =
  '^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$';
/** A vendor card's key: its category and vendor code (a vendor may serve two categories: `FISH:JILI`, `RNG:JILI`). */
export const VENDOR_KEY_PATTERN = '^[A-Z]+:[A-Z0-9_]+$';

const Code = Type.String({ pattern: BRAND_CODE_PATTERN, minLength: 2, maxLength: 16 });
const Amount = Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 });

/** The withdrawal limits a brand opens with (minor units; a day's count of requests). */
export const BrandWithdrawalSchema = Type.Object(
  { minAmount: Amount, maxAmount: Amount, dailyCount: Type.Integer({ minimum: 1, maximum: 100 }) },
  { additionalProperties: false },
);
export type BrandWithdrawal = Static<typeof BrandWithdrawalSchema>;

/** What an operator fills in to open a brand. */
export const BrandCreateSchema = Type.Object(
  {
    code: Code,
    name: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' }),
    domains: Type.Array(Type.String({ pattern: BRAND_DOMAIN_PATTERN, maxLength: 253 }), {
      minItems: 1,
      maxItems: 10,
      uniqueItems: true,
    }),
    currency: Type.String({ pattern: '^[A-Z]{3}$' }),
    currencySymbol: Type.String({ minLength: 1, maxLength: 4, pattern: '\\S' }),
    languages: Type.Array(Type.Unsafe<(typeof LANGUAGES)[number]>({ type: 'string', enum: [...LANGUAGES] }), {
      minItems: 1,
      maxItems: LANGUAGES.length,
      uniqueItems: true,
    }),
    /** An IANA time zone (`Asia/Manila`): the brand's day for its reports and customer-service hours. */
    timeZone: Type.String({ minLength: 1, maxLength: 64 }),
    /** The remotes switched on (the others are off). */
    remotes: Type.Array(Type.Unsafe<(typeof REMOTE_NAMES)[number]>({ type: 'string', enum: [...REMOTE_NAMES] }), {
      maxItems: REMOTE_NAMES.length,
      uniqueItems: true,
    }),
    /** The vendor cards switched on (`CATEGORY:CODE`; the platform's other vendors are listed off). */
    vendors: Type.Array(Type.String({ pattern: VENDOR_KEY_PATTERN, maxLength: 48 }), {
      maxItems: 200,
      uniqueItems: true,
    }),
    /** The deposit methods offered (codes from the options). */
    depositMethods: Type.Array(Type.String({ pattern: '^[A-Z0-9_]{1,32}$' }), { maxItems: 20, uniqueItems: true }),
    /** Bank withdrawals' limits; absent: the started-from brand's (same currency) or the currency's defaults. */
    withdrawal: Type.Optional(BrandWithdrawalSchema),
    /** An existing brand whose settings the new one starts from (theme colours, modules, registration rules …). */
    startFrom: Type.Optional(Code),
  },
  { additionalProperties: false },
);
export type BrandCreate = Static<typeof BrandCreateSchema>;

/** A brand as the list shows it. */
export const BrandRowSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  languages: Type.Array(Type.String()),
  timeZone: Type.String(),
  domains: Type.Array(Type.String()),
  maintenance: Type.Boolean(),
  suspended: Type.Boolean(),
  createdAt: Type.String(),
});
export type BrandRow = Static<typeof BrandRowSchema>;

/** One brand's setup: what a new brand started from it is prefilled with. */
export const BrandDetailSchema = Type.Object({
  ...BrandRowSchema.properties,
  remotes: Type.Array(Type.String()),
  vendors: Type.Array(Type.String()),
  depositMethods: Type.Array(Type.String()),
  withdrawal: BrandWithdrawalSchema,
});
export type BrandDetail = Static<typeof BrandDetailSchema>;

/** What the new-brand form chooses from. */
export const BrandOptionsSchema = Type.Object({
  vendors: Type.Array(
    Type.Object({ key: Type.String(), code: Type.String(), category: Type.String(), name: Type.String() }),
  ),
  depositMethods: Type.Array(Type.Object({ code: Type.String(), kind: Type.String(), name: Type.String() })),
  timeZones: Type.Array(Type.String()),
});
export type BrandOptions = Static<typeof BrandOptionsSchema>;

const None = Type.Object({});

export const listBrands = defineEndpoint({
  method: 'GET',
  path: '/ops/brands',
  request: None,
  response: Type.Object({ list: Type.Array(BrandRowSchema) }),
});
export const brandOptions = defineEndpoint({
  method: 'GET',
  path: '/ops/brands/options',
  request: None,
  response: BrandOptionsSchema,
});
export const getBrand = defineEndpoint({
  method: 'GET',
  path: '/ops/brands/:code',
  request: None,
  response: BrandDetailSchema,
});
export const createBrand = defineEndpoint({
  method: 'POST',
  path: '/ops/brands',
  request: BrandCreateSchema,
  response: BrandDetailSchema,
});
/** Suspends (its site shows maintenance, sign-ins refused) or reinstates a brand, with the operator's reason. */
export const BrandSuspensionSchema = Type.Object(
  { suspended: Type.Boolean(), reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type BrandSuspension = Static<typeof BrandSuspensionSchema>;
export const setBrandSuspended = defineEndpoint({
  method: 'POST',
  path: '/ops/brands/:code/suspension',
  request: BrandSuspensionSchema,
  response: BrandRowSchema,
});

/** A brand's look as the brand editor publishes it: its name and whole theme (tokens, logo, favicon). */
export const BrandLookSchema = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' }), theme: ThemeSchema },
  { additionalProperties: false },
);
export type BrandLook = Static<typeof BrandLookSchema>;
/** One published look of a brand (newest first in the editor's history). */
export const BrandLookVersionSchema = Type.Object({
  version: Type.Integer(),
  name: Type.String(),
  theme: ThemeSchema,
  publishedBy: Type.String(),
  /** The version this one restored (a revert), else null. */
  revertedFrom: Type.Union([Type.Integer(), Type.Null()]),
  publishedAt: Type.String(),
});
export type BrandLookVersion = Static<typeof BrandLookVersionSchema>;
export const BrandLookStateSchema = Type.Object({
  code: Type.String(),
  /** The live look. */
  look: BrandLookSchema,
  /** Where the site answers (its first domain), for the editor's "open the site" link. */
  mainDomain: Type.String(),
  history: Type.Array(BrandLookVersionSchema),
});
export type BrandLookState = Static<typeof BrandLookStateSchema>;

export const getBrandLook = defineEndpoint({
  method: 'GET',
  path: '/ops/brands/:code/look',
  request: None,
  response: BrandLookStateSchema,
});
/** Publishes a look (400 THEME_CONTRAST when a colour pair fails WCAG AA; VALIDATION for a bad token or URL). */
export const publishBrandLook = defineEndpoint({
  method: 'POST',
  path: '/ops/brands/:code/look',
  request: BrandLookSchema,
  response: BrandLookStateSchema,
});
/** Publishes an earlier version again (as the next version). */
export const revertBrandLook = defineEndpoint({
  method: 'POST',
  path: '/ops/brands/:code/look/revert',
  request: Type.Object(
    { version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
    { additionalProperties: false },
  ),
  response: BrandLookStateSchema,
});

/** The largest logo or favicon the brand editor uploads (bytes): JPEG or PNG by its bytes. */
export const BRAND_IMAGE_MAX_BYTES = 1_048_576;
export const BrandImageSchema = Type.Object({ id: Type.String(), url: Type.String() });
export type BrandImage = Static<typeof BrandImageSchema>;
/**
 * Uploads a logo or favicon (`merchants.configure`; multipart, field `image`): 400 VALIDATION `field: image` when it is
 * not a JPEG or PNG, 413 PAYLOAD_TOO_LARGE above BRAND_IMAGE_MAX_BYTES. The answer's `url` (a same-origin path) goes in
 * the look's `logoUrl` or `faviconUrl`; nothing shows it until that look is published.
 */
export const uploadBrandImage = defineEndpoint({
  method: 'POST',
  path: '/ops/brands/:code/look/images',
  multipart: true,
  request: Type.Object({ image: FileSchema }),
  response: BrandImageSchema,
});
