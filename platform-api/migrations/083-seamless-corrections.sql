-- Issue 30 (ADR 0018): the seamless wallet's resettle, void and round-close calls claim their transaction ids in
-- seamless_transactions like debits and credits. `net` is what a resettle or void moved into (+) or out of (−) the
-- member's account; `shortfall` what a debit adjustment could not take because the balance was short (the house
-- absorbs it: no member balance goes below zero).
ALTER TABLE seamless_transactions DROP CONSTRAINT seamless_transactions_kind_check;
ALTER TABLE seamless_transactions
  ADD CONSTRAINT seamless_transactions_kind_check CHECK (kind IN ('DEBIT', 'CREDIT', 'ROLLBACK', 'RESETTLE', 'VOID', 'CLOSE'));
ALTER TABLE seamless_transactions ADD COLUMN net bigint NOT NULL DEFAULT 0;
ALTER TABLE seamless_transactions ADD COLUMN shortfall bigint NOT NULL DEFAULT 0 CHECK (shortfall >= 0);
