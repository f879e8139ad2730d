import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';

/** A live table's dealer ("model"): an initials avatar in its colour, no image. */
export const LiveDealerSchema = Type.Object({
  name: Type.String(),
  nickname: Type.String(),
  languages: Type.Array(Type.String()),
  initials: Type.String(),
  colour: Type.String(),
});
export type LiveDealer = Static<typeof LiveDealerSchema>;

export const LiveGameSchema = Type.Union([Type.Literal('BACCARAT'), Type.Literal('ROULETTE')]);
export type LiveGame = Static<typeof LiveGameSchema>;

/** A table of the live lobby: its dealer, game, round state and last results (`mark`: P/B/T or the roulette number). */
export const LiveTableSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  game: LiveGameSchema,
  /** The catalogue game a lobby card launches (`vassalage: vendor, gameCode`): it sits at this table. */
  vendor: Type.String(),
  gameCode: Type.String(),
  dealer: LiveDealerSchema,
  roundNo: Type.Integer(),
  phase: Type.Union([Type.Literal('BETTING'), Type.Literal('DRAWING')]),
  /** When betting closes (ISO 8601); null while no round takes bets. */
  closesAt: Type.Union([Type.String(), Type.Null()]),
  /** Members betting in the current round. */
  players: Type.Integer(),
  /** The last 10 results, newest first. */
  results: Type.Array(Type.Object({ roundNo: Type.Integer(), mark: Type.String() })),
});
export type LiveTable = Static<typeof LiveTableSchema>;

/** SPEC §7 "Live: model list (GET)": the live studio's tables (public). */
export const liveModels = defineEndpoint({
  method: 'GET',
  path: '/wps/live/models',
  request: Type.Object({}),
  response: Type.Object({ list: Type.Array(LiveTableSchema) }),
});

/** SPEC §7 "launch chat (GET, reply value.chatUrl)": a one-time link to a table's chat (token). */
export const liveChat = defineEndpoint({
  method: 'GET',
  path: '/wps/live/chat',
  auth: true,
  request: Type.Object({
    table: Type.String({ minLength: 1, maxLength: 16, pattern: '^[A-Z0-9_]+$' }),
    /** The chat page's language (one of LANGUAGES; English otherwise), as for launchGame. */
    language: Type.Optional(Type.String({ maxLength: 5 })),
  }),
  response: Type.Object({ chatUrl: Type.String() }),
});
