import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import { GAME_CATEGORIES } from '../games/schemas';

/**
 * The console's games (issue 29): a brand's vendor cards — on or off, hot, their order in the menu, the name players
 * see, and a maintenance window during which the vendor's games do not launch.
 */
export const OpsVendorSchema = Type.Object({
  /** `CATEGORY:CODE`. */
  key: Type.String(),
  code: Type.String(),
  category: Type.String(),
  displayName: Type.String(),
  enabled: Type.Boolean(),
  hot: Type.Boolean(),
  sort: Type.Integer(),
  /** Games of the vendor in that category in the shared catalogue (0: the card starts one game). */
  games: Type.Integer(),
  maintenanceFrom: Type.Union([Type.String(), Type.Null()]),
  maintenanceUntil: Type.Union([Type.String(), Type.Null()]),
  /** Whether the window holds now. */
  inMaintenance: Type.Boolean(),
});
export type OpsVendor = Static<typeof OpsVendorSchema>;

/** A change to one card: absent fields keep their value; a null bound clears it. */
export const VendorPatchSchema = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean()),
    hot: Type.Optional(Type.Boolean()),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    displayName: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' })),
    maintenanceFrom: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
    maintenanceUntil: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type VendorPatch = Static<typeof VendorPatchSchema>;

export const VendorParamsSchema = Type.Object({
  category: Type.Unsafe<(typeof GAME_CATEGORIES)[number]>({ type: 'string', enum: [...GAME_CATEGORIES] }),
  code: Type.String({ pattern: '^[A-Z0-9_]{1,32}$' }),
});

export const listVendors = defineEndpoint({
  method: 'GET',
  path: '/ops/games/vendors',
  request: Type.Object({ merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })) }),
  response: Type.Object({ list: Type.Array(OpsVendorSchema) }),
});
export const updateVendor = defineEndpoint({
  method: 'PUT',
  path: '/ops/games/vendors/:category/:code',
  request: VendorPatchSchema,
  response: OpsVendorSchema,
});

export * from './games-catalogue';
