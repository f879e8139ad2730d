import { expect, type APIResponse, type Page } from '@playwright/test';

/**
 * The stored-XSS corpus (issue 28): classic vectors, each calling the marker `__xss('<id>')` (or `alert`) when it runs.
 * `markup` says whether the plain-text rule (platform-api `infra/sanitize.ts` `plainText`: a `<` opening a tag,
 * a closing tag, a comment or a processing instruction) refuses it; the others are text that is dangerous only where
 * a page would put it into HTML, a URL or a template, and are stored as they are.
 */
export interface Payload {
  id: string;
  text: string;
  markup: boolean;
}

const P = (id: string, text: string, markup = true): Payload => ({ id, text, markup });

export const CORPUS: readonly Payload[] = [
  P('img', `<img src=x onerror="__xss('img')">`),
  P('svg', `<svg onload="__xss('svg')">`),
  P('script', `"><script>__xss('script')</script>`),
  P('iframe', `<iframe srcdoc="<script>parent.__xss('iframe')</script>"></iframe>`),
  P('ahref', `<a href="javascript:__xss('ahref')">open</a>`),
  P('textarea', `</textarea><script>__xss('textarea')</script>`),
  P('style', `<div style="background:url(javascript:__xss('style'));width:expression(__xss('expr'))">s</div>`),
  P('mxss', `<math><mtext><table><mglyph><style><img src=x onerror="__xss('mxss')">`),
  P('noscript', `<noscript><p title="</noscript><img src=x onerror=__xss('noscript')>">`),
  P('details', `<details open ontoggle="__xss('details')">d</details>`),
  P('animate', `<svg><animate onbegin="__xss('animate')" attributeName=x dur=1s>`),
  P('autofocus', `<input autofocus onfocus="__xss('autofocus')">`),
  P('alert', `<img src=y onerror="alert('xss-dialog')">`),
  P('comment', `<!--><img src=z onerror="__xss('comment')">-->`),
  P('jsurl', `javascript:__xss('jsurl')`, false),
  P('attr', `' onmouseover='__xss("attr")' autofocus onfocus='__xss("attr2")`, false),
  P('template', `{{constructor.constructor('__xss("template")')()}}`, false),
  P('entity', `&lt;script&gt;__xss('entity')&lt;/script&gt;`, false),
  P('unicode', `\\u003cscript\\u003e__xss('unicode')\\u003c/script\\u003e`, false),
];

export const MARKUP = CORPUS.filter((p) => p.markup);
/** The text of the payload `id`. */
export function payload(id: string): string {
  const p = CORPUS.find((c) => c.id === id);
  if (!p) throw new Error(`no payload ${id}`);
  return p.text;
}
export const INERT = CORPUS.filter((p) => !p.markup);
/** Every inert payload in one text (one save shows them all). */
export const INERT_TEXT = INERT.map((p) => p.text).join(' ');
/**
 * The whole corpus as one HTML text (rich text: sanitised by the server), the mutation-XSS vector last: the
 * sanitiser drops everything after its unclosed `<style>`.
 */
export const CORPUS_HTML = [...CORPUS.filter((p) => p.id !== 'mxss'), ...CORPUS.filter((p) => p.id === 'mxss')]
  .map((p) => `<p>${p.id}:</p>${p.text}`)
  .join('\n');

/**
 * Arms `page` (and every frame of it) with the marker: `__xss(id)` records the id and logs it, and any dialog, a
 * console line from the marker or an error thrown from a payload counts as a hit too. `expectNoXss()` asserts that
 * nothing ran and that no element carries a script-bearing attribute, `<script>` or `javascript:` URL from the corpus
 * (markup that reached the DOM even where it did not run, e.g. a handler that never fired).
 */
export async function armXss(page: Page) {
  const hits: string[] = [];
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: (id: string) => void; __xssHits: string[] };
    w.__xssHits = [];
    w.__xss = (id: string) => {
      w.__xssHits.push(String(id));
      console.log(`__XSS_HIT__ ${String(id)}`);
    };
  });
  page.on('console', (m) => {
    if (m.text().includes('__XSS_HIT__')) hits.push(m.text());
  });
  page.on('dialog', (d) => {
    hits.push(`dialog: ${d.message()}`);
    void d.dismiss().catch(() => undefined);
  });
  return {
    hits,
    /** Nothing of the corpus ran on the page so far, and none of it is live in the DOM. */
    async expectNoXss(where: string) {
      const inPage = await page.evaluate(() => {
        const found: string[] = [...((window as unknown as { __xssHits?: string[] }).__xssHits ?? [])];
        const all = document.querySelectorAll('*');
        for (const el of Array.from(all)) {
          if (el.tagName === 'SCRIPT' && (el.textContent ?? '').includes('__xss'))
            found.push(`<script> ${el.outerHTML}`);
          for (const a of Array.from(el.attributes)) {
            const v = a.value;
            const live =
              /^on/i.test(a.name) ||
              ['href', 'src', 'srcdoc', 'action', 'formaction', 'style', 'data'].includes(a.name);
            if (live && (v.includes('__xss') || v.includes('xss-dialog'))) found.push(`${el.tagName}[${a.name}] ${v}`);
          }
        }
        return found;
      });
      expect([...hits, ...inPage], `stored XSS on ${where}`).toEqual([]);
    },
  };
}

/** The answer of a refused plain-text value: 400 VALIDATION naming the field. */
export async function expectRefused(res: Pick<APIResponse, 'status' | 'text'>, field: string) {
  const body = await res.text();
  expect(res.status(), body).toBe(400);
  const json = JSON.parse(body) as { code?: string; field?: string };
  expect([json.code, json.field], body).toEqual(['VALIDATION', field]);
}
