import { Type, type Static } from 'typebox';
import { ResourceSchema } from '../content/schemas';
import { REMOTE_NAMES } from '../remotes/registry';
import { ThemeSchema } from '../theme/tokens';

export const SystemStatusSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);
/** 0 normal, 1 maintenance, 2 region restricted (SPEC §4). */
export type SystemStatus = Static<typeof SystemStatusSchema>;

export const LocationSchema = Type.Object({ ip: Type.String(), country: Type.String() });

const Enabled = Type.Union([Type.Literal('0'), Type.Literal('1')]);
/** The whitelabel tree: module groups, each with its modules (two levels). */
export const WhitelabelNodeSchema = Type.Object({
  modId: Type.String(),
  enabled: Enabled,
  children: Type.Array(Type.Object({ modId: Type.String(), enabled: Enabled })),
});

export const RegisterRuleSchema = Type.Object({
  field: Type.String(),
  shown: Type.Boolean(),
  required: Type.Boolean(),
  min: Type.Integer(),
  max: Type.Integer(),
  /** A named pattern id, or '*' for any. */
  acceptedPattern: Type.String(),
  step: Type.Union([Type.Literal(1), Type.Literal(2)]),
});
export type RegisterRule = Static<typeof RegisterRuleSchema>;

export const RemoteEntrySchema = Type.Object({
  name: Type.Enum(REMOTE_NAMES),
  entry: Type.String(),
  enabled: Type.Boolean(),
  /** The release the entry is (ADR 0012), or null for an unversioned build (REMOTES_MODE=dev, nothing released yet). */
  version: Type.Union([Type.String(), Type.Null()]),
});

const ClockSchema = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });

/** Customer-service opening hours: ISO weekdays (1 Monday … 7 Sunday; none = not published), from/to in the time zone. */
export const ServiceHoursSchema = Type.Object({
  days: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { maxItems: 7 }),
  from: ClockSchema,
  to: ClockSchema,
  /** IANA time zone the hours are stated in. */
  timeZone: Type.String({ minLength: 1 }),
});
export type ServiceHours = Static<typeof ServiceHoursSchema>;

/** The merchant's customer service (SPEC §3 customerService): the chat link and its opening hours. */
export const CustomerServiceSchema = Type.Object({ url: Type.String(), hours: ServiceHoursSchema });
export type CustomerService = Static<typeof CustomerServiceSchema>;

/** A country of the dial-code and nationality pickers (SPEC §3 Country), named in each offered language. */
export const CountrySchema = Type.Object({
  countryCode: Type.String(),
  countryDialingCode: Type.String(),
  names: Type.Object({ EN: Type.String(), ZH: Type.String(), VI: Type.String(), KO: Type.String() }),
});
export type Country = Static<typeof CountrySchema>;

export const DomainRouteSchema = Type.Object({ domain: Type.String(), route: Type.String() });

/** The permission config the shell loads before it renders (SPEC §3). */
export const PermissionConfigSchema = Type.Object({
  merchantCode: Type.String(),
  merchantName: Type.String(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  status: SystemStatusSchema,
  maintenance: Type.Boolean(),
  regionRestriction: Type.Boolean(),
  location: LocationSchema,
  customerService: CustomerServiceSchema,
  domainRoute: Type.Array(DomainRouteSchema),
  mainDomain: Type.String(),
  resources: Type.Record(Type.String(), ResourceSchema),
  whitelabel: Type.Array(WhitelabelNodeSchema),
  registerRules: Type.Array(RegisterRuleSchema),
  analytics: Type.Object({ gtagId: Type.Union([Type.String(), Type.Null()]) }),
  imageCDNs: Type.Array(Type.String()),
  launchGameCDNs: Type.Array(Type.String()),
  remotes: Type.Array(RemoteEntrySchema),
  /** SPKI, base64: the key the client encrypts §7 "encrypted" payloads with. */
  publicKey: Type.String(),
  languages: Type.Array(Type.String()),
  merchantWallet: Type.Object({ isSingle: Type.Boolean() }),
  /** The dial code (no '+') phone forms start on: the merchant's country (84 Vietnam, 63 the Philippines …). */
  dialCode: Type.String({ pattern: '^[0-9]{1,4}$' }),
  /** The digit count of a national mobile number (without its leading 0), SPEC §9; 6–15 when absent. */
  phoneDigits: Type.Optional(
    Type.Object({ min: Type.Integer({ minimum: 1, maximum: 15 }), max: Type.Integer({ minimum: 1, maximum: 15 }) }),
  ),
  /** The merchant's brand (ADR 0005): token overrides (also served as /wps/system/theme.css), logo and favicon. */
  theme: ThemeSchema,
  /** Registration settings beyond the per-field rules. */
  registration: Type.Object({
    /** Minimum age in years (21 in the Philippines variant; SPEC §9). */
    minAge: Type.Integer(),
    /** Philippines licensed variant (SPEC §1, §6): identity verification and the restricted-persons declaration. */
    philippines: Type.Boolean(),
    /** Security questions are offered to members. */
    securityQuestions: Type.Boolean(),
  }),
});
export type PermissionConfig = Static<typeof PermissionConfigSchema>;

export const StatusReplySchema = Type.Object({
  status: SystemStatusSchema,
  ip: Type.String(),
  customerService: CustomerServiceSchema,
});
export type StatusReply = Static<typeof StatusReplySchema>;

/** Maintenance (or a suspended brand, shown as maintenance) wins over region restriction (SPEC §4). */
export function systemStatus(flags: {
  maintenance: boolean;
  regionRestriction: boolean;
  suspended?: boolean;
}): SystemStatus {
  if (flags.maintenance || flags.suspended) return 1;
  if (flags.regionRestriction) return 2;
  return 0;
}
