/**
 * The sportsbook page's script (ES2017, no modules, no external calls but its own API): polls the fixtures and the
 * member's bets, keeps the slip (one pick per match), places singles and parlays at the prices shown (a moved price
 * comes back as ODDS_CHANGED: the slip takes the new prices and asks to accept), offers cash-out.
 */
export const SCRIPT = `
(function () {
  var S = JSON.parse(document.getElementById('sb-state').textContent);
  var t = S.t;
  var $ = function (id) { return document.getElementById(id); };
  var fmt = new Intl.NumberFormat(S.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  var money = function (minor) { return fmt.format(minor / 100) + ' ' + S.currency; };
  var odds = function (o) { return (o / 100).toFixed(2); };
  var fill = function (text, v) { return text.replace(/\\{(\\w+)\\}/g, function (_, k) { return v[k]; }); };
  try { history.replaceState(null, '', location.pathname + '?lang=' + S.lang); } catch (e) {}
  var ended = false, busy = false, picks = {}, fixtures = {}, cards = {}, accepting = false;
  $('balance').textContent = money(S.balance);
  $('limits').textContent = fill(t.limits, { min: money(S.limits.min), max: money(S.limits.max), payout: money(S.limits.payout) });

  function errorText(env) {
    var c = env && env.code;
    if (c === 'INSUFFICIENT_FUNDS') return t.errInsufficientFunds;
    if (c === 'GAME_SESSION_EXPIRED') return t.errSessionExpired;
    if (c === 'SELF_EXCLUDED') return t.errSelfExcluded;
    if (c === 'MARKET_CLOSED') return t.errMarketClosed;
    if (c === 'BET_NOT_OPEN') return t.errBetNotOpen;
    if (c === 'VALIDATION') return t.errInvalid;
    if (c === 'RATE_LIMITED') return t.errRateLimited;
    if (c === 'NETWORK') return t.errNetwork;
    return t.errUnknown;
  }
  function call(method, path, body) {
    var init = { method: method, credentials: 'omit', headers: { 'x-demo-session': S.session } };
    if (body) { init.headers['content-type'] = 'application/json'; init.body = JSON.stringify(body); }
    return fetch(S.api + path, init).then(function (r) { return r.json().catch(function () { return null; }); },
      function () { return null; }).then(function (env) {
      if (!env) return { success: false, code: 'NETWORK' };
      if (!env.success && env.code === 'GAME_SESSION_EXPIRED') { ended = true; $('error').textContent = errorText(env); }
      return env;
    });
  }
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  var SEL = { HOME: t.home, DRAW: t.draw, AWAY: t.away, OVER: t.over, UNDER: t.under };
  function selName(f, s, line) {
    if (s === 'HOME') return f.home;
    if (s === 'AWAY') return f.away;
    if (s === 'DRAW') return t.draw;
    return SEL[s] + ' ' + line;
  }
  function statusText(f) {
    if (f.status === 'LIVE') return t.live + ' · ' + Math.round(f.tick * 100 / f.ticks) + '%';
    if (f.status === 'UPCOMING') return t.upcoming + ' ' + new Date(f.startsAt).toLocaleTimeString(S.locale, { hour: '2-digit', minute: '2-digit' });
    return f.status === 'VOID' ? t.void : t.finished;
  }

  function card(f) {
    var c = el('li', 'fx');
    c.setAttribute('aria-labelledby', 'fx-' + f.id);
    var head = el('div', 'fx-head');
    var name = el('h3', null, f.home + ' – ' + f.away);
    name.id = 'fx-' + f.id;
    var st = el('span', 'st');
    head.appendChild(name); head.appendChild(st);
    var meta = el('div', 'fx-meta');
    var sport = el('span', null, f.sport + ' · #' + f.id);
    var score = el('strong', 'score');
    meta.appendChild(sport); meta.appendChild(score);
    c.appendChild(head); c.appendChild(meta);
    var buttons = {};
    f.markets.forEach(function (m) {
      var row = el('div', 'mk');
      row.setAttribute('role', 'group');
      var label = m.market === 'TOTAL' ? t.total + ' ' + m.line : (m.selections.length === 3 ? t.winner1x2 : t.winner);
      row.setAttribute('aria-label', label);
      row.appendChild(el('span', 'mk-name', label));
      m.selections.forEach(function (s) {
        var b = el('button', 'price');
        b.type = 'button';
        b.addEventListener('click', function () { toggle(f.id, s.selection); });
        buttons[s.selection] = b;
        row.appendChild(b);
      });
      c.appendChild(row);
    });
    cards[f.id] = { el: c, st: st, score: score, buttons: buttons };
    return c;
  }
  function paint(f) {
    var k = cards[f.id];
    k.st.textContent = statusText(f);
    k.st.className = 'st ' + f.status.toLowerCase();
    k.score.textContent = f.status === 'UPCOMING' ? '' : f.homeScore + ' : ' + f.awayScore;
    f.markets.forEach(function (m) {
      m.selections.forEach(function (s) {
        var b = k.buttons[s.selection];
        var name = selName(f, s.selection, m.line);
        var picked = picks[f.id] && picks[f.id].selection === s.selection;
        b.textContent = '';
        b.appendChild(el('span', 'sel', name));
        b.appendChild(el('span', 'o', s.odds ? odds(s.odds) : t.suspended));
        b.disabled = !f.open || !s.odds;
        b.setAttribute('aria-pressed', picked ? 'true' : 'false');
      });
    });
  }
  function loadFixtures() {
    return call('GET', '/fixtures').then(function (env) {
      var list = $('fixtures');
      list.setAttribute('aria-busy', 'false');
      $('fx-loading').hidden = true;
      if (!env.success) { if (!Object.keys(cards).length) $('fx-error').textContent = errorText(env); return; }
      $('fx-error').textContent = '';
      var seen = {};
      env.value.fixtures.forEach(function (f, i) {
        seen[f.id] = true;
        fixtures[f.id] = f;
        if (!cards[f.id]) card(f);
        if (list.children[i] !== cards[f.id].el) list.insertBefore(cards[f.id].el, list.children[i] || null);
        paint(f);
      });
      Object.keys(cards).forEach(function (id) {
        if (!seen[id]) { list.removeChild(cards[id].el); delete cards[id]; }
      });
      $('fx-empty').hidden = env.value.fixtures.length > 0;
    });
  }

  function toggle(id, selection) {
    var f = fixtures[id], m = null, s = null;
    f.markets.forEach(function (mk) { mk.selections.forEach(function (x) { if (x.selection === selection) { m = mk; s = x; } }); });
    if (picks[id] && picks[id].selection === selection) delete picks[id];
    else picks[id] = { fixtureId: id, selection: selection, odds: s.odds, name: selName(f, selection, m.line), match: f.home + ' – ' + f.away };
    accepting = false;
    paint(f);
    renderSlip();
  }
  function renderSlip() {
    var list = $('slip-list'), keys = Object.keys(picks);
    list.textContent = '';
    $('slip-empty').hidden = keys.length > 0;
    $('slip-kind').textContent = keys.length > 1 ? t.parlay + ' (' + keys.length + ')' : keys.length ? t.single : '';
    var total = 1;
    keys.forEach(function (id) {
      var p = picks[id];
      total *= p.odds / 100;
      var li = el('li', 'pick');
      var txt = el('span', null, p.match + ': ' + p.name + ' @ ' + odds(p.odds));
      var rm = el('button', 'link', t.remove);
      rm.type = 'button';
      rm.setAttribute('aria-label', t.remove + ' ' + p.match);
      rm.addEventListener('click', function () { delete picks[id]; accepting = false; if (cards[id]) paint(fixtures[id]); renderSlip(); });
      li.appendChild(txt); li.appendChild(rm);
      list.appendChild(li);
    });
    var stake = Math.round(Number($('stake').value) * 100) || 0;
    $('potential').textContent = keys.length ? odds(Math.floor(total * 100)) + ' · ' + t.potential + ' ' + money(Math.floor(stake * total)) : '';
    $('place').disabled = busy || ended || !keys.length;
    $('place').textContent = busy ? t.placing : accepting ? t.acceptOdds : t.place;
  }
  $('stake').addEventListener('input', renderSlip);
  $('place').addEventListener('click', function () {
    var keys = Object.keys(picks);
    if (!keys.length || busy) return;
    busy = true; $('slip-status').textContent = ''; renderSlip();
    var legs = keys.map(function (id) { var p = picks[id]; return { fixtureId: p.fixtureId, selection: p.selection, odds: p.odds }; });
    call('POST', '/bets', { stake: Math.round(Number($('stake').value) * 100), legs: legs }).then(function (env) {
      busy = false;
      if (env.success) {
        picks = {}; accepting = false;
        $('balance').textContent = money(env.value.balance);
        $('slip-status').textContent = t.placed;
        try { window.parent.postMessage({ type: 'balance:changed' }, '*'); } catch (e) {}
        Object.keys(cards).forEach(function (id) { paint(fixtures[id]); });
        loadBets();
      } else if (env.code === 'ODDS_CHANGED' && env.legs) {
        env.legs.forEach(function (l) { if (picks[l.fixtureId]) picks[l.fixtureId].odds = l.odds; });
        accepting = true;
        $('slip-status').textContent = t.oddsChanged;
      } else {
        $('slip-status').textContent = errorText(env);
      }
      renderSlip();
    });
  });

  function betItem(b) {
    var li = el('li', 'bet');
    var head = el('div', 'bet-head');
    head.appendChild(el('strong', null, (b.kind === 'PARLAY' ? t.parlay : t.single) + ' · ' + money(b.stake)));
    head.appendChild(el('span', 'st ' + b.status.toLowerCase(), t['status' + b.status]));
    li.appendChild(head);
    var legs = el('ul', 'legs');
    b.legs.forEach(function (l) {
      var name = l.selection === 'HOME' ? l.home : l.selection === 'AWAY' ? l.away : selName(l, l.selection, l.line);
      legs.appendChild(el('li', null, l.home + ' – ' + l.away + ' (' + l.score + '): ' + name + ' @ ' + odds(l.odds) + ' · ' + t['result' + l.result]));
    });
    li.appendChild(legs);
    li.appendChild(el('div', 'bet-foot', b.status === 'OPEN' ? t.potential + ' ' + money(b.potential) : t.paid + ' ' + money(b.payout)));
    if (b.status === 'OPEN' && b.cashOut > 0) {
      var btn = el('button', 'cash', fill(t.cashOutFor, { amount: money(b.cashOut) }));
      btn.type = 'button';
      btn.addEventListener('click', function () { cashOut(b, btn); });
      li.appendChild(btn);
    }
    return li;
  }
  function cashOut(b, btn) {
    btn.disabled = true;
    call('POST', '/bets/' + b.id + '/cash-out', { value: b.cashOut }).then(function (env) {
      if (env.success) {
        $('balance').textContent = money(env.value.balance);
        $('bets-status').textContent = t.cashedOut;
        try { window.parent.postMessage({ type: 'balance:changed' }, '*'); } catch (e) {}
        loadBets();
      } else if (env.code === 'ODDS_CHANGED' && env.cashOut) {
        b.cashOut = env.cashOut;
        btn.textContent = fill(t.cashOutFor, { amount: money(env.cashOut) });
        $('bets-status').textContent = fill(t.cashOutChanged, { amount: money(env.cashOut) });
        btn.disabled = false;
      } else {
        $('bets-status').textContent = errorText(env);
        loadBets();
      }
    });
  }
  function loadBets() {
    return call('GET', '/bets').then(function (env) {
      $('bets-loading').hidden = true;
      $('open-bets').setAttribute('aria-busy', 'false');
      if (!env.success) { $('bets-error').textContent = errorText(env); return; }
      $('bets-error').textContent = '';
      $('balance').textContent = money(env.value.balance);
      var open = $('open-bets'), settled = $('settled-bets');
      if (open.contains(document.activeElement)) return;
      open.textContent = ''; settled.textContent = '';
      env.value.bets.forEach(function (b) { (b.status === 'OPEN' ? open : settled).appendChild(betItem(b)); });
      $('bets-empty').hidden = env.value.bets.length > 0;
    });
  }
  renderSlip();
  loadFixtures(); loadBets();
  setInterval(function () { if (!ended && !document.hidden) loadFixtures(); }, 3000);
  setInterval(function () { if (!ended && !document.hidden) loadBets(); }, 5000);
})();
`;
