-- Registration (SPEC §3 register user, §4, §5, §6 Philippines variant, §7): member profile,
-- agents' invitation codes, identity documents, per-merchant minimum age and variant.

-- The register-user profile of SPEC §3. Nullable: seeded, trial and older accounts have none.
-- id_type 1–12, occupation 1–19, source_of_income 1–2 are the numbered lists of shared-contracts.
ALTER TABLE members
  ADD COLUMN payee_name text,
  ADD COLUMN birthday date,
  ADD COLUMN qq_num text,
  ADD COLUMN line text,
  ADD COLUMN whatsapp text,
  ADD COLUMN facebook text,
  ADD COLUMN wechat text,
  ADD COLUMN id_number text,
  ADD COLUMN id_type smallint CHECK (id_type BETWEEN 1 AND 12),
  ADD COLUMN place_of_birth text,
  ADD COLUMN address text,
  ADD COLUMN permanent_address text,
  ADD COLUMN nationality text,
  ADD COLUMN occupation smallint CHECK (occupation BETWEEN 1 AND 19),
  ADD COLUMN source_of_income smallint CHECK (source_of_income BETWEEN 1 AND 2),
  ADD COLUMN referral_code text,
  ADD COLUMN register_ip text,
  ADD COLUMN register_url text,
  -- Set by POST /wps/member/register(/mobile); NULL for accounts created otherwise (seed, free play).
  ADD COLUMN registered_at timestamptz,
  -- An agent's code (GET /wps/agent/affiliate, register affiliateCode): the new member joins its downline.
  ADD COLUMN invitation_code text,
  -- Identity verification (SPEC §3 security config): N nothing sent, P pending review, A approved, R rejected.
  ADD COLUMN id_verification_status char(1) NOT NULL DEFAULT 'N' CHECK (id_verification_status IN ('N', 'P', 'A', 'R')),
  ADD CONSTRAINT members_invitation_code_agent_check
    CHECK (invitation_code IS NULL OR type IN (1, 2, 41, 42));
-- Matched case-insensitively, unique per merchant.
CREATE UNIQUE INDEX members_invitation_code_idx ON members (merchant_id, upper(invitation_code))
  WHERE invitation_code IS NOT NULL;

-- The ID photos of POST /wps/member/upload/id: one row per member and kind (a new upload replaces it).
-- content_type is what the bytes are (JPEG or PNG by their magic numbers), not what the client declared.
CREATE TABLE member_id_documents (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('FRONT', 'BACK', 'SELFIE')),
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
  bytes bytea NOT NULL,
  sha256 text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, kind)
);

-- Minimum age to register (SPEC §9: 18 by default, 21 in the Philippines variant, which also
-- requires the restricted-persons declaration of SPEC §6).
ALTER TABLE merchants
  ADD COLUMN min_age integer NOT NULL DEFAULT 18 CHECK (min_age BETWEEN 0 AND 100),
  ADD COLUMN philippines_variant boolean NOT NULL DEFAULT false;

-- REGISTER: codes of /wps/verification/sms/register (no member yet); IP: the unregistered-IP
-- verification at login (SPEC §4).
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('LOGIN', 'REGISTER', 'IP'));
