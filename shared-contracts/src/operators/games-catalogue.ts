import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';
import { GAME_CATEGORIES } from '../games/schemas';
import { FileSchema } from '../register/schemas';

/**
 * The console's games catalogue (issue 29): the shared catalogue (about 10,000 games) searched and paged on the server,
 * and a brand's settings of one game — the name its players see, an uploaded icon, hot, its order within its vendor's
 * row, hidden. A setting left unset follows the catalogue. `merchant` (a brand's code) travels in the query.
 */

/** The largest game icon (bytes): JPEG or PNG by its bytes, square art of a few hundred pixels. */
export const GAME_ICON_MAX_BYTES = 1_048_576;
export const GAME_ICON_TYPES = ['image/jpeg', 'image/png'] as const;
export const GAME_NAME_MAX = 64;
export const GAME_SORT_MAX = 100_000;
export const CATALOGUE_PAGE_SIZE_MAX = 100;
/** The settings `reset` sends back to the catalogue's value (the icon: the generated tile). */
export const GAME_RESETTABLE = ['displayName', 'hot', 'sort', 'icon'] as const;
export type GameResettable = (typeof GAME_RESETTABLE)[number];

const Category = Type.Unsafe<(typeof GAME_CATEGORIES)[number]>({ type: 'string', enum: [...GAME_CATEGORIES] });

/** One game as the console lists it: the catalogue's values and what the brand's players see. */
export const OpsGameSchema = Type.Object({
  id: Type.Integer(),
  vendor: Type.String(),
  gameCode: Type.String(),
  category: Type.String(),
  /** The catalogue's name. */
  name: Type.String(),
  /** The brand's own name, or null (its players see `name`). */
  displayName: Type.Union([Type.String(), Type.Null()]),
  /** The icon its players see: the uploaded one, else the generated tile. */
  iconUrl: Type.String(),
  iconUploaded: Type.Boolean(),
  /** Shown values (the brand's when set, else the catalogue's) and whether the brand set them. */
  hot: Type.Boolean(),
  hotSet: Type.Boolean(),
  sort: Type.Integer(),
  sortSet: Type.Boolean(),
  hidden: Type.Boolean(),
  /** Its vendor card is on for the brand (a hidden game of a listed card is still not shown). */
  listed: Type.Boolean(),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});
export type OpsGame = Static<typeof OpsGameSchema>;

export const CatalogueQuerySchema = Type.Object(
  {
    merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    /** A case-insensitive piece of the brand's name or the catalogue's name (blank: no filter). */
    q: Type.Optional(Type.String({ maxLength: 64 })),
    category: Type.Optional(Category),
    vendor: Type.Optional(Type.String({ pattern: '^[A-Z0-9_]{1,32}$' })),
    hot: Type.Optional(Type.Boolean()),
    hidden: Type.Optional(Type.Boolean()),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: CATALOGUE_PAGE_SIZE_MAX })),
  },
  { additionalProperties: false },
);
export type CatalogueQuery = Static<typeof CatalogueQuerySchema>;

/**
 * A change to the brand's settings of one game: absent fields keep their value; `reset` sends the named ones back to
 * the catalogue's (a field both set and reset is refused).
 */
export const GameSettingsPatchSchema = Type.Object(
  {
    displayName: Type.Optional(Type.String({ minLength: 1, maxLength: GAME_NAME_MAX, pattern: '\\S' })),
    hot: Type.Optional(Type.Boolean()),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: GAME_SORT_MAX })),
    hidden: Type.Optional(Type.Boolean()),
    reset: Type.Optional(
      Type.Array(Type.Unsafe<GameResettable>({ type: 'string', enum: [...GAME_RESETTABLE] }), { maxItems: 4 }),
    ),
  },
  { additionalProperties: false },
);
export type GameSettingsPatch = Static<typeof GameSettingsPatchSchema>;

export const GameParamsSchema = Type.Object({ gameId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** One page of the catalogue for the brand (`merchants.read`), by vendor, category, shown order, id. */
export const listCatalogue = defineEndpoint({
  method: 'GET',
  path: '/ops/games/catalogue',
  request: CatalogueQuerySchema,
  response: Type.Object({
    list: Type.Array(OpsGameSchema),
    pageNo: Type.Integer(),
    pageSize: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
  }),
});

/** Changes the brand's settings of a game (`games.configure`, audited `games.game`); the lobby shows it at once. */
export const updateGame = defineEndpoint({
  method: 'PUT',
  path: '/ops/games/catalogue/:gameId',
  request: GameSettingsPatchSchema,
  response: OpsGameSchema,
});

/**
 * Uploads the brand's icon of a game (`games.configure`, audited `games.icon`; multipart, field `icon`, JPEG or
 * PNG by its bytes, at most GAME_ICON_MAX_BYTES): 400 VALIDATION `field: icon` when missing or not such an image, 413
 * PAYLOAD_TOO_LARGE `field: icon` when larger. The game with its new icon.
 */
export const uploadGameIcon = defineEndpoint({
  method: 'POST',
  path: '/ops/games/catalogue/:gameId/icon',
  multipart: true,
  request: Type.Object({ icon: FileSchema }),
  response: OpsGameSchema,
});
