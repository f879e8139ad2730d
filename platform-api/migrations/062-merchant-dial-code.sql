-- The dial code a merchant's phone forms start on (register, SMS login, password reset, profile mobile): the
-- country of its market, without '+'. The seed sets each brand's (DEMO 84, PH 63, LUCKY 1); older rows keep Vietnam's.

ALTER TABLE merchants
  ADD COLUMN dial_code text NOT NULL DEFAULT '84' CHECK (dial_code ~ '^[0-9]{1,4}$');
