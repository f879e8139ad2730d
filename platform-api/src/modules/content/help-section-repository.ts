import type { HelpSection } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { sanitizeRichText } from '../../infra/sanitize';

/** Help-centre sections (terms, privacy …) per language; content is sanitised on the way out. */
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
  };
}
export type HelpSectionRepository = ReturnType<typeof createHelpSectionRepository>;
