-- Reports (issue 29): the responsible-gaming module's history of deposit limits and self-exclusions, per brand,
-- so the responsible-gaming report can count what was set over a range. deposit_limits keeps only each member's
-- current limit (no brand, no history); self_exclusions has no brand. Written by the responsible-gaming module
-- in the transaction that changes a limit or starts an exclusion; only that module reads it.
CREATE TABLE rg_events (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- LIMIT_SET: a limit applies now that is new or lower; LIMIT_LOOSENED: a raise or removal was asked for (it
  -- applies after the wait); EXCLUSION: a self-exclusion started.
  kind text NOT NULL CHECK (kind IN ('LIMIT_SET', 'LIMIT_LOOSENED', 'EXCLUSION')),
  -- DAILY / WEEKLY / MONTHLY for a limit, the exclusion's period (P1D, P7D, …) for an exclusion.
  period text NOT NULL,
  -- The limit now (LIMIT_SET) or asked for (LIMIT_LOOSENED; null: no limit), minor units; null for an exclusion.
  amount bigint,
  by_operator boolean NOT NULL DEFAULT false,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rg_events_merchant_at_idx ON rg_events (merchant_id, at);

-- Backfill what the current tables still tell: each limit in force (set at its last change) and each exclusion.
INSERT INTO rg_events (merchant_id, member_id, kind, period, amount, at)
SELECT m.merchant_id, l.member_id, 'LIMIT_SET', l.period, l.amount, l.updated_at
FROM deposit_limits l JOIN members m ON m.id = l.member_id WHERE l.amount IS NOT NULL;

INSERT INTO rg_events (merchant_id, member_id, kind, period, amount, at)
SELECT m.merchant_id, e.member_id, 'EXCLUSION', e.period, NULL, e.starts_at
FROM self_exclusions e JOIN members m ON m.id = e.member_id;
