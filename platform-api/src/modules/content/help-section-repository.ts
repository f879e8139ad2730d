import type { HelpSection } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { sanitizeRichText } from '../../infra/sanitize';

/** A help section as the console manages it. */
export interface HelpSectionRow extends HelpSection {
  lang: string;
  sort: number;
}

/** What a console write stores (content sanitised here). */
export interface HelpSectionWrite {
  title: string;
  content: string;
  sort: number;
}

const ROW = 'lang, key, title, content, sort';

/**
 * Help-centre sections (terms, privacy …) per language. Operators write them, so content is sanitised when written
 * (migration 002 called it trusted input: it no longer is) and again on the way out, for rows written before.
 */
export function createHelpSectionRepository(db: Db) {
  return {
    /** The merchant's sections in one language, in display order. */
    async listByLang(merchantId: number, lang: string, tx: Db = db): Promise<HelpSection[]> {
      const { rows } = await tx.query<HelpSection>(
        'SELECT key, title, content FROM help_sections WHERE merchant_id = $1 AND lang = $2 ORDER BY sort, key',
        [merchantId, lang],
      );
      return rows.map((r) => ({ ...r, content: sanitizeRichText(r.content) }));
    },
    /** The console's view of one language: every field, content sanitised, in display order. */
    async listForAdmin(merchantId: number, lang: string, tx: Db = db): Promise<HelpSectionRow[]> {
      const { rows } = await tx.query<HelpSectionRow>(
        `SELECT ${ROW} FROM help_sections WHERE merchant_id = $1 AND lang = $2 ORDER BY sort, key`,
        [merchantId, lang],
      );
      return rows.map((r) => ({ ...r, content: sanitizeRichText(r.content) }));
    },
    /** One section, locked for a change; null when the merchant has none under that language and key. */
    async findForUpdate(merchantId: number, lang: string, key: string, tx: Db): Promise<HelpSectionRow | null> {
      const { rows } = await tx.query<HelpSectionRow>(
        `SELECT ${ROW} FROM help_sections WHERE merchant_id = $1 AND lang = $2 AND key = $3 FOR UPDATE`,
        [merchantId, lang, key],
      );
      return rows[0] ?? null;
    },
    /** Adds a section (content sanitised); null when the language already has that key. */
    async insert(merchantId: number, lang: string, key: string, s: HelpSectionWrite, tx: Db) {
      const { rows } = await tx.query<HelpSectionRow>(
        `INSERT INTO help_sections (merchant_id, lang, key, title, content, sort) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (merchant_id, lang, key) DO NOTHING RETURNING ${ROW}`,
        [merchantId, lang, key, s.title, sanitizeRichText(s.content), s.sort],
      );
      return rows[0] ?? null;
    },
    /** Replaces a section's title, content (sanitised) and order; the stored row, or null. */
    async update(merchantId: number, lang: string, key: string, s: HelpSectionWrite, tx: Db) {
      const { rows } = await tx.query<HelpSectionRow>(
        `UPDATE help_sections SET title = $4, content = $5, sort = $6
         WHERE merchant_id = $1 AND lang = $2 AND key = $3 RETURNING ${ROW}`,
        [merchantId, lang, key, s.title, sanitizeRichText(s.content), s.sort],
      );
      return rows[0] ?? null;
    },
  };
}
export type HelpSectionRepository = ReturnType<typeof createHelpSectionRepository>;
