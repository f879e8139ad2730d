-- Issue 30: the demo vendor plays each category the way its kind of vendor does — live tables (LIVE), a sportsbook
-- (SPORTS, also e-sports) and PVP rooms (PVP) beside the slot and the dice. A launch names the engine its page runs.
ALTER TABLE launch_tokens DROP CONSTRAINT launch_tokens_engine_check;
ALTER TABLE launch_tokens ADD CONSTRAINT launch_tokens_engine_check CHECK (engine IN ('SLOT', 'DICE', 'LIVE', 'SPORTS', 'PVP'));
