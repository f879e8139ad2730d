-- The operator audit becomes tamper-evident (ADR 0011): each entry also names the operator (id and role), where the
-- call came from and the reason given, and carries `seq` (its place in one chain) and `hash`, the sha256 of its own
-- fields and the previous entry's hash. A trigger assigns both under a lock, so every writer (the API, the CLI's
-- offline commands) chains, and concurrent writers form one line. UPDATE and DELETE stay refused (024).
ALTER TABLE operator_audit
  ADD COLUMN operator_id integer,
  ADD COLUMN role text,
  ADD COLUMN ip text,
  ADD COLUMN reason text,
  ADD COLUMN seq bigint,
  ADD COLUMN prev_hash text,
  ADD COLUMN hash text;

-- What an entry's hash covers, in one fixed text form (the verification recomputes it the same way).
CREATE FUNCTION operator_audit_digest(a operator_audit) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws(E'\x1f',
    a.seq::text, coalesce(a.prev_hash, ''), coalesce(a.merchant_id::text, ''), a.actor,
    coalesce(a.operator_id::text, ''), coalesce(a.role, ''), (extract(epoch FROM a.at) * 1000000)::bigint::text,
    a.action, a.subject_type, a.subject_id, coalesce(a.before::text, 'null'), coalesce(a.after::text, 'null'),
    coalesce(a.reason, ''), coalesce(a.ip, '')), 'UTF8')), 'hex')
$$;

CREATE FUNCTION operator_audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last operator_audit;
BEGIN
  -- One writer at a time appends (the lock lasts until the writer's transaction ends).
  PERFORM pg_advisory_xact_lock(7410024);
  SELECT * INTO last FROM operator_audit WHERE seq IS NOT NULL ORDER BY seq DESC LIMIT 1;
  NEW.seq := coalesce(last.seq, 0) + 1;
  NEW.prev_hash := last.hash;
  NEW.hash := operator_audit_digest(NEW);
  RETURN NEW;
END $$;

-- Entries written before the chain: chained now, in the order they were written.
ALTER TABLE operator_audit DISABLE TRIGGER operator_audit_no_change;
DO $$
DECLARE
  r operator_audit;
  prev_seq bigint := 0;
  prev text := NULL;
BEGIN
  FOR r IN SELECT * FROM operator_audit ORDER BY id LOOP
    r.seq := prev_seq + 1;
    r.prev_hash := prev;
    r.hash := operator_audit_digest(r);
    UPDATE operator_audit SET seq = r.seq, prev_hash = r.prev_hash, hash = r.hash WHERE id = r.id;
    prev_seq := r.seq;
    prev := r.hash;
  END LOOP;
END $$;
ALTER TABLE operator_audit ENABLE TRIGGER operator_audit_no_change;

CREATE TRIGGER operator_audit_chain BEFORE INSERT ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION operator_audit_chain();
ALTER TABLE operator_audit ALTER COLUMN seq SET NOT NULL, ALTER COLUMN hash SET NOT NULL;
CREATE UNIQUE INDEX operator_audit_seq_idx ON operator_audit (seq);
CREATE INDEX operator_audit_at_idx ON operator_audit (at);
