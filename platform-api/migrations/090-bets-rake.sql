-- Issue 30 (PVP rooms): a PVP vendor tells the wallet the house's commission (rake) when it pays a hand — an optional
-- `rake` on the seamless credit, recorded on the member's bet record of the round (minor units, summed over the
-- round's credits). Stakes − payouts of a hand is the rake: the reports show it as the house's revenue of PVP play.
ALTER TABLE bet_records ADD COLUMN rake bigint NOT NULL DEFAULT 0 CHECK (rake >= 0);
