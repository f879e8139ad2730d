-- The points module (issue 14, ADR 0009): the points mall. Points themselves are ledger accounts in currency
-- PTS (migration 038): these tables hold the merchant's rules, the catalogue, the redemptions and the earning
-- job's cursor. Points never expire: nothing here or in the module debits them but a member's own redemption
-- or conversion.

-- The merchant's rules: `earn_stake` minor units of settled real-money stake earn 1 point (each bet rounded
-- down on its own); 1 point converts into `point_value` minor units of the merchant's currency; a conversion
-- takes at least `min_convert` points. No row: points are off whatever POINTS3 says.
CREATE TABLE points_settings (
  merchant_id integer PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  earn_stake bigint NOT NULL CHECK (earn_stake > 0),
  point_value bigint NOT NULL CHECK (point_value > 0),
  min_convert bigint NOT NULL CHECK (min_convert > 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Where the job `points.earn` stands in each merchant's settled bets: every real-money round with
-- (settled_at, id) <= (settled_at, bet_id) has earned its points. The job locks the row (SKIP LOCKED: one
-- runner per merchant at a time), posts the batch's POINTS_EARN and moves the cursor in one transaction, so
-- each bet earns exactly once. Created with the settings at the moment points start (no earning backwards).
CREATE TABLE points_earn_cursors (
  merchant_id integer PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  settled_at timestamptz NOT NULL,
  bet_id bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The catalogue. Names and descriptions per language ({"EN": …, "TY": …}; EN required). `stock` goes down
-- with a redemption and back up with a rejection, in the same transaction as the points.
CREATE TABLE points_items (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  name jsonb NOT NULL CHECK (name ? 'EN'),
  description jsonb NOT NULL DEFAULT '{}',
  image_url text,
  cost bigint NOT NULL CHECK (cost > 0),
  stock integer NOT NULL CHECK (stock >= 0),
  active boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX points_items_merchant_idx ON points_items (merchant_id, sort, id);

-- A member's redemption: IN_PROCESS holds `points` (POINTS_REDEEM, key `points-redeem:<id>`) until the
-- operator approves (POINTS_REDEEM_PAY) or rejects (POINTS_REDEEM_REFUND, stock restored). One per
-- (member, request id): a replayed request finds the first.
CREATE TABLE points_redemptions (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  item_id integer NOT NULL REFERENCES points_items (id),
  quantity integer NOT NULL CHECK (quantity > 0),
  points bigint NOT NULL CHECK (points > 0),
  status text NOT NULL DEFAULT 'IN_PROCESS' CHECK (status IN ('IN_PROCESS', 'REJECTED', 'APPROVED')),
  request_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by text,
  reason text,
  CHECK ((status = 'IN_PROCESS') = (decided_at IS NULL)),
  UNIQUE (member_id, request_id)
);
CREATE INDEX points_redemptions_member_idx ON points_redemptions (member_id, created_at DESC, id DESC);
CREATE INDEX points_redemptions_merchant_idx ON points_redemptions (merchant_id, status, created_at DESC, id DESC);
