-- The vip module (issue 14): a merchant's VIP levels, each member's level, and the cursor of the
-- recalculation job. A level is reached by credited deposits AND settled real-money stake over a rolling
-- window (vip_settings.window_days); the levels and the window are the operator's (PUT /ops/vip).

CREATE TABLE vip_settings (
  merchant_id integer PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  window_days integer NOT NULL DEFAULT 30 CHECK (window_days BETWEEN 1 AND 365),
  -- The recalculation's cursor: members with activity since (this − an overlap) are recalculated next.
  -- Locked FOR UPDATE SKIP LOCKED by a run, so two processes never recalculate a merchant at once.
  last_run_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE vip_levels (
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  level integer NOT NULL CHECK (level >= 0 AND level < 20),
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 24),
  min_deposit bigint NOT NULL CHECK (min_deposit >= 0),
  min_turnover bigint NOT NULL CHECK (min_turnover >= 0),
  upgrade_bonus bigint NOT NULL DEFAULT 0 CHECK (upgrade_bonus >= 0),
  turnover_multiple numeric(6, 2) NOT NULL DEFAULT 0 CHECK (turnover_multiple >= 0),
  benefits text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (merchant_id, level)
);

-- A member's level as last recalculated (no row: level 0, never recalculated). highest_level is the highest
-- level it ever reached: upgrade bonuses are granted for the levels above it only, so once per level ever.
CREATE TABLE vip_members (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  level integer NOT NULL CHECK (level >= 0),
  highest_level integer NOT NULL CHECK (highest_level >= level),
  deposit bigint NOT NULL,
  turnover bigint NOT NULL,
  computed_at timestamptz NOT NULL,
  changed_at timestamptz NOT NULL
);
-- Members above level 0 whose window may have emptied (a downgrade) are rechecked by computed_at.
CREATE INDEX vip_members_stale_idx ON vip_members (merchant_id, computed_at) WHERE level > 0;
