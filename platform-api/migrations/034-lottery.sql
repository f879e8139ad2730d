-- The lottery module (ADR 0007): our own provably fair draws, the merchants' odds tables, bet slips and
-- their lines, and the per-number liability. Draws are global (one result per game and numero, like a
-- real lottery); slips, lines and liability belong to a merchant. Money moves only in the ledger: a slip
-- is one BET posting, a member's wins on a draw one WIN posting, a cancelled draw's refund one ROLLBACK.
-- Each line is also a round of the bets module (bet_records, vendor TCG_LOTTO_VN or SEA), written and
-- settled in the same database transaction as the line, so the betting record and P&L show it.

-- One draw of a game. `seed` (64 hex digits) is secret until the draw is DRAWN; `seed_hash` (its SHA-256)
-- is public from the start. OPEN → DRAWN (result derived from the seed) → SETTLED (no open line left);
-- OPEN → CANCELLED (every line refunded).
CREATE TABLE lottery_draws (
  id bigserial PRIMARY KEY,
  game_code text NOT NULL,
  numero text NOT NULL,
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  draw_at timestamptz NOT NULL,
  seed text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  seed_hash text NOT NULL,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'DRAWN', 'SETTLED', 'CANCELLED')),
  result jsonb,
  drawn_at timestamptz,
  settled_at timestamptz,
  cancel_reason text,
  UNIQUE (game_code, numero),
  CHECK ((result IS NOT NULL) = (status IN ('DRAWN', 'SETTLED')))
);
CREATE INDEX lottery_draws_pending_idx ON lottery_draws (draw_at) WHERE status IN ('OPEN', 'DRAWN');
CREATE INDEX lottery_draws_game_idx ON lottery_draws (game_code, draw_at DESC);

-- A merchant's odds table (hundredths of the unit stake per hit) and liability caps (minor units per draw,
-- bet type and number), per prize mode (LOTT, ELOTT, SEA) and result structure. Seeded from the defaults.
CREATE TABLE lottery_odds (
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  prize_mode text NOT NULL,
  structure text NOT NULL,
  bet_type text NOT NULL,
  odds integer NOT NULL CHECK (odds > 0),
  liability_cap bigint NOT NULL CHECK (liability_cap > 0),
  PRIMARY KEY (merchant_id, prize_mode, structure, bet_type)
);

-- A member's bet slip on one draw: one BET posting of `total`, keyed by the member's request id.
CREATE TABLE lottery_slips (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id),
  draw_id bigint NOT NULL REFERENCES lottery_draws (id),
  request_id text NOT NULL,
  prize_mode text NOT NULL,
  currency text NOT NULL,
  total bigint NOT NULL CHECK (total > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id)
);

-- A line of a slip: one bet type, its numbers, unit and multiplier, the odds when placed. `stake` =
-- unit × multiplier × bets (each number, or the one combination); `payout` once WON.
CREATE TABLE lottery_bets (
  id bigserial PRIMARY KEY,
  slip_id bigint NOT NULL REFERENCES lottery_slips (id),
  draw_id bigint NOT NULL REFERENCES lottery_draws (id),
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id),
  -- The bets module's round of this line (bet_records.id), for the betting record.
  bet_record_id bigint NOT NULL UNIQUE,
  game_code text NOT NULL,
  bet_type text NOT NULL,
  numbers text[] NOT NULL,
  unit bigint NOT NULL CHECK (unit > 0),
  multiplier integer NOT NULL CHECK (multiplier > 0),
  odds integer NOT NULL CHECK (odds > 0),
  stake bigint NOT NULL CHECK (stake > 0),
  payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'WON', 'LOST', 'REFUNDED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  CHECK ((status = 'WON') = (payout > 0))
);
-- Settlement walks a draw's open lines member by member.
CREATE INDEX lottery_bets_open_idx ON lottery_bets (draw_id, member_id) WHERE status = 'OPEN';
CREATE INDEX lottery_bets_member_idx ON lottery_bets (member_id, created_at DESC, id DESC);

-- What one draw may pay a merchant's players on one number (or combination) of one bet type, if it
-- comes up once: Σ floor(unit × multiplier × odds / 100) of the lines on it. A bet that would take it
-- past the odds table's cap is refused (LIABILITY_CAP).
CREATE TABLE lottery_exposure (
  draw_id bigint NOT NULL REFERENCES lottery_draws (id),
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  bet_type text NOT NULL,
  selection text NOT NULL,
  liability bigint NOT NULL CHECK (liability >= 0),
  PRIMARY KEY (draw_id, merchant_id, bet_type, selection)
);
