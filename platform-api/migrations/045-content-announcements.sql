-- The content module's announcements (issue 14; SPEC §2 publicModal, §3 Announcement: title, content HTML,
-- promotionType). content is HTML sanitised when written (announcement-repository.ts create, infra/sanitize.ts).
-- audience as for popups (SPEC §3): A everyone, B logged-in members, F anonymous visitors. An announcement shows
-- while now() is inside [starts_at, ends_at) (NULL: open-ended); newest first.
CREATE TABLE announcements (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  content text NOT NULL DEFAULT '',
  promotion_type text CHECK (promotion_type <> ''),
  audience text NOT NULL DEFAULT 'A' CHECK (audience IN ('A', 'B', 'F')),
  starts_at timestamptz,
  ends_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX announcements_list_idx ON announcements (merchant_id, created_at DESC, id DESC);
