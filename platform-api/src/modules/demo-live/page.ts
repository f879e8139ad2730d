import type { Language } from 'shared-contracts';
import type { LivePageTexts } from './i18n';
import { LIVE_SCRIPT } from './page-script';
import { RED_NUMBERS } from './roulette';
import { CHIPS, type LiveTable } from './tables';
import { escapeHtml, htmlDocument, scriptJson } from '../demo-vendor';

/** What the table page starts with (embedded as JSON; the session id stays in the page). */
export interface TablePageState {
  session: string;
  table: string;
  currency: string;
  lang: Language;
  locale: string;
}

const STYLE = `
*{box-sizing:border-box}html,body{margin:0}
body{font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#0f1a14;color:#eef1f6}
main{max-width:1100px;margin:0 auto;padding:12px;display:grid;gap:12px;grid-template-columns:1fr}
@media(min-width:900px){main{grid-template-columns:2fr 1fr}}
section{background:#17261d;border-radius:8px;padding:12px;min-width:0}
h1{font-size:1.15rem;margin:0}h2{font-size:1rem;margin:0 0 8px}
.head{display:flex;gap:10px;align-items:center}
.avatar{width:48px;height:48px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-weight:700;color:#fff;flex:none}
.muted{color:#a9b8ae;font-size:.85rem}
.bar{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px;margin:10px 0}
.phase{font-weight:700;min-height:1.4em}
.chips{display:flex;flex-wrap:wrap;gap:6px;border:0;padding:0;margin:0 0 10px}
.chips label{display:inline-flex;align-items:center;gap:4px;background:#223a2b;border-radius:16px;padding:4px 10px;cursor:pointer}
.spots{display:grid;grid-template-columns:repeat(auto-fill,minmax(96px,1fr));gap:6px}
.nums{display:grid;grid-template-columns:repeat(auto-fill,minmax(40px,1fr));gap:4px;margin-top:6px}
button{font:inherit;color:#fff;background:#2f5e42;border:0;border-radius:6px;padding:10px 6px;cursor:pointer;min-height:44px}
button:disabled{opacity:.5;cursor:not-allowed}
button.r{background:#a32a2a}button.k{background:#222}button.g{background:#1d7a3a}
.road{display:flex;flex-wrap:wrap;gap:4px;min-height:28px;list-style:none;padding:0;margin:0}
.road li{width:28px;height:28px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:.8rem;font-weight:700}
.P,.BLACK{background:#2456a6}.B,.RED{background:#b32626}.T,.GREEN{background:#1d8a43}.BLACK{background:#222}
.result{min-height:3em;font-size:1.05rem}
.error{color:#ff9b9b;min-height:1.4em}
.log{list-style:none;margin:0;padding:0;height:220px;overflow-y:auto;display:flex;flex-direction:column;gap:4px}
.chat-only{min-height:100vh;grid-template-columns:1fr;grid-template-rows:auto 1fr}
.chat-only>section:last-child{display:flex;flex-direction:column}.chat-only .log{flex:1 1 0;height:auto;min-height:160px}
.log li{word-break:break-word}.log b{color:#ffd25e}.log .d b{color:#7fe0a0}
form{display:flex;gap:6px;margin-top:8px}input[type=text]{flex:1;min-width:0;font:inherit;padding:8px;border-radius:6px;border:1px solid #3b5a47;background:#0f1a14;color:#fff}
ul.bets{margin:0;padding-left:18px;min-height:1.4em}
`;

/** The chat panel (the table page's and the chat page's). */
function chatPanel(t: LivePageTexts): string {
  return `<section aria-labelledby="chat-h"><h2 id="chat-h">${escapeHtml(t.chat)}</h2>
<ul class="log" id="chat-log" aria-live="polite" aria-relevant="additions"></ul>
<form id="chat-form"><label for="chat-text" class="muted">${escapeHtml(t.message)}</label>
<input type="text" id="chat-text" maxlength="200" autocomplete="off"><button type="submit">${escapeHtml(t.send)}</button></form>
<p class="error" id="chat-error" role="alert"></p></section>`;
}

function spotButtons(table: LiveTable, t: LivePageTexts): string {
  const label: Record<string, string> = {
    PLAYER: t.player,
    BANKER: t.banker,
    TIE: t.tie,
    PLAYER_PAIR: t.playerPair,
    BANKER_PAIR: t.bankerPair,
    RED: t.red,
    BLACK: t.black,
    ODD: t.odd,
    EVEN: t.even,
    LOW: t.low,
    HIGH: t.high,
    DOZEN1: t.dozen1,
    DOZEN2: t.dozen2,
    DOZEN3: t.dozen3,
  };
  const button = (spot: string, text: string, cls = '') =>
    `<button type="button" class="spot ${cls}" data-spot="${spot}" aria-label="${escapeHtml(`${t.bet} ${text}`)}">${escapeHtml(text)}</button>`;
  const outside = table.spots.filter((s) => !s.startsWith('N'));
  const numbers = table.spots.filter((s) => s.startsWith('N'));
  const nums = numbers.map((s) => {
    const n = Number(s.slice(1));
    return button(s, String(n), n === 0 ? 'g' : RED_NUMBERS.has(n) ? 'r' : 'k');
  });
  return `<div class="spots">${outside.map((s) => button(s, label[s] ?? s, s === 'RED' ? 'r' : s === 'BLACK' ? 'k' : '')).join('')}</div>${
    nums.length ? `<div class="nums" role="group" aria-label="${escapeHtml(t.straight)}">${nums.join('')}</div>` : ''
  }`;
}

/** The table page: dealer, round and countdown, chips and spots, the member's bets, results, road and chat. */
export function renderTablePage(state: TablePageState, table: LiveTable, t: LivePageTexts, nonce: string): string {
  const d = table.dealer;
  const chips = CHIPS.map(
    (c, i) =>
      `<label><input type="radio" name="chip" value="${c}"${i === 0 ? ' checked' : ''}><span data-money="${c}"></span></label>`,
  ).join('');
  const body = `<main>
<section aria-labelledby="title">
<div class="head"><div class="avatar" data-colour="${escapeHtml(d.colour)}" aria-hidden="true">${escapeHtml(d.initials)}</div>
<div><h1 id="title">${escapeHtml(table.name)}</h1><div class="muted">${escapeHtml(t.dealer)}: ${escapeHtml(d.name)} (${escapeHtml(d.nickname)}) · ${escapeHtml(t.studio)}</div></div></div>
<div class="bar"><span>${escapeHtml(t.round)} <strong id="round-no">–</strong></span>
<span class="phase" id="phase" role="timer" aria-live="off"></span>
<span>${escapeHtml(t.balance)}: <strong id="balance">–</strong></span></div>
<fieldset class="chips"><legend class="muted">${escapeHtml(t.chip)}</legend>${chips}</fieldset>
${spotButtons(table, t)}
<p class="error" id="error" role="alert"></p>
<h2>${escapeHtml(t.yourBets)}</h2><ul class="bets" id="my-bets"></ul>
<h2>${escapeHtml(t.lastResult)}</h2><div class="result" id="result" aria-live="polite"></div>
<h2>${escapeHtml(t.history)}</h2><ol class="road" id="road" aria-label="${escapeHtml(t.history)}"></ol><p class="muted" id="road-empty">${escapeHtml(t.noResults)}</p>
<p class="muted">${escapeHtml(t.rules)}</p>
</section>
${chatPanel(t)}
</main>
<script type="application/json" id="live-state">${scriptJson({ ...state, game: table.game })}</script>
<script type="application/json" id="live-texts">${scriptJson(t)}</script>
<script nonce="${nonce}">${LIVE_SCRIPT}</script>`;
  return htmlDocument(state.locale, table.name, nonce, STYLE, body);
}

/** The chat page of a one-time chat link (/wps/live/chat): the table's chat panel alone. */
export function renderChatPage(
  state: { chat: string; lang: Language; locale: string },
  table: LiveTable,
  t: LivePageTexts,
  nonce: string,
): string {
  const body = `<main class="chat-only"><section><h1>${escapeHtml(table.name)}</h1><p class="muted">${escapeHtml(t.dealer)}: ${escapeHtml(table.dealer.name)}</p></section>
${chatPanel(t)}</main>
<script type="application/json" id="live-state">${scriptJson({ ...state, chatOnly: true })}</script>
<script type="application/json" id="live-texts">${scriptJson(t)}</script>
<script nonce="${nonce}">${LIVE_SCRIPT}</script>`;
  return htmlDocument(state.locale, table.name, nonce, STYLE, body);
}
