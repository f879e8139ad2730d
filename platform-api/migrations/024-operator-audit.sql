-- Every operator decision (ADR 0006): who, when, what, on which subject, and the subject before and
-- after, written in the transaction of the decision itself. Append-only.
CREATE TABLE operator_audit (
  id bigserial PRIMARY KEY,
  merchant_id integer,
  actor text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  action text NOT NULL,
  subject_type text NOT NULL,
  subject_id text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX operator_audit_subject_idx ON operator_audit (subject_type, subject_id, at);

CREATE FUNCTION operator_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit is append-only';
END $$;
CREATE TRIGGER operator_audit_no_change BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only();
