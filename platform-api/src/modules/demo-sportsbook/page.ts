import { LOCALES, type Language } from 'shared-contracts';
import type { SportsbookTexts } from './i18n';
import { SCRIPT } from './page-script';
import { MAX_PAYOUT, MAX_STAKE, MIN_STAKE } from './rules';
import type { FixtureKind } from './sports';
import { escapeHtml, htmlDocument, scriptJson } from '../demo-vendor';

/** What the page starts with (embedded as JSON; the session id stays in the page, never in a cookie). */
export interface SportsbookPageState {
  session: string;
  kind: FixtureKind;
  title: string;
  currency: string;
  balance: number;
  lang: Language;
}

const STYLE = `
*{box-sizing:border-box}
html,body{margin:0}
body{font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#10131a;color:#eef1f6}
main{max-width:1200px;margin:0 auto;padding:12px}
h1{font-size:1.2rem;margin:0}
h2{font-size:1rem;margin:0 0 8px}
h3{font-size:.95rem;margin:0;overflow-wrap:anywhere}
.vendor{color:#9aa4b5;font-size:.85rem;margin:0 0 10px}
.bar{display:flex;justify-content:space-between;align-items:center;background:#1a1f2b;border-radius:8px;padding:10px 12px;margin-bottom:10px}
.layout{display:grid;grid-template-columns:1fr;gap:12px}
@media (min-width:900px){.layout{grid-template-columns:minmax(0,1fr) 360px}}
.panel{background:#1a1f2b;border-radius:8px;padding:12px;min-width:0}
ul,ol{list-style:none;margin:0;padding:0}
#fixtures{min-height:240px}
.fx{border-bottom:1px solid #262d3d;padding:10px 0}
.fx-head,.fx-meta,.bet-head{display:flex;justify-content:space-between;gap:8px;align-items:baseline}
.fx-meta{color:#9aa4b5;font-size:.85rem;margin:2px 0 6px}
.score{color:#eef1f6;font-size:1rem}
.st{font-size:.8rem;white-space:nowrap;color:#9aa4b5}
.st.live{color:#ff8a80;font-weight:700}
.st.won,.st.finished{color:#7ee08a}
.st.cashed_out{color:#ffd25e}
.mk{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin-top:4px}
.mk-name{flex:1 0 100%;font-size:.8rem;color:#9aa4b5}
.price{flex:1 1 0;min-width:0;display:flex;flex-direction:column;align-items:center;gap:2px;background:#262d3d;color:#eef1f6;border:1px solid #303849;border-radius:6px;padding:6px 4px;font:inherit;cursor:pointer;min-height:44px}
.price .sel{font-size:.75rem;color:#9aa4b5;max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.price .o{font-weight:700}
.price[aria-pressed=true]{background:#1f4d2a;border-color:#7ee08a}
.price:disabled{opacity:.5;cursor:default}
button:focus-visible,input:focus-visible{outline:3px solid #8ab4ff;outline-offset:2px}
.pick{display:flex;justify-content:space-between;gap:8px;padding:6px 0;border-bottom:1px solid #262d3d;font-size:.9rem}
.link{background:none;border:0;color:#8ab4ff;font:inherit;cursor:pointer;padding:4px;min-height:32px}
label{display:block;font-size:.85rem;color:#9aa4b5;margin:10px 0 4px}
input[type=number]{width:100%;background:#262d3d;color:#eef1f6;border:1px solid #303849;border-radius:6px;padding:8px;font:inherit}
#place,.cash{width:100%;font:inherit;font-weight:700;background:#2e7d32;color:#fff;border:0;border-radius:8px;padding:12px;margin-top:10px;cursor:pointer;min-height:44px}
#place:disabled,.cash:disabled{background:#4a5263;cursor:default}
.cash{background:#8a6d12;padding:8px;margin-top:6px}
.muted{color:#9aa4b5;font-size:.85rem}
.status{min-height:1.4em;font-weight:600;margin:8px 0 0}
.error{color:#ff8a80;font-weight:600;margin:0}
.error:empty{display:none}
.bet{border-bottom:1px solid #262d3d;padding:8px 0}
.legs li{font-size:.85rem;color:#c5ccd8;padding:2px 0;overflow-wrap:anywhere}
.bet-foot{font-size:.85rem;margin-top:2px}
.sub{font-size:.9rem;color:#9aa4b5;margin:12px 0 4px}
.rules{color:#9aa4b5;font-size:.8rem;margin-top:14px}
`;

/** The sportsbook page: a self-contained HTML5 document (inline CSS and JS, no external assets). */
export function renderSportsbookPage(state: SportsbookPageState, t: SportsbookTexts, nonce: string): string {
  const e = (k: keyof SportsbookTexts): string => escapeHtml(t[k]);
  const json = {
    ...state,
    t,
    locale: LOCALES[state.lang],
    api: '/vendor/demo/sports/api',
    limits: { min: MIN_STAKE, max: MAX_STAKE, payout: MAX_PAYOUT },
  };
  const body = `<main>
<h1>${escapeHtml(state.title)}</h1>
<p class="vendor">${e('vendor')} · ${e(state.kind === 'ESPORTS' ? 'esports' : 'sports')}</p>
<div class="bar"><span>${e('balance')}</span><strong id="balance" aria-live="polite"></strong></div>
<p class="error" id="error" role="alert"></p>
<div class="layout">
<section class="panel" aria-labelledby="fx-title">
<h2 id="fx-title">${e('fixtures')}</h2>
<p id="fx-loading" class="muted">${e('loading')}</p>
<p id="fx-empty" class="muted" hidden>${e('noFixtures')}</p>
<p id="fx-error" class="error" role="alert"></p>
<ul id="fixtures" aria-busy="true" aria-labelledby="fx-title"></ul>
</section>
<div>
<section class="panel" aria-labelledby="slip-title">
<h2 id="slip-title">${e('slip')} <span id="slip-kind" class="muted"></span></h2>
<p id="slip-empty" class="muted">${e('slipEmpty')}</p>
<ul id="slip-list" aria-labelledby="slip-title"></ul>
<label for="stake">${e('stake')} (${escapeHtml(state.currency)})</label>
<input type="number" id="stake" inputmode="decimal" min="${MIN_STAKE / 100}" max="${MAX_STAKE / 100}" step="0.01" value="10">
<p id="potential" class="muted" aria-live="polite"></p>
<button type="button" id="place" disabled>${e('place')}</button>
<p id="slip-status" class="status" role="status" aria-live="polite"></p>
<p id="limits" class="muted"></p>
</section>
<section class="panel" aria-labelledby="bets-title">
<h2 id="bets-title">${e('myBets')}</h2>
<p id="bets-loading" class="muted">${e('loading')}</p>
<p id="bets-empty" class="muted" hidden>${e('noBets')}</p>
<p id="bets-error" class="error" role="alert"></p>
<p id="bets-status" class="status" role="status" aria-live="polite"></p>
<h3 class="sub" id="open-title">${e('openBets')}</h3>
<ul id="open-bets" aria-labelledby="open-title" aria-busy="true"></ul>
<h3 class="sub" id="settled-title">${e('settledBets')}</h3>
<ul id="settled-bets" aria-labelledby="settled-title"></ul>
</section>
</div>
</div>
<p class="rules">${e('rules')}</p>
</main>
<script type="application/json" id="sb-state">${scriptJson(json)}</script>
<script nonce="${nonce}">${SCRIPT}</script>`;
  return htmlDocument(LOCALES[state.lang], state.title, nonce, STYLE, body);
}
