import { LANGUAGE_NAMES, LANGUAGES, LOCALES } from 'shared-contracts';
import type { CardField, CardForm, CardProblem } from './cards';
import type { PspSession } from './demo-psp-repository';
import type { PspLang, PspTexts } from './i18n';

const esc = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The origin of an absolute http(s) URL, or null (a path stays on this origin: 'self'). */
const originOf = (url: string): string | null => {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
};

/**
 * The pages' Content-Security-Policy: nothing from elsewhere, inline style and script only with this
 * response's nonce, the form posting only to this origin (and the site it returns to, since a browser
 * checks a form's redirect too), never framed (a payment page must not be clickjacked).
 */
export function pspCsp(nonce: string, returnUrl?: string): string {
  const site = returnUrl ? originOf(returnUrl) : null;
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "base-uri 'none'",
    `form-action 'self'${site ? ` ${site}` : ''}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;color:#1c2434;display:flex;justify-content:center;align-items:flex-start}
main{width:100%;max-width:440px;margin:24px 12px;background:#fff;border-radius:14px;box-shadow:0 6px 24px rgba(20,30,60,.12);overflow:hidden}
header{background:#1f3b73;color:#fff;padding:16px 20px;display:flex;justify-content:space-between;align-items:center;gap:8px}
header strong{font-size:1.2rem;letter-spacing:.5px}
header a{color:#cfe0ff;font-size:.85rem}
.langs{background:#17305f;padding:6px 20px}
.langs ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px 14px;font-size:.85rem}
.langs a{color:#cfe0ff;display:inline-block;padding:4px 0}
.langs [aria-current]{color:#fff;font-weight:700;display:inline-block;padding:4px 0}
.secure{font-size:.8rem;color:#cfe0ff;margin:2px 0 0}
.summary{padding:16px 20px;border-bottom:1px solid #e4e8f0}
.summary dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}
.summary dt{color:#5b6578}
.summary dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.4rem;color:#1f3b73}
form,.result{padding:16px 20px 20px}
label{display:block;font-weight:600;font-size:.9rem;margin:12px 0 4px}
input{width:100%;font:inherit;padding:12px;border:1px solid #b9c2d3;border-radius:8px;min-height:48px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #6d9cff;outline-offset:2px}
input[aria-invalid=true]{border-color:#c62828}
.row{display:flex;gap:12px}.row>div{flex:1}
.err{color:#c62828;font-size:.85rem;margin:4px 0 0}
button{width:100%;margin-top:18px;min-height:48px;font:inherit;font-weight:700;font-size:1.05rem;background:#2e7d32;color:#fff;border:0;border-radius:8px;cursor:pointer}
button:disabled{background:#8a94a6}
.cancel,.back{display:block;text-align:center;margin-top:14px;color:#1f3b73}
.back{font-weight:700}
.hint{font-size:.8rem;color:#5b6578;margin:14px 0 0}
h1{font-size:1.25rem;margin:0 0 8px}
.result p{margin:0 0 8px}
`;

// Formats the card number as it is typed and stops a double submit; the form works without it.
const SCRIPT = `
(function () {
  var f = document.getElementById('pay-form'); if (!f) return;
  var n = document.getElementById('cardNumber');
  n.addEventListener('input', function () {
    var d = n.value.replace(/\\D/g, '').slice(0, 19);
    n.value = d.replace(/(\\d{4})(?=\\d)/g, '$1 ');
  });
  f.addEventListener('submit', function () {
    var b = document.getElementById('pay'); b.disabled = true; b.textContent = b.getAttribute('data-busy');
  });
})();
`;

function documentOf(t: PspTexts, lang: PspLang, title: string, nonce: string, body: string, langs: string): string {
  return `<!doctype html>
<html lang="${LOCALES[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${esc(title)} · ${esc(t.brand)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<header><div><strong>${esc(t.brand)}</strong><p class="secure">${esc(t.secure)}</p></div></header>
${langs}
${body}
</main>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>
`;
}

/** The amount in the language's locale, always 2 decimals (SPEC §9), then the currency code. */
const money = (s: PspSession, lang: PspLang) =>
  `${new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(s.amount / 100)} ${s.currency}`;

/** The page's expiry time (UTC) in the language's locale. */
const timeOf = (at: Date, lang: PspLang) =>
  new Intl.DateTimeFormat(LOCALES[lang], { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(at);

/** The other languages as links to this page in them (each named in itself); the current one is plain text. */
function languageLinks(t: PspTexts, lang: PspLang, self: string): string {
  const items = LANGUAGES.map((l) =>
    l === lang
      ? `<li><span aria-current="true" lang="${LOCALES[l]}">${esc(LANGUAGE_NAMES[l])}</span></li>`
      : `<li><a href="${self}?lang=${l}" hreflang="${LOCALES[l]}" lang="${LOCALES[l]}">${esc(LANGUAGE_NAMES[l])}</a></li>`,
  ).join('');
  return `<nav class="langs" aria-label="${esc(t.languages)}"><ul>${items}</ul></nav>`;
}

function summary(s: PspSession, t: PspTexts, lang: PspLang): string {
  return `<section class="summary" aria-label="${esc(t.amount)}"><dl>
<dt>${esc(t.payTo)}</dt><dd>${esc(s.merchantName)}</dd>
<dt>${esc(t.amount)}</dt><dd class="amount" id="amount">${esc(money(s, lang))}</dd>
<dt>${esc(t.reference)}</dt><dd>${esc(s.reference)}</dd>
</dl></section>`;
}

const PROBLEM_TEXT: Record<CardProblem, keyof PspTexts> = {
  required: 'required',
  invalid: 'invalidNumber',
  notTestCard: 'notTestCard',
  expired: 'expiredCard',
};

function problemText(t: PspTexts, field: CardField, p: CardProblem): string {
  if (p === 'invalid' && field !== 'cardNumber')
    return t[field === 'expiry' ? 'invalidExpiry' : field === 'cvc' ? 'invalidCvc' : 'invalidHolder'];
  return t[PROBLEM_TEXT[p]];
}

/** The card form of an OPEN session, with the problems of a refused submit (the CVC is never echoed). */
export function renderPayPage(
  s: PspSession,
  t: PspTexts,
  lang: PspLang,
  nonce: string,
  form: CardForm = {},
  problems: Partial<Record<CardField, CardProblem>> = {},
): string {
  const field = (name: CardField, label: string, attrs: string, value = '') => {
    const p = problems[name];
    const err = p ? `<p class="err" id="${name}-err">${esc(problemText(t, name, p))}</p>` : '';
    return `<label for="${name}">${esc(label)}</label>
<input id="${name}" name="${name}" ${attrs} value="${esc(value)}"${p ? ` aria-invalid="true" aria-describedby="${name}-err"` : ''}>${err}`;
  };
  const self = `/demo-psp/pay/${encodeURIComponent(s.id)}`;
  const body = `${summary(s, t, lang)}
<form id="pay-form" method="post" action="${self}" novalidate>
<input type="hidden" name="lang" value="${lang}">
${field('cardNumber', t.cardNumber, 'inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="4242 4242 4242 4242"', form.cardNumber)}
<div class="row"><div>${field('expiry', t.expiry, 'inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY"', form.expiry)}</div>
<div>${field('cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123"')}</div></div>
${field('holder', t.holder, 'autocomplete="cc-name" maxlength="80"', form.holder)}
<button type="submit" id="pay" data-busy="${esc(t.paying)}">${esc(t.pay)} ${esc(money(s, lang))}</button>
<a class="cancel" href="${esc(s.returnUrl)}">${esc(t.cancel)}</a>
<p class="hint">${esc(t.testCards)}</p>
<p class="hint">${esc(t.expiresAt)} <time datetime="${s.expiresAt.toISOString()}">${esc(timeOf(s.expiresAt, lang))} UTC</time></p>
</form>`;
  return documentOf(t, lang, t.pay, nonce, body, languageLinks(t, lang, self));
}

/** The page of an ended (or unknown) session: what happened, and the way back to the site. */
export function renderResultPage(s: PspSession | null, t: PspTexts, lang: PspLang, nonce: string): string {
  const [title, text] =
    s === null
      ? [t.unknownTitle, t.unknown]
      : s.status === 'PAID'
        ? [t.paidTitle, t.paid]
        : s.status === 'DECLINED'
          ? [t.declinedTitle, t.declined]
          : [t.expiredTitle, t.expired];
  const back = s ? `<a class="back" href="${esc(s.returnUrl)}">${esc(t.back)}</a>` : '';
  const body = `${s ? summary(s, t, lang) : ''}<section class="result" role="status"><h1>${esc(title)}</h1><p>${esc(text)}</p>${back}</section>`;
  return documentOf(t, lang, title, nonce, body, '');
}
