-- Issue 30: the demo vendor's PVP rooms (module demo-pvp). A room (a game at a stake, rooms.ts) plays hands one after
-- another; a hand is one shared vendor round (`roundId` pvp-<id>) for every seat's member. Rooms are shared by every
-- brand, hands never mix currencies: at most one WAITING hand per (room, currency).
CREATE TABLE pvp_hands (
  id bigserial PRIMARY KEY,
  room_code text NOT NULL,
  currency text NOT NULL,
  game text NOT NULL CHECK (game IN ('DICE_DUEL', 'HIGH_CARD')),
  stake bigint NOT NULL CHECK (stake > 0),
  seats int NOT NULL CHECK (seats >= 2),
  -- WAITING: seats being taken; PLAYED: drawn, payouts being sent; DONE: every seat paid and closed;
  -- CANCELLED: every player left before it played.
  status text NOT NULL DEFAULT 'WAITING' CHECK (status IN ('WAITING', 'PLAYED', 'DONE', 'CANCELLED')),
  -- When the hand plays: now once every seat is taken; for rooms above 2 seats, the countdown's end once 2 sit.
  starts_at timestamptz,
  winners int[],
  rake bigint NOT NULL DEFAULT 0 CHECK (rake >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  played_at timestamptz,
  done_at timestamptz
);
CREATE UNIQUE INDEX pvp_hands_waiting ON pvp_hands (room_code, currency) WHERE status = 'WAITING';
CREATE INDEX pvp_hands_open ON pvp_hands (status, starts_at) WHERE status IN ('WAITING', 'PLAYED');
CREATE INDEX pvp_hands_room ON pvp_hands (room_code, currency, id DESC);

-- A seat of a hand: the member as the vendor knows them (merchant, the launch's vendor, game and memberRef), a masked
-- name, and the money calls' progress (stake debited when SEATED; a LEFT seat's stake rolled back at refunded_at).
CREATE TABLE pvp_seats (
  id bigserial PRIMARY KEY,
  hand_id bigint NOT NULL REFERENCES pvp_hands (id),
  seat int NOT NULL,
  merchant_id int NOT NULL,
  vendor text NOT NULL,
  game_code text NOT NULL,
  member_ref text NOT NULL,
  name text NOT NULL,
  -- SITTING: the stake's debit is on its way; SEATED: staked; LEFT: gone before the hand played (stake refunded).
  status text NOT NULL CHECK (status IN ('SITTING', 'SEATED', 'LEFT')),
  draw jsonb,
  payout bigint CHECK (payout >= 0),
  rake bigint NOT NULL DEFAULT 0 CHECK (rake >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  refunded_at timestamptz,
  paid_at timestamptz,
  closed_at timestamptz,
  -- A member sits once per hand (the stake's transaction id is <hand>:<memberRef>:stake).
  UNIQUE (hand_id, member_ref)
);
CREATE UNIQUE INDEX pvp_seats_taken ON pvp_seats (hand_id, seat) WHERE status <> 'LEFT';
CREATE INDEX pvp_seats_refund ON pvp_seats (id) WHERE status <> 'SEATED' AND refunded_at IS NULL;
