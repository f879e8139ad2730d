import { LOCALES } from 'shared-contracts';
import { escapeHtml, htmlDocument, scriptJson } from './vendor-page';
import { DICE_EDGE, DICE_MAX_WIN_FACES, DICE_MIN_WIN_FACES } from './dice';
import { DEFAULT_STAKE, STAKES, type Engine } from './games';
import type { PageLang, PageTexts } from './i18n';
import { SLOT_LINES, SLOT_PAYTABLE, SLOT_SYMBOLS, slotRtp } from './slot';

/** What the game page starts with (embedded as JSON; the session id stays in the page, never in a cookie). */
export interface GamePageState {
  session: string;
  engine: Engine;
  title: string;
  fun: boolean;
  currency: string;
  balance: number;
  lang: PageLang;
}

/** Symbols as the page draws them (emoji or letters: no image assets). */
const SYMBOL_FACES: Record<string, string> = {
  CHERRY: '🍒',
  LEMON: '🍋',
  BELL: '🔔',
  BAR: 'BAR',
  SEVEN: '7',
  DIAMOND: '💎',
};

const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#10131a;color:#eef1f6;display:flex;justify-content:center}
main{width:100%;max-width:560px;padding:16px}
h1{font-size:1.25rem;margin:0 0 2px}
.vendor{color:#9aa4b5;font-size:.85rem;margin:0 0 12px}
.fun{display:inline-block;background:#3b2f0b;color:#ffd25e;border-radius:4px;padding:1px 6px;font-size:.8rem;margin-left:6px}
.bar{display:flex;justify-content:space-between;align-items:center;background:#1a1f2b;border-radius:8px;padding:10px 12px;margin-bottom:12px}
.bar strong{font-size:1.15rem}
.stage{background:#1a1f2b;border-radius:8px;padding:14px;margin-bottom:12px}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:6px;max-width:300px;margin:0 auto}
.cell{aspect-ratio:1;display:flex;align-items:center;justify-content:center;font-size:2rem;font-weight:700;background:#262d3d;border-radius:8px;border:2px solid transparent}
.cell.win{border-color:#ffd25e;background:#3b2f0b}
.dice{text-align:center}
.roll{font-size:3rem;font-weight:800;margin:6px 0}
fieldset{border:1px solid #303849;border-radius:8px;margin:0 0 10px;padding:8px 10px}
legend{color:#9aa4b5;font-size:.85rem}
label{margin-right:12px}
.controls{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-end;margin-bottom:12px}
.controls>div{flex:1 1 140px}
select,input[type=range]{width:100%}
select{background:#262d3d;color:#eef1f6;border:1px solid #303849;border-radius:6px;padding:8px;font:inherit}
button{font:inherit;font-weight:700;font-size:1.05rem;background:#2e7d32;color:#fff;border:0;border-radius:8px;padding:12px 28px;cursor:pointer;min-width:140px}
button:disabled{background:#4a5263;cursor:default}
button:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid #8ab4ff;outline-offset:2px}
.odds{color:#9aa4b5;font-size:.9rem;margin-top:4px}
.result{min-height:1.4em;font-weight:600;margin:10px 0 0;text-align:center}
.result.won{color:#7ee08a}
.error{min-height:1.2em;color:#ff8a80;font-weight:600;margin:0 0 10px}
.error:empty{display:none}
h2{font-size:1rem;margin:16px 0 6px}
ol{list-style:none;margin:0;padding:0;max-height:220px;overflow:auto}
li{display:flex;justify-content:space-between;gap:8px;padding:5px 8px;border-bottom:1px solid #232a38;font-size:.9rem}
li .w{color:#7ee08a}
.rules{color:#9aa4b5;font-size:.8rem;margin-top:14px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
`;

/** The page's script (ES2017, no modules, no external calls but its own API). */
const SCRIPT = `
(function () {
  var S = JSON.parse(document.getElementById('demo-state').textContent);
  var t = S.t;
  var $ = function (id) { return document.getElementById(id); };
  var playBtn = $('play'), stakeEl = $('stake'), balanceEl = $('balance'), resultEl = $('result');
  var errorEl = $('error'), historyEl = $('history'), emptyEl = $('empty');
  var ended = false, rounds = 0;
  var fmt = new Intl.NumberFormat(S.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  var money = function (minor) { return fmt.format(minor / 100) + ' ' + S.currency; };
  // The token is spent: keep it out of the history and of a reload.
  try { history.replaceState(null, '', location.pathname + '?lang=' + S.lang); } catch (e) {}
  balanceEl.textContent = money(S.balance);

  var dirEls = document.querySelectorAll('input[name=direction]');
  var targetEl = $('target'), targetOut = $('target-out'), oddsEl = $('odds');
  function direction() {
    for (var i = 0; i < dirEls.length; i++) if (dirEls[i].checked) return dirEls[i].value;
    return 'under';
  }
  function faces() {
    var v = Number(targetEl.value);
    return direction() === 'under' ? v - 1 : 100 - v;
  }
  function updateOdds() {
    if (S.engine !== 'DICE') return;
    var under = direction() === 'under';
    targetEl.min = under ? S.dice.minFaces + 1 : 100 - S.dice.maxFaces;
    targetEl.max = under ? S.dice.maxFaces + 1 : 100 - S.dice.minFaces;
    var v = Math.min(Math.max(Number(targetEl.value), Number(targetEl.min)), Number(targetEl.max));
    targetEl.value = String(v);
    targetOut.textContent = String(v);
    var f = faces();
    oddsEl.textContent = t.winChance + ': ' + f + '% · ' + t.payoutLabel + ' ×' +
      (Math.floor((100 - S.dice.edge) * 100 / f) / 100).toFixed(2);
  }
  if (S.engine === 'DICE') {
    for (var i = 0; i < dirEls.length; i++) dirEls[i].addEventListener('change', updateOdds);
    targetEl.addEventListener('input', updateOdds);
    updateOdds();
  }

  function errorText(code) {
    if (code === 'INSUFFICIENT_FUNDS') return t.errInsufficientFunds;
    if (code === 'GAME_SESSION_EXPIRED') return t.errSessionExpired;
    if (code === 'SELF_EXCLUDED') return t.errSelfExcluded;
    if (code === 'ROUND_FAILED') return t.errRoundFailed;
    if (code === 'VALIDATION') return t.errInvalid;
    if (code === 'NETWORK') return t.errNetwork;
    return t.errUnknown;
  }

  function describe(o) {
    if (o.engine === 'DICE') return t.rolled + ' ' + o.roll + ' (' + (o.direction === 'under' ? t.under : t.over) + ' ' + o.target + ')';
    if (!o.wins.length) return '';
    return o.wins.map(function (w) { return t.line + ' ' + (w.line + 1) + ': ' + S.faces[w.symbol] + ' ×' + w.multiplier; }).join(', ');
  }

  function showOutcome(v) {
    var o = v.outcome;
    if (o.engine === 'SLOT') {
      var cells = document.querySelectorAll('.cell');
      var winning = {};
      o.wins.forEach(function (w) { S.lines[w.line].forEach(function (rc) { winning[rc[0] * 3 + rc[1]] = true; }); });
      for (var r = 0; r < 3; r++) for (var c = 0; c < 3; c++) {
        var cell = cells[r * 3 + c], sym = o.grid[r][c];
        cell.textContent = S.faces[sym];
        cell.setAttribute('aria-label', sym);
        cell.classList.toggle('win', !!winning[r * 3 + c]);
      }
    } else {
      $('roll').textContent = String(o.roll);
    }
    var text = (v.payout > 0 ? t.won + ' ' + money(v.payout) : t.lost);
    var detail = describe(o);
    resultEl.textContent = detail ? text + ' — ' + detail : text;
    resultEl.classList.toggle('won', v.payout > 0);
    balanceEl.textContent = money(v.balance);
    var li = document.createElement('li');
    var left = document.createElement('span');
    left.textContent = '#' + (++rounds) + ' ' + new Date().toLocaleTimeString(S.locale) + ' · ' + money(v.stake) + (detail ? ' · ' + detail : '');
    var right = document.createElement('span');
    right.textContent = v.payout > 0 ? '+' + money(v.payout) : '0';
    if (v.payout > 0) right.className = 'w';
    li.appendChild(left); li.appendChild(right);
    historyEl.insertBefore(li, historyEl.firstChild);
    while (historyEl.children.length > 20) historyEl.removeChild(historyEl.lastChild);
    emptyEl.hidden = true;
  }

  function play() {
    if (ended) return;
    errorEl.textContent = '';
    playBtn.disabled = true;
    playBtn.textContent = t.playing;
    var body = { stake: Number(stakeEl.value) };
    if (S.engine === 'DICE') body.choice = { direction: direction(), target: Number(targetEl.value) };
    fetch(S.api + '/round', {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/json', 'x-demo-session': S.session },
      body: JSON.stringify(body)
    }).then(function (res) {
      return res.json().catch(function () { return null; });
    }).then(function (env) {
      if (!env) { errorEl.textContent = errorText('NETWORK'); return; }
      if (!env.success) {
        errorEl.textContent = errorText(env.code);
        if (env.code === 'GAME_SESSION_EXPIRED') ended = true;
        return;
      }
      showOutcome(env.value);
      try { window.parent.postMessage({ type: 'balance:changed' }, '*'); } catch (e) {}
    }, function () {
      errorEl.textContent = errorText('NETWORK');
    }).then(function () {
      playBtn.disabled = ended;
      playBtn.textContent = S.engine === 'DICE' ? t.roll : t.spin;
    });
  }
  playBtn.addEventListener('click', play);
})();
`;

/** The game page: a self-contained HTML5 document (inline CSS and JS, no external assets). */
export function renderGamePage(state: GamePageState, t: PageTexts, nonce: string): string {
  const isDice = state.engine === 'DICE';
  const rtp = isDice ? (100 - DICE_EDGE) / 100 : slotRtp();
  const stakes = STAKES.map(
    (s) =>
      `<option value="${s}"${s === DEFAULT_STAKE ? ' selected' : ''}>${(s / 100).toLocaleString(LOCALES[state.lang], {
        minimumFractionDigits: 2,
      })}</option>`,
  ).join('');
  const stage = isDice
    ? `<div class="dice"><div class="roll" id="roll" aria-label="${escapeHtml(t.rolled)}">–</div></div>
<fieldset><legend>${escapeHtml(t.direction)}</legend>
<label><input type="radio" name="direction" value="under" checked> ${escapeHtml(t.under)}</label>
<label><input type="radio" name="direction" value="over"> ${escapeHtml(t.over)}</label>
<div><label for="target">${escapeHtml(t.target)}: <output id="target-out" for="target">50</output></label>
<input type="range" id="target" min="2" max="96" value="50" step="1"></div>
<div class="odds" id="odds" aria-live="polite"></div>
</fieldset>`
    : `<div class="grid" role="group" aria-label="${escapeHtml(t.lastResult)}">${Array.from(
        { length: 9 },
        (_, i) =>
          `<div class="cell" role="img" aria-label="${SLOT_SYMBOLS[i % SLOT_SYMBOLS.length]}">${
            SYMBOL_FACES[SLOT_SYMBOLS[i % SLOT_SYMBOLS.length]!]
          }</div>`,
      ).join('')}</div>`;
  const paytable = SLOT_SYMBOLS.map((s) => `${SYMBOL_FACES[s]} ×${SLOT_PAYTABLE[s]}`).join(' · ');
  const rules = isDice ? t.diceRules : `${t.slotRules} ${paytable}`;
  const json = {
    ...state,
    t,
    locale: LOCALES[state.lang],
    api: '/vendor/demo/api',
    faces: SYMBOL_FACES,
    lines: SLOT_LINES,
    dice: { edge: DICE_EDGE, minFaces: DICE_MIN_WIN_FACES, maxFaces: DICE_MAX_WIN_FACES },
  };
  const body = `<main>
<h1>${escapeHtml(state.title)}${state.fun ? ` <span class="fun">${escapeHtml(t.funMode)}</span>` : ''}</h1>
<p class="vendor">${escapeHtml(t.vendor)} · ${escapeHtml(t.rtp)} ${(rtp * 100).toFixed(2)}%</p>
<div class="bar"><span>${escapeHtml(t.balance)}</span><strong id="balance" aria-live="polite"></strong></div>
<section class="stage" aria-label="${escapeHtml(state.title)}">
${stage}
<p class="result" id="result" aria-live="polite" aria-atomic="true"></p>
</section>
<p class="error" id="error" role="alert"></p>
<div class="controls">
<div><label for="stake">${escapeHtml(t.stake)} (${escapeHtml(state.currency)})</label>
<select id="stake">${stakes}</select></div>
<button type="button" id="play">${escapeHtml(isDice ? t.roll : t.spin)}</button>
</div>
<h2 id="history-title">${escapeHtml(t.history)}</h2>
<p id="empty" class="odds">${escapeHtml(t.noRounds)}</p>
<ol id="history" aria-labelledby="history-title"></ol>
<p class="rules">${escapeHtml(rules)}</p>
</main>
<script type="application/json" id="demo-state">${scriptJson(json)}</script>
<script nonce="${nonce}">${SCRIPT}</script>`;
  return htmlDocument(LOCALES[state.lang], state.title, nonce, STYLE, body);
}

/** A page that only says what went wrong (an expired, used or unknown game link). */
export function renderErrorPage(lang: PageLang, title: string, message: string, nonce: string): string {
  return htmlDocument(
    LOCALES[lang],
    title,
    nonce,
    STYLE,
    `<main><h1>${escapeHtml(title)}</h1><p class="error" role="alert">${escapeHtml(message)}</p></main>`,
  );
}
