import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';

/** A PVP game the demo vendor's rooms play (issue 30). */
export const PVP_GAMES = ['DICE_DUEL', 'HIGH_CARD'] as const;
export type PvpGame = (typeof PVP_GAMES)[number];

/** One PVP room: a game at a stake, its seats and how many are taken in the hand waiting to play. */
export const PvpRoomSchema = Type.Object({
  /** The room's code (`DD-1000`): the launch opens it (`room`). */
  code: Type.String(),
  game: Type.Enum([...PVP_GAMES]),
  /** Minor units of `currency`. */
  stake: Type.Integer(),
  currency: Type.String(),
  seats: Type.Integer(),
  /** Seats taken in the waiting hand. */
  seated: Type.Integer(),
});
export type PvpRoom = Static<typeof PvpRoomSchema>;

/** SPEC §7 "PVP rooms" (public): every room in the brand's currency, with its seats taken. */
export const getPvpRooms = defineEndpoint({
  method: 'GET',
  path: '/wps/game/pvp/rooms',
  request: Type.Object({}),
  response: Type.Object({ list: Type.Array(PvpRoomSchema) }),
});
