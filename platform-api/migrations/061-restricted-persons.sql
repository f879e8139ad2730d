-- The restricted-persons list (the restricted module; Philippines variant, SPEC §6): per merchant, people who may not
-- register, log in or send identity documents. A row names a person by full name + birthday, by ID type + number,
-- or both. name_key and id_key are the normalised forms the checks match on (restricted-normalise.ts).

CREATE TABLE restricted_persons (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  full_name text,
  name_key text,
  birthday date,
  id_type smallint CHECK (id_type BETWEEN 1 AND 12),
  id_number text,
  id_key text,
  reason text NOT NULL,
  added_by text NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((name_key IS NOT NULL AND birthday IS NOT NULL) OR (id_type IS NOT NULL AND id_key IS NOT NULL))
);
CREATE INDEX restricted_persons_name_idx ON restricted_persons (merchant_id, name_key, birthday);
CREATE INDEX restricted_persons_id_idx ON restricted_persons (merchant_id, id_type, id_key);
