-- The missions module (issue 14): a merchant's daily and weekly missions, each (member, mission, period)
-- completed at most once (its reward granted to the reward centre in the same transaction), and the cursor
-- of the granting job. Progress is never stored: it is read from the bet records and deposits of the period.

CREATE TABLE missions (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  period text NOT NULL CHECK (period IN ('DAILY', 'WEEKLY')),
  kind text NOT NULL CHECK (kind IN ('BET_COUNT', 'BET_AMOUNT', 'DEPOSIT_AMOUNT', 'LOTTERY_BET')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 64),
  target bigint NOT NULL CHECK (target > 0),
  reward bigint NOT NULL CHECK (reward > 0),
  turnover_multiple numeric(6, 2) NOT NULL DEFAULT 0 CHECK (turnover_multiple >= 0),
  active boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX missions_merchant_idx ON missions (merchant_id, period, sort, id);

-- One row per mission reached: the unique key makes the completion (and the reward granted with it) happen
-- once however many job runs, processes or summary reads see it. period_start is the UTC day or ISO week.
CREATE TABLE mission_completions (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  mission_id integer NOT NULL REFERENCES missions (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  period text NOT NULL CHECK (period IN ('DAILY', 'WEEKLY')),
  period_start timestamptz NOT NULL,
  reward_id integer,
  completed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (mission_id, member_id, period_start)
);
-- The leaderboard: a merchant's completions of a period range.
CREATE INDEX mission_completions_board_idx ON mission_completions (merchant_id, period_start, member_id);
CREATE INDEX mission_completions_member_idx ON mission_completions (member_id, period_start);

-- The granting job's cursor per merchant (locked FOR UPDATE SKIP LOCKED by a run).
CREATE TABLE mission_runs (
  merchant_id integer PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  last_run_at timestamptz NOT NULL DEFAULT now()
);
