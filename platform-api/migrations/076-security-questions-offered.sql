-- Security questions from the console (issue 29, "Settings"): an operator adds a brand's own questions, renames them,
-- orders them and stops offering any. A question no longer offered stays for the members who chose it (their answer
-- and the login check keep working) but new choices cannot take it. Questions 1-100 are the stock catalogue, shown in
-- each language's translation (security_q_<id>); a brand's own questions are numbered from 101 and shown as written.
ALTER TABLE security_questions ADD COLUMN offered boolean NOT NULL DEFAULT true;
