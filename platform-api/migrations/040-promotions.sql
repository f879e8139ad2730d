-- The promotions module (issue 14): a merchant's activities, members' applications (with their images),
-- raffle entries and draws. Rewards are granted through the rewards module (source PROMOTION, keys
-- `application:<id>` and `raffle:<activity id>`), in the transaction that approves or draws.

CREATE TABLE promotion_activities (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('APPLY', 'RAFFLE')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  banner_url text NOT NULL,
  -- Operator-authored HTML, sanitised before it is stored.
  rules text NOT NULL DEFAULT '',
  audience text NOT NULL DEFAULT 'ALL' CHECK (audience IN ('ALL', 'NEW_MEMBERS', 'PLAYERS', 'AGENTS')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  reward_amount bigint NOT NULL CHECK (reward_amount > 0),
  turnover_multiple numeric(8, 2) NOT NULL DEFAULT 0 CHECK (turnover_multiple >= 0),
  -- RAFFLE: how many entrants win, and the draw's secret seed (hex) with its public commitment sha256(seed),
  -- fixed when the activity is created; the seed is published with the draw.
  winners integer CHECK (winners > 0),
  draw_seed text,
  draw_commitment text,
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK ((kind = 'RAFFLE') = (winners IS NOT NULL AND draw_seed IS NOT NULL AND draw_commitment IS NOT NULL))
);
CREATE INDEX promotion_activities_merchant_idx ON promotion_activities (merchant_id, ends_at);
CREATE INDEX promotion_activities_raffle_due_idx ON promotion_activities (ends_at) WHERE kind = 'RAFFLE';

-- One application per member and activity; APPROVED grants the reward `application:<id>` in the same transaction.
CREATE TABLE promotion_applications (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  activity_id integer NOT NULL REFERENCES promotion_activities (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  comment text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 140),
  status text NOT NULL DEFAULT 'APPLYING' CHECK (status IN ('APPLYING', 'APPROVED', 'REJECTED')),
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by text,
  CHECK ((status = 'APPLYING') = (decided_at IS NULL)),
  UNIQUE (activity_id, member_id)
);
CREATE INDEX promotion_applications_review_idx ON promotion_applications (merchant_id, status, id);
CREATE INDEX promotion_applications_member_idx ON promotion_applications (member_id);

-- An application's images (jpeg/png by content, at most 5,242,880 bytes, at most 3), apart from the row so
-- listing applications never reads the bytes.
CREATE TABLE promotion_application_images (
  application_id integer NOT NULL REFERENCES promotion_applications (id) ON DELETE CASCADE,
  ordinal smallint NOT NULL CHECK (ordinal BETWEEN 1 AND 3),
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
  bytes bytea NOT NULL,
  sha256 text NOT NULL,
  size integer NOT NULL,
  filename text,
  PRIMARY KEY (application_id, ordinal)
);

-- A member's entry in a RAFFLE activity (once); `won` is set by the draw.
CREATE TABLE promotion_raffle_entries (
  activity_id integer NOT NULL REFERENCES promotion_activities (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  won boolean,
  PRIMARY KEY (activity_id, member_id)
);
CREATE INDEX promotion_raffle_entries_member_idx ON promotion_raffle_entries (member_id);

-- The draw of a RAFFLE activity: one row per activity ever (the primary key), written with the winners'
-- rewards in one transaction. `entries_hash` is sha256 of the entrants' member ids in ascending order joined
-- by ','; with the seed it reproduces `winner_ids` (platform-api README, "Raffle draws").
CREATE TABLE promotion_raffle_draws (
  activity_id integer PRIMARY KEY REFERENCES promotion_activities (id) ON DELETE CASCADE,
  drawn_at timestamptz NOT NULL DEFAULT now(),
  entries integer NOT NULL,
  entries_hash text NOT NULL,
  seed text NOT NULL,
  winner_ids integer[] NOT NULL
);
