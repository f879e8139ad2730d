-- Issue 30: the demo vendor's live studio (module demo-live). Tables are global (every merchant's members sit at the
-- same tables); a round's id is shared by all its members, each member's money moves through their merchant's wallet.
CREATE TABLE live_tables (
  code text PRIMARY KEY,
  game text NOT NULL CHECK (game IN ('BACCARAT', 'ROULETTE')),
  -- Baccarat: the cards left in the shoe (0…51 each); a fresh shoe when fewer than the cut card are left.
  shoe jsonb NOT NULL DEFAULT '[]'::jsonb,
  round_no integer NOT NULL DEFAULT 0
);

CREATE TABLE live_rounds (
  id bigserial PRIMARY KEY,
  table_code text NOT NULL REFERENCES live_tables (code),
  round_no integer NOT NULL,
  -- The vendor's round id every member's seamless calls carry.
  round_id text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('BETTING', 'DRAWN', 'SETTLED')),
  opened_at timestamptz NOT NULL DEFAULT now(),
  closes_at timestamptz NOT NULL,
  result jsonb,
  drawn_at timestamptz,
  settled_at timestamptz,
  UNIQUE (table_code, round_no)
);
-- One round takes bets at a table at a time.
CREATE UNIQUE INDEX live_rounds_betting ON live_rounds (table_code) WHERE status = 'BETTING';
CREATE INDEX live_rounds_drawn ON live_rounds (id) WHERE status = 'DRAWN';

-- A member at a round: who they are at which merchant and vendor (the launch's memberRef), and their settlement.
CREATE TABLE live_players (
  round_id bigint NOT NULL REFERENCES live_rounds (id),
  merchant_id bigint NOT NULL,
  member_id bigint NOT NULL,
  vendor text NOT NULL,
  member_ref text NOT NULL,
  -- sha256 of member_ref, first 16 hex: the member's part of the round's transaction ids (the ref stays secret).
  member_key text NOT NULL,
  game_code text NOT NULL,
  currency text NOT NULL,
  nickname text NOT NULL,
  payout bigint,
  claimed_until timestamptz,
  credited_at timestamptz,
  closed_at timestamptz,
  PRIMARY KEY (round_id, merchant_id, member_id)
);
CREATE INDEX live_players_open ON live_players (round_id) WHERE closed_at IS NULL;

CREATE TABLE live_bets (
  id bigserial PRIMARY KEY,
  round_id bigint NOT NULL REFERENCES live_rounds (id),
  merchant_id bigint NOT NULL,
  member_id bigint NOT NULL,
  spot text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  transaction_id text NOT NULL UNIQUE,
  -- PENDING until the wallet took the debit (DEBITED) or refused it (REFUSED).
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DEBITED', 'REFUSED')),
  payout bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_bets_player ON live_bets (round_id, merchant_id, member_id);
