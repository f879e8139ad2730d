-- Responsible-gaming defaults from the console (issue 29, Settings): a brand's deposit limits for a member who never
-- set one of that period (NULL: none). A member's own limit (deposit_limits row, even "no limit") replaces the
-- default of its period; lowering one applies at once and loosening it waits, as for any limit (ADR 0006).
CREATE TABLE rg_settings (
  merchant_id integer PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  default_daily bigint CHECK (default_daily > 0),
  default_weekly bigint CHECK (default_weekly > 0),
  default_monthly bigint CHECK (default_monthly > 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
