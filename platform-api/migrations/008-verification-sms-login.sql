-- SMS login (MOBILEVERCODELOGIN3): members' mobile numbers and one-time verification codes.

-- Dial code without '+', national number without a leading 0 (digits only).
ALTER TABLE members
  ADD COLUMN mobile_dial_code text,
  ADD COLUMN mobile_num text;
CREATE UNIQUE INDEX members_mobile_idx ON members (merchant_id, mobile_dial_code, mobile_num)
  WHERE mobile_num IS NOT NULL;

-- Minutes an SMS code stays valid (the reply's expiredMinutes; the client's resend countdown).
ALTER TABLE merchants
  ADD COLUMN sms_code_expired_minutes integer NOT NULL DEFAULT 5 CHECK (sms_code_expired_minutes > 0);

-- One row per code request to a target ('+<dial code><number>'), also for numbers that belong to
-- no member (member_id and code_hash NULL: nothing was sent) so throttling reveals nothing.
-- Only an HMAC of the code is kept; a code is single use and burned after too many wrong tries.
CREATE TABLE verification_codes (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('LOGIN')),
  target text NOT NULL,
  member_id integer REFERENCES members (id) ON DELETE CASCADE,
  code_hash text,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX verification_codes_target_idx ON verification_codes (merchant_id, purpose, target, id DESC);
CREATE INDEX verification_codes_created_idx ON verification_codes (created_at);
