-- The lottery's player profiles (SPEC §7 "Lottery: first login"): made the first time a member opens the lottery,
-- with the lottery's defaults (the member's nickname, the merchant's VN prize mode then). Owned by the lottery module.

CREATE TABLE lottery_players (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  nickname text NOT NULL,
  prize_mode text NOT NULL CHECK (prize_mode IN ('LOTT', 'ELOTT')),
  created_at timestamptz NOT NULL DEFAULT now()
);
