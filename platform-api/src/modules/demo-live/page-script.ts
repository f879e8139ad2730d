/**
 * The live pages' script (inline, nonce CSP): polls the table's state every second (countdown, bets, result, road,
 * balance), places bets, and runs the chat panel (messages put in with textContent only). A chat page (chatOnly) has
 * only the chat, authenticated by its chat session (`x-live-chat`); a table page by its game session (`x-demo-session`).
 * A dealer's round greeting (`greetingRound`) is shown with the page's own `dealerGreeting` text, in its language.
 */
export const LIVE_SCRIPT = `(function(){
'use strict';
var S = JSON.parse(document.getElementById('live-state').textContent);
var T = JSON.parse(document.getElementById('live-texts').textContent);
try { history.replaceState(null, '', location.pathname); } catch (e) {}
var $ = function(id){ return document.getElementById(id); };
var headers = S.chatOnly ? { 'x-live-chat': S.chat } : { 'x-demo-session': S.session };
var fill = function(text, v){ return text.replace(/\\{(\\w+)\\}/g, function(_, k){ return k in v ? v[k] : _; }); };
var money = function(v){ return (v / 100).toLocaleString(S.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) + ' ' + (S.currency || ''); };
var ERR = { BETTING_CLOSED: T.errBettingClosed, BET_OVER_LIMIT: T.errOverLimit, TABLE_IN_USE: T.errTableInUse,
  INSUFFICIENT_FUNDS: T.errInsufficientFunds, GAME_SESSION_EXPIRED: T.errSessionExpired, CHAT_SESSION_EXPIRED: T.errSessionExpired,
  SELF_EXCLUDED: T.errSelfExcluded, RATE_LIMITED: T.errRateLimited, VALIDATION: T.errInvalid };
function call(method, url, body) {
  var init = { method: method, headers: Object.assign({ accept: 'application/json' }, headers) };
  if (body) { init.headers['content-type'] = 'application/json'; init.body = JSON.stringify(body); }
  return fetch(url, init).then(function(r){ return r.json().catch(function(){ return { success: false, code: 'NETWORK' }; }); },
    function(){ return { success: false, code: 'NETWORK' }; })
    .then(function(j){ if (!j.success) throw new Error(ERR[j.code] || (j.code === 'NETWORK' ? T.errNetwork : T.errUnknown)); return j.value; });
}
var avatar = document.querySelector('.avatar');
if (avatar) avatar.style.background = avatar.getAttribute('data-colour');
document.querySelectorAll('[data-money]').forEach(function(el){ el.textContent = money(Number(el.getAttribute('data-money'))).replace(/ $/, ''); });
var SPOT = { PLAYER: T.player, BANKER: T.banker, TIE: T.tie, PLAYER_PAIR: T.playerPair, BANKER_PAIR: T.bankerPair, RED: T.red,
  BLACK: T.black, ODD: T.odd, EVEN: T.even, LOW: T.low, HIGH: T.high, DOZEN1: T.dozen1, DOZEN2: T.dozen2, DOZEN3: T.dozen3 };
var spotName = function(s){ return SPOT[s] || (s.charAt(0) === 'N' ? T.straight + ' ' + s.slice(1) : s); };
function resultText(r) {
  if (r.game === 'ROULETTE') return r.number + ' ' + (r.colour === 'RED' ? T.red : r.colour === 'BLACK' ? T.black : '');
  var w = r.winner === 'PLAYER' ? T.player : r.winner === 'BANKER' ? T.banker : T.tie;
  return w + ' (' + T.player + ' ' + r.playerTotal + ' – ' + T.banker + ' ' + r.bankerTotal + ')';
}
var state = null, skew = 0, shownRound = 0;
function tick() {
  if (!state) return;
  var el = $('phase');
  var left = state.closesAt ? Math.max(0, Math.ceil((Date.parse(state.closesAt) - Date.now() - skew) / 1000)) : 0;
  var open = state.phase === 'BETTING' && left > 0;
  el.textContent = open ? T.closesIn + ' ' + left + ' s' : T.drawing;
  document.querySelectorAll('button.spot').forEach(function(b){ b.disabled = !open; });
}
function render(v) {
  state = v; skew = Date.parse(v.now) - Date.now();
  $('round-no').textContent = '#' + v.roundNo;
  $('balance').textContent = money(v.balance);
  var bets = $('my-bets'); bets.textContent = '';
  if (!v.myBets.length) { var e = document.createElement('li'); e.textContent = T.noBets; bets.appendChild(e); }
  v.myBets.forEach(function(b){ var li = document.createElement('li'); li.textContent = spotName(b.spot) + ': ' + money(b.amount); bets.appendChild(li); });
  var road = $('road'); road.textContent = '';
  $('road-empty').hidden = v.results.length > 0;
  v.results.slice().reverse().forEach(function(r){ var li = document.createElement('li');
    li.textContent = r.mark; li.className = r.result.game === 'ROULETTE' ? r.result.colour : r.mark;
    li.setAttribute('aria-label', T.round + ' ' + r.roundNo + ': ' + resultText(r.result)); road.appendChild(li); });
  var last = v.last, key = last ? last.roundNo + ':' + last.settled : '';
  if (key !== shownRound) {
    shownRound = key;
    var text = '';
    if (last) {
      text = T.round + ' ' + last.roundNo + ': ' + resultText(last.result) + '. ';
      if (last.bet) text += last.payout === null ? T.settling : last.payout > 0 ? T.youWon + ' ' + money(last.payout) : T.youLost;
      if (last.bet && last.payout !== null) try { window.parent.postMessage({ type: 'balance:changed' }, '*'); } catch (e) {}
    }
    $('result').textContent = text;
  }
  tick();
}
function poll() { call('GET', '/vendor/demo/live/api/state').then(function(v){ $('error').textContent = ''; render(v); }, function(e){ $('error').textContent = e.message; }); }
if (!S.chatOnly) {
  document.querySelectorAll('button.spot').forEach(function(b){ b.addEventListener('click', function(){
    var chip = document.querySelector('input[name=chip]:checked');
    b.disabled = true;
    call('POST', '/vendor/demo/live/api/bet', { spot: b.getAttribute('data-spot'), amount: Number(chip ? chip.value : 1000) })
      .then(function(){ $('error').textContent = ''; poll(); }, function(e){ $('error').textContent = e.message; })
      .then(tick);
  }); });
  poll(); setInterval(poll, 1000); setInterval(tick, 250);
}
var lastId = 0;
function addMessage(m) {
  var li = document.createElement('li'); if (m.dealer) li.className = 'd';
  var b = document.createElement('b'); b.textContent = m.sender + ': ';
  var text = m.dealer && m.greetingRound ? fill(T.dealerGreeting, { round: m.greetingRound }) : m.text;
  li.appendChild(b); li.appendChild(document.createTextNode(text)); $('chat-log').appendChild(li);
  var log = $('chat-log'); while (log.children.length > 50) log.removeChild(log.firstChild);
  log.scrollTop = log.scrollHeight; lastId = Math.max(lastId, m.id);
}
function chatPoll() { call('GET', '/vendor/demo/live/api/chat?after=' + lastId).then(function(v){ v.messages.forEach(addMessage); }, function(){}); }
$('chat-form').addEventListener('submit', function(ev){ ev.preventDefault();
  var input = $('chat-text'), text = input.value;
  if (!text.trim()) return;
  call('POST', '/vendor/demo/live/api/chat', { text: text }).then(function(){ input.value = ''; $('chat-error').textContent = ''; chatPoll(); },
    function(e){ $('chat-error').textContent = e.message; });
});
chatPoll(); setInterval(chatPoll, 2000);
})();`;
