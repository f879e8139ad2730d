-- Players' feedback (SPEC §1, §7 PUT /wps/feedback): a type, the text, how the player would like to be answered and
-- up to three screenshots (feedback_images, bytes checked as JPEG or PNG). The operator answers (the answer also
-- reaches the player as a platform message) or closes it. feedback_settings holds a merchant's own word limits and
-- hourly allowance; a merchant without a row has the defaults of shared-contracts (5–500 words, 5 an hour).
CREATE TABLE feedback (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  type text NOT NULL,
  content text NOT NULL,
  contact text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  answer text,
  answered_by text,
  answered_at timestamptz,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_member_idx ON feedback (member_id, created_at DESC);
CREATE INDEX feedback_queue_idx ON feedback (merchant_id, status, id);

CREATE TABLE feedback_images (
  feedback_id integer NOT NULL REFERENCES feedback (id) ON DELETE CASCADE,
  n smallint NOT NULL CHECK (n BETWEEN 1 AND 3),
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  sha256 text NOT NULL,
  size integer NOT NULL,
  PRIMARY KEY (feedback_id, n)
);

CREATE TABLE feedback_settings (
  merchant_id integer PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  min_words integer NOT NULL CHECK (min_words >= 1),
  max_words integer NOT NULL CHECK (max_words >= min_words),
  per_hour integer NOT NULL CHECK (per_hour >= 1)
);
