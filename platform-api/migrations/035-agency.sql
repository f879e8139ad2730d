-- The agency module (ADR 0008): the team tree, contracts between an upline and its direct downline, and
-- their settlements. Money moves only in the ledger (AGENT_PAYOUT from the upline's main wallet, or the
-- house for a top agent's contract; TRANSFER_DOWNLINE for an agent's transfer to a team member).

ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions
  ADD CONSTRAINT ledger_transactions_kind_check CHECK (kind IN (
    'FUNDING', 'BET', 'WIN', 'ROLLBACK', 'TRANSFER_IN', 'TRANSFER_OUT',
    'DEPOSIT', 'WITHDRAW_HOLD', 'WITHDRAW_PAY', 'WITHDRAW_REFUND', 'TRANSFER_UPLINE', 'ADJUSTMENT',
    'TRANSFER_DOWNLINE', 'AGENT_PAYOUT'));

-- The closure table of members.upline_id: one row per (ancestor, member) pair, the member itself at depth 0,
-- so "my whole team" is an index range on ancestor_id. Written only by the triggers below, in the
-- transaction that creates or moves the member; joined_at and is_agent are copies of immutable facts of the member
-- (its creation time; its type at creation, kept in step by the second trigger) so team counts need no
-- join with members.
CREATE TABLE agency_team (
  ancestor_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  depth integer NOT NULL CHECK (depth >= 0),
  joined_at timestamptz NOT NULL,
  is_agent boolean NOT NULL,
  PRIMARY KEY (ancestor_id, member_id)
);
CREATE INDEX agency_team_scope_idx ON agency_team (ancestor_id, depth) INCLUDE (member_id, joined_at, is_agent);
CREATE INDEX agency_team_member_idx ON agency_team (member_id, depth);

INSERT INTO agency_team (ancestor_id, member_id, depth, joined_at, is_agent)
WITH RECURSIVE up (member_id, ancestor_id, depth) AS (
  SELECT id, id, 0 FROM members
  UNION ALL
  SELECT up.member_id, m.upline_id, up.depth + 1 FROM up JOIN members m ON m.id = up.ancestor_id
  WHERE m.upline_id IS NOT NULL
)
SELECT up.ancestor_id, up.member_id, up.depth, m.created_at, m.type IN (1, 2, 41, 42)
FROM up JOIN members m ON m.id = up.member_id;

CREATE FUNCTION agency_team_link() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agency_team (ancestor_id, member_id, depth, joined_at, is_agent)
  VALUES (NEW.id, NEW.id, 0, NEW.created_at, NEW.type IN (1, 2, 41, 42));
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO agency_team (ancestor_id, member_id, depth, joined_at, is_agent)
    SELECT t.ancestor_id, NEW.id, t.depth + 1, NEW.created_at, NEW.type IN (1, 2, 41, 42)
    FROM agency_team t WHERE t.member_id = NEW.upline_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER members_agency_team AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION agency_team_link();

-- Moving a member (an operator's correction) moves its whole subtree: its links to the old ancestors go,
-- links to the new upline's ancestors come; an upline inside the member's own subtree is refused.
CREATE FUNCTION agency_team_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS DISTINCT FROM OLD.upline_id THEN
    IF NEW.upline_id IS NOT NULL AND EXISTS (
      SELECT 1 FROM agency_team WHERE ancestor_id = NEW.id AND member_id = NEW.upline_id) THEN
      RAISE EXCEPTION 'member % cannot move below its own team', NEW.id USING ERRCODE = 'restrict_violation';
    END IF;
    DELETE FROM agency_team t USING agency_team s
    WHERE s.ancestor_id = NEW.id AND t.member_id = s.member_id
      AND t.ancestor_id IN (SELECT a.ancestor_id FROM agency_team a WHERE a.member_id = NEW.id AND a.depth > 0);
    IF NEW.upline_id IS NOT NULL THEN
      INSERT INTO agency_team (ancestor_id, member_id, depth, joined_at, is_agent)
      SELECT p.ancestor_id, s.member_id, p.depth + s.depth + 1, s.joined_at, s.is_agent
      FROM agency_team p JOIN agency_team s ON s.ancestor_id = NEW.id WHERE p.member_id = NEW.upline_id;
    END IF;
  END IF;
  IF NEW.type IS DISTINCT FROM OLD.type THEN
    UPDATE agency_team SET is_agent = NEW.type IN (1, 2, 41, 42) WHERE member_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER members_agency_team_update AFTER UPDATE OF upline_id, type ON members
  FOR EACH ROW EXECUTE FUNCTION agency_team_update();

-- The agency module's read interface for other modules' team queries (bets, wallet, members): they join
-- this view, never agency_team itself.
CREATE VIEW team_links AS SELECT ancestor_id, member_id, depth FROM agency_team;

-- Contract types a merchant has switched off (none by default).
CREATE TABLE agency_settings (
  merchant_id integer PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  disabled_types text[] NOT NULL DEFAULT '{}'
);

-- A contract: `upline_id` pays `member_id` (NULL: the house pays a top agent) `tiers` for every period
-- that ends while it is ACTIVE. At most one ACTIVE and one OFFERED contract per member and type.
-- `next_period_end`: the end of the first period not yet settled (set on acceptance, advanced by settlement).
CREATE TABLE agency_contracts (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')),
  period text NOT NULL CHECK (period IN ('REALTIME', 'HOURLY', 'DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY')),
  member_id integer NOT NULL REFERENCES members (id),
  upline_id integer REFERENCES members (id),
  tiers jsonb NOT NULL,
  max_rate integer NOT NULL CHECK (max_rate BETWEEN 1 AND 10000),
  status text NOT NULL DEFAULT 'OFFERED' CHECK (status IN ('OFFERED', 'ACTIVE', 'REJECTED', 'TERMINATED')),
  terminates_conflicts boolean NOT NULL DEFAULT false,
  offered_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz,
  ended_at timestamptz,
  ended_by integer REFERENCES members (id),
  next_period_end timestamptz,
  CHECK ((status = 'ACTIVE') <= (accepted_at IS NOT NULL))
);
CREATE UNIQUE INDEX agency_contracts_active_idx ON agency_contracts (member_id, type) WHERE status = 'ACTIVE';
CREATE UNIQUE INDEX agency_contracts_offer_idx ON agency_contracts (member_id, type) WHERE status = 'OFFERED';
CREATE INDEX agency_contracts_upline_idx ON agency_contracts (upline_id, type, status);
CREATE INDEX agency_contracts_due_idx ON agency_contracts (type, next_period_end) WHERE next_period_end IS NOT NULL;

-- One row per (contract, period) settled, written in the transaction of its AGENT_PAYOUT posting
-- (idempotency key agency:<contract>:<period start>). UNPAID: the upline's balance was short; every run
-- retries it. NOTHING: no tier reached (amount 0).
CREATE TABLE agency_settlements (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  contract_id integer NOT NULL REFERENCES agency_contracts (id),
  type text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id),
  upline_id integer REFERENCES members (id),
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  base bigint NOT NULL CHECK (base >= 0),
  active_members integer NOT NULL,
  rate integer NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  status text NOT NULL CHECK (status IN ('PAID', 'UNPAID', 'NOTHING')),
  ledger_transaction_id bigint,
  settled_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (contract_id, period_start)
);
CREATE INDEX agency_settlements_member_idx ON agency_settlements (member_id, type, period_end DESC);
CREATE INDEX agency_settlements_upline_idx ON agency_settlements (upline_id, type, period_end DESC);
CREATE INDEX agency_settlements_unpaid_idx ON agency_settlements (type, id) WHERE status = 'UNPAID';
