-- Outbound messages written by the default ("outbox") message provider instead of being sent.
-- A development-only endpoint lists them so a person or a test can read a code that was "sent".
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
  to_address text NOT NULL,
  body text NOT NULL,
  code text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_merchant_to_idx ON outbox (merchant_id, to_address, id DESC);
CREATE INDEX outbox_created_idx ON outbox (created_at);
