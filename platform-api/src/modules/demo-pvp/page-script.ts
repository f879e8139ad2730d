/**
 * The room page's script (ES2017, no modules, no external calls but its own API): the rooms list, a room's seats and
 * hands polled every second, Sit and Leave. Everything from the API or a user is written with textContent.
 */
export const PAGE_SCRIPT = `
(function () {
  var S = JSON.parse(document.getElementById('pvp-state').textContent);
  var t = S.t;
  var $ = function (id) { return document.getElementById(id); };
  var fmt = new Intl.NumberFormat(S.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  var money = function (minor) { return fmt.format(minor / 100) + ' ' + S.currency; };
  var room = S.room, view = null, busy = false, ended = false, balance = S.balance, timer = null, lastShown = '';
  try { history.replaceState(null, '', location.pathname + '?lang=' + S.lang); } catch (e) {}

  function el(tag, cls, text) {
    var n = document.createElement(tag);
    if (cls) n.className = cls;
    if (text !== undefined) n.textContent = text;
    return n;
  }
  function setBalance(b) {
    if (b !== balance) { try { window.parent.postMessage({ type: 'balance:changed' }, '*'); } catch (e) {} }
    balance = b;
    $('balance').textContent = money(b);
  }
  setBalance(S.balance);

  function errorText(code) {
    if (code === 'INSUFFICIENT_FUNDS') return t.errInsufficientFunds;
    if (code === 'GAME_SESSION_EXPIRED') return t.errSessionExpired;
    if (code === 'SELF_EXCLUDED') return t.errSelfExcluded;
    if (code === 'PVP_SEAT_REFUSED') return t.errSeatRefused;
    if (code === 'PVP_HAND_STARTED') return t.errHandStarted;
    if (code === 'PVP_ROOM_NOT_FOUND') return t.errRoomNotFound;
    if (code === 'RATE_LIMITED') return t.errRateLimited;
    if (code === 'NETWORK') return t.errNetwork;
    return t.errUnknown;
  }
  function call(method, path, body) {
    return fetch(S.api + path, {
      method: method,
      credentials: 'omit',
      headers: body ? { 'content-type': 'application/json', 'x-demo-session': S.session } : { 'x-demo-session': S.session },
      body: body ? JSON.stringify(body) : undefined
    }).then(function (res) { return res.json().catch(function () { return null; }); }, function () { return null; })
      .then(function (env) {
        if (!env) throw { code: 'NETWORK' };
        if (!env.success) {
          if (env.code === 'GAME_SESSION_EXPIRED') ended = true;
          throw { code: env.code };
        }
        return env.value;
      });
  }
  function fail(e) { $('error').textContent = errorText(e && e.code); }
  function roomName(r) { return t[r.game] + ' · ' + money(r.stake); }

  var RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
  var SUITS = ['♣', '♦', '♥', '♠'];
  function drawText(d) {
    if (!d) return '';
    if (d.card !== undefined) return RANKS[Math.floor(d.card / 4)] + SUITS[d.card % 4];
    return d.dice.map(function (r) { return r[0] + ' + ' + r[1] + ' = ' + (r[0] + r[1]); }).join(' · ');
  }

  function renderRooms(rooms) {
    var list = $('rooms');
    list.textContent = '';
    rooms.forEach(function (r) {
      var li = el('li', 'room');
      li.appendChild(el('h3', '', roomName(r)));
      li.appendChild(el('p', 'muted', t.seatsTaken + ': ' + r.seated + '/' + r.seats));
      li.appendChild(el('p', 'muted', r.seated + ' ' + t.waitingPlayers));
      var b = el('button', '', t.open);
      b.type = 'button';
      b.setAttribute('aria-label', t.open + ': ' + roomName(r));
      b.addEventListener('click', function () { openRoom(r.code); });
      li.appendChild(b);
      list.appendChild(li);
    });
    list.setAttribute('aria-busy', 'false');
  }

  function renderHand(h, seats) {
    var ol = $('seats');
    ol.textContent = '';
    for (var i = 0; i < seats; i++) {
      var s = h ? h.seats.filter(function (x) { return x.seat === i; })[0] : null;
      var li = el('li', 'seat' + (s && s.you ? ' you' : ''));
      li.appendChild(el('div', '', t.seat + ' ' + (i + 1) + ': ' + (s ? s.name + (s.you ? ' (' + t.you + ')' : '') : t.emptySeat)));
      ol.appendChild(li);
    }
  }

  function renderResult(h) {
    var box = $('result');
    var key = h ? h.id + ':' + h.status : 'none';
    if (key === lastShown) return;
    lastShown = key;
    box.textContent = '';
    if (!h) { box.appendChild(el('p', 'muted', t.noHand)); return; }
    var me = h.seats.filter(function (s) { return s.you; })[0];
    if (me) box.appendChild(el('p', me.payout > 0 ? 'won' : '', me.payout > 0 ? t.youWon + ' ' + money(me.payout) : t.youLost));
    h.seats.forEach(function (s) {
      var win = h.winners.indexOf(s.seat) >= 0;
      var verb = s.draw && s.draw.card !== undefined ? t.drew : t.rolled;
      box.appendChild(el('p', win ? 'won' : '', s.name + (s.you ? ' (' + t.you + ')' : '') + ' ' + verb + ' ' + drawText(s.draw) +
        (win ? ' — ' + t.winner + ' +' + money(s.payout) : '')));
    });
    box.appendChild(el('p', 'muted', t.pot + ' ' + money(h.pot) + ' · ' + t.rake + ' ' + money(h.rake || 0)));
  }

  function renderRoom(v) {
    view = v;
    $('room-title').textContent = roomName(v.room);
    var h = v.current;
    var taken = h ? h.seats.length : 0;
    var seated = !!(h && h.seats.some(function (s) { return s.you; }));
    var status = t.waiting + ' (' + taken + '/' + v.room.seats + ')';
    if (h && h.startsIn !== null) status = h.startsIn > 0 ? t.startsIn + ' ' + h.startsIn + ' ' + t.seconds : t.dealing;
    $('status').textContent = status;
    renderHand(h, v.room.seats);
    renderResult(v.last);
    $('sit').disabled = busy || ended || seated || taken >= v.room.seats;
    $('leave').disabled = busy || ended || !seated;
    setBalance(v.balance);
  }

  function poll() {
    if (ended) return;
    var p = room ? call('GET', '/rooms/' + encodeURIComponent(room)).then(renderRoom)
      : call('GET', '/rooms').then(function (v) { renderRooms(v.rooms); });
    p.catch(fail).then(function () { timer = setTimeout(poll, room ? 1000 : 3000); });
  }
  function restart() { clearTimeout(timer); poll(); }
  function openRoom(code) {
    room = code; lastShown = ''; $('error').textContent = '';
    $('list').hidden = true; $('room').hidden = false;
    restart();
  }
  function move(path) {
    if (busy || ended) return;
    busy = true; $('error').textContent = '';
    $('sit').disabled = true; $('leave').disabled = true;
    call('POST', path, { room: room }).then(function (v) { busy = false; renderRoom(v); }, function (e) {
      busy = false; fail(e); if (view) renderRoom(view);
    });
  }
  $('sit').addEventListener('click', function () { move('/sit'); });
  $('leave').addEventListener('click', function () { move('/leave'); });
  $('back').addEventListener('click', function () {
    room = null; view = null; $('room').hidden = true; $('list').hidden = false; restart();
  });
  if (room) openRoom(room); else poll();
})();
`;
