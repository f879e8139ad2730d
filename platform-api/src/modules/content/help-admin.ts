import { contentPagesOpsApi as api } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { emptyField, invalidField, notFound } from '../../infra/errors/common-errors';
import { plainText } from '../../infra/sanitize';
import { createHelpSectionRepository, type HelpSectionWrite } from './help-section-repository';
import { checkedHtml } from './notice-admin';

/** A brand as the help admin needs it: its id and the languages its site offers. */
export interface HelpBrand {
  id: number;
  languages: readonly string[];
}

/** The language a call names, which must be one of the brand's (field `lang`); absent: its first. */
function languageOf(brand: HelpBrand, lang: string | undefined): string {
  const chosen = lang ?? brand.languages[0] ?? 'EN';
  if (!brand.languages.includes(chosen)) throw invalidField('lang', `${chosen} is not one of the brand's languages`);
  return chosen;
}

function checked(input: api.HelpSectionInput): HelpSectionWrite {
  const title = plainText(input.title, 'title');
  if (!title) throw emptyField('title');
  return { title, content: checkedHtml(input.content), sort: input.sort };
}

/** The console's help-centre sections of a brand, per language (each write in the caller's transaction). */
export function createHelpAdmin({ db }: { db: Db }) {
  const sections = createHelpSectionRepository(db);
  return {
    /** The brand's languages, the one shown, and its sections in display order. */
    async list(brand: HelpBrand, lang: string | undefined) {
      const language = languageOf(brand, lang);
      return { languages: [...brand.languages], lang: language, list: await sections.listForAdmin(brand.id, language) };
    },
    /** Adds a section; a key the language already has is refused (400 VALIDATION, field `key`). */
    async create(brand: HelpBrand, input: api.NewHelpSection, tx: Db) {
      const lang = languageOf(brand, input.lang);
      const made = await sections.insert(brand.id, lang, input.key, checked(input), tx);
      if (!made) throw invalidField('key', `${lang} already has a section ${input.key}`);
      return made;
    },
    /** Replaces a section's title, content and order: before and after; 404 NOT_FOUND when there is none. */
    async update(brand: HelpBrand, lang: string, key: string, input: api.HelpSectionInput, tx: Db) {
      const language = languageOf(brand, lang);
      const fields = checked(input);
      const before = await sections.findForUpdate(brand.id, language, key, tx);
      const after = before && (await sections.update(brand.id, language, key, fields, tx));
      if (!before || !after) throw notFound(`help section ${language}/${key}`);
      return { before, after };
    },
  };
}
export type HelpAdmin = ReturnType<typeof createHelpAdmin>;
