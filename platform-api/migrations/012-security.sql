-- Security questions (SPEC §3, §4: answered after login before the session is usable) and the
-- extra verification of a username login from an IP the member never used (SPEC §4).

ALTER TABLE merchants
  -- Members may set a security question; a member who has one must answer it after every login.
  ADD COLUMN security_questions_enabled boolean NOT NULL DEFAULT false,
  -- A username login from an IP the member never logged in from needs a code or the payee name.
  ADD COLUMN verify_new_ip boolean NOT NULL DEFAULT false;

-- The questions a merchant offers. `id` is the question's number within the merchant (clients show
-- the translation `security_q_<id>`, `question` is the English text).
CREATE TABLE security_questions (
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  id integer NOT NULL CHECK (id > 0),
  question text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, id)
);

-- One question per member. Only a scrypt hash (as for passwords) of the trimmed, lower-cased answer is kept.
CREATE TABLE member_security_answers (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  merchant_id integer NOT NULL,
  question_id integer NOT NULL,
  answer_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (merchant_id, question_id) REFERENCES security_questions (merchant_id, id) ON DELETE CASCADE
);

-- A session of a member with a security answer starts pending: only the endpoints registered with
-- `beforeVerification` accept it until the answer is verified. A pending session gets one answer.
ALTER TABLE sessions
  ADD COLUMN pending_verification boolean NOT NULL DEFAULT false,
  ADD COLUMN verify_attempts integer NOT NULL DEFAULT 0;

-- IPs a member has logged in from (every successful login, registration, SMS login, verified IP).
CREATE TABLE member_known_ips (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  ip text NOT NULL,
  first_seen timestamptz NOT NULL DEFAULT now(),
  last_seen timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, ip)
);

-- A username login from an unknown IP waiting for its extra verification. Only the sha256 of the
-- ticket is kept; single use, 10 minutes, burned after 5 wrong answers.
CREATE TABLE ip_verification_tickets (
  id bigserial PRIMARY KEY,
  ticket_hash text NOT NULL UNIQUE,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  ip text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX ip_verification_tickets_expires_idx ON ip_verification_tickets (expires_at);
