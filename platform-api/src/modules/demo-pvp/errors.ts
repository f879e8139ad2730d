import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The PVP rooms' codes (the room page's API). */
export const DEMO_PVP_ERRORS = defineErrors({
  PVP_ROOM_NOT_FOUND: { status: 404, message: 'err_pvp_room_not_found' },
  // Every seat of the waiting hand is taken, or the member left this hand (a member sits once per hand).
  PVP_SEAT_REFUSED: { status: 409, message: 'err_pvp_seat_refused' },
  // A leave after the hand started: the stake is in play.
  PVP_HAND_STARTED: { status: 409, message: 'err_pvp_hand_started' },
});

export const demoPvpError = errorFactory(DEMO_PVP_ERRORS);
