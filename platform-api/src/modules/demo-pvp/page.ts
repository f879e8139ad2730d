import type { PageLang, PageTexts } from './i18n';
import { PAGE_SCRIPT } from './page-script';
import { escapeHtml, htmlDocument, scriptJson } from '../demo-vendor';

/** What the room page starts with (embedded as JSON; the session id stays in the page, never in a cookie). */
export interface PvpPageState {
  session: string;
  title: string;
  currency: string;
  balance: number;
  lang: PageLang;
  locale: string;
  /** The room to open at once (`&room=`), or null: the rooms list. */
  room: string | null;
}

const STYLE = `
*{box-sizing:border-box}
html,body{margin:0}
body{font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#10131a;color:#eef1f6;display:flex;justify-content:center}
main{width:100%;max-width:760px;padding:16px}
h1{font-size:1.25rem;margin:0 0 2px}
h2{font-size:1.05rem;margin:14px 0 8px}
.vendor{color:#9aa4b5;font-size:.85rem;margin:0 0 12px}
.bar{display:flex;justify-content:space-between;align-items:center;background:#1a1f2b;border-radius:8px;padding:10px 12px;margin-bottom:12px}
.bar strong{font-size:1.15rem}
.rooms{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:10px}
.room{background:#1a1f2b;border-radius:8px;padding:12px;display:flex;flex-direction:column;gap:4px;min-height:132px}
.room h3{margin:0;font-size:1rem}
.muted{color:#9aa4b5;font-size:.88rem;margin:0}
button{font:inherit;font-weight:700;background:#2e7d32;color:#fff;border:0;border-radius:8px;padding:11px 20px;cursor:pointer;min-height:44px;min-width:110px}
button.secondary{background:#303849}
button:disabled{background:#4a5263;cursor:default}
button:focus-visible{outline:3px solid #8ab4ff;outline-offset:2px}
.room button{margin-top:auto;align-self:flex-start}
.seats{list-style:none;margin:0 0 12px;padding:0;display:grid;grid-template-columns:repeat(2,1fr);gap:8px}
.seat{background:#1a1f2b;border-radius:8px;padding:10px;min-height:74px;border:2px solid transparent;overflow-wrap:anywhere}
.seat.you{border-color:#8ab4ff}
.seat.win{border-color:#ffd25e;background:#3b2f0b}
.seat .draw{font-size:1.3rem;font-weight:800;margin-top:4px}
.actions{display:flex;flex-wrap:wrap;gap:10px;margin-bottom:12px}
.status{font-weight:600;margin:0 0 10px;min-height:1.4em}
.result{background:#1a1f2b;border-radius:8px;padding:12px;min-height:4.2em}
.result .won{color:#7ee08a;font-weight:700}
.error{min-height:1.2em;color:#ff8a80;font-weight:600;margin:0 0 10px}
.error:empty{display:none}
.rules{color:#9aa4b5;font-size:.8rem;margin-top:14px}
[hidden]{display:none!important}
`;

/** The room page: the rooms list and one room's view (self-contained HTML5: inline CSS and JS, no external assets). */
export function renderPvpPage(state: PvpPageState, t: PageTexts, nonce: string): string {
  const e = (k: keyof PageTexts) => escapeHtml(t[k]);
  const body = `<main>
<h1>${escapeHtml(state.title)}</h1>
<p class="vendor">${e('vendor')}</p>
<div class="bar"><span id="balance-label">${e('balance')}</span><strong id="balance" aria-labelledby="balance-label" aria-live="polite" data-testid="pvp-balance"></strong></div>
<p class="error" id="error" role="alert"></p>
<section id="list" aria-labelledby="rooms-title">
<h2 id="rooms-title">${e('rooms')}</h2>
<ul class="rooms" id="rooms" aria-busy="true"></ul>
</section>
<section id="room" hidden aria-labelledby="room-title">
<button type="button" class="secondary" id="back">${e('back')}</button>
<h2 id="room-title"></h2>
<p class="status" id="status" aria-live="polite"></p>
<ol class="seats" id="seats" aria-label="${e('seats')}"></ol>
<div class="actions">
<button type="button" id="sit">${e('sit')}</button>
<button type="button" class="secondary" id="leave">${e('leave')}</button>
</div>
<h2 id="last-title">${e('lastHand')}</h2>
<div class="result" id="result" role="status" aria-live="polite" aria-atomic="true" aria-labelledby="last-title"></div>
</section>
<p class="rules">${e('rulesDice')}<br>${e('rulesCard')}<br>${e('rulesRake')}</p>
</main>
<script type="application/json" id="pvp-state">${scriptJson({ ...state, t, api: '/vendor/demo/pvp/api' })}</script>
<script nonce="${nonce}">${PAGE_SCRIPT}</script>`;
  return htmlDocument(state.locale, state.title, nonce, STYLE, body);
}
