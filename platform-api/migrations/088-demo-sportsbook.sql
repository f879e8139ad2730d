-- Issue 30: the demo vendor's sportsbook (module demo-sportsbook). Fixtures are the vendor's, shared by every brand;
-- bets are a member's at one brand, each its own wallet round (round id = the bet's id), open for minutes.
CREATE TABLE sportsbook_fixtures (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('SPORTS', 'ESPORTS')),
  -- One fixture per kind and schedule slot: two API processes creating the schedule insert it once.
  slot integer NOT NULL,
  sport text NOT NULL,
  home text NOT NULL,
  away text NOT NULL,
  status text NOT NULL DEFAULT 'UPCOMING' CHECK (status IN ('UPCOMING', 'LIVE', 'FINISHED', 'VOID')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- Simulated ticks played (0 … the sport's ticks) and the score they made.
  tick integer NOT NULL DEFAULT 0,
  home_score integer NOT NULL DEFAULT 0,
  away_score integer NOT NULL DEFAULT 0,
  -- Corrections of a finished result (each resettles the bets on it once).
  corrections integer NOT NULL DEFAULT 0,
  finished_at timestamptz,
  voided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, slot)
);
CREATE INDEX sportsbook_fixtures_status ON sportsbook_fixtures (status, starts_at);

CREATE TABLE sportsbook_bets (
  -- The bet's id is its wallet round id.
  id uuid PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  member_id integer NOT NULL,
  vendor text NOT NULL,
  game_code text NOT NULL,
  member_ref text NOT NULL,
  currency text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('SINGLE', 'PARLAY')),
  stake bigint NOT NULL CHECK (stake > 0),
  -- PLACING until the stake's debit answered; REJECTED when it was refused (nothing taken).
  status text NOT NULL CHECK (status IN ('PLACING', 'REJECTED', 'OPEN', 'WON', 'LOST', 'VOID', 'CASHED_OUT')),
  payout bigint NOT NULL DEFAULT 0,
  -- Resettlements sent for this bet (each its own transaction id).
  resettlements integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX sportsbook_bets_member ON sportsbook_bets (merchant_id, member_id, created_at DESC);
CREATE INDEX sportsbook_bets_status ON sportsbook_bets (status, created_at);

CREATE TABLE sportsbook_legs (
  bet_id uuid NOT NULL REFERENCES sportsbook_bets (id) ON DELETE CASCADE,
  fixture_id integer NOT NULL REFERENCES sportsbook_fixtures (id),
  market text NOT NULL CHECK (market IN ('WINNER', 'TOTAL')),
  selection text NOT NULL CHECK (selection IN ('HOME', 'DRAW', 'AWAY', 'OVER', 'UNDER')),
  -- Decimal odds × 100 (1.85 → 185) as shown and accepted.
  odds integer NOT NULL CHECK (odds >= 100),
  PRIMARY KEY (bet_id, fixture_id)
);
CREATE INDEX sportsbook_legs_fixture ON sportsbook_legs (fixture_id);

-- The wallet calls a bet's decisions owe (outbox): written with the decision, sent in order by `seq`, each under its
-- stable transaction id, so a retry or a second process is a replay.
CREATE TABLE sportsbook_wallet_calls (
  id bigserial PRIMARY KEY,
  bet_id uuid NOT NULL REFERENCES sportsbook_bets (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  op text NOT NULL CHECK (op IN ('CREDIT', 'RESETTLE', 'VOID', 'CLOSE')),
  transaction_id text NOT NULL UNIQUE,
  amount bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  UNIQUE (bet_id, seq)
);
CREATE INDEX sportsbook_wallet_calls_pending ON sportsbook_wallet_calls (bet_id, seq) WHERE done_at IS NULL;
