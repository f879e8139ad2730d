// The chaos run's virtual users (tools/chaos.mjs): each one a player of DEMO doing a mix of public reads, logins,
// demo-vendor rounds (signed seamless-wallet debit then credit, as a vendor calls them), gateway deposits with the
// demo payment provider's signed callback, withdrawals and lottery bets, over HTTP through the load balancer.
import { encryptPayload, isServerError, sign, solveAltcha } from './client.mjs';
import { MERCHANT, PAYEE, VENDOR } from './fixture.mjs';

const PASSWORD = 'Demo@1234';
const FUND_PASSWORD = '580317';
const GAME = 'DEMO_SLOT';
const LOTTERY_GAME = 'VN_FAST_1M';
/** Minor units: a deposit of 500,000.00 VND; a withdrawal of 100,000.00 (DEMO's minimum). */
const DEPOSIT = 50_000_000;
const WITHDRAWAL = 10_000_000;

const READS = [
  ['read:config', '/wps/system/config'],
  ['read:status', '/wps/system/status'],
  ['read:games', '/wps/game/list?gameType=RNG&pageNo=1&pageSize=20'],
  ['read:games', '/wps/game/list?gameType=RNG&pageNo=3&pageSize=20'],
  ['read:hot', `/wps/game/hot?merchantCode=${MERCHANT}&isPlatform=2&platform=flash,html5-desktop&language=EN`],
  ['read:vendors', `/wps/game/vendor?merchantCode=${MERCHANT}`],
];
/** The mix: [weight, action]. */
const MIX = [
  [30, 'read'],
  [5, 'login'],
  [35, 'round'],
  [10, 'deposit'],
  [8, 'withdrawal'],
  [12, 'lottery'],
];
const pick = (rnd) => {
  let x = rnd() * MIX.reduce((s, [w]) => s + w, 0);
  for (const [w, a] of MIX) if ((x -= w) < 0) return a;
  return MIX[0][1];
};

const fail = (what, r) => new Error(`${what}: ${r.error ?? r.status} ${JSON.stringify(r.body)?.slice(0, 300)}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A call that must succeed during set-up: retried on server errors like a browser user would. */
async function must(what, send) {
  for (let i = 0; i < 10; i++) {
    const r = await send();
    if (!isServerError(r)) {
      if (r.status >= 300 || r.body?.success === false) throw fail(what, r);
      return r.body?.value;
    }
    await sleep(500);
  }
  throw new Error(`${what}: no answer after 10 tries`);
}

/**
 * Logs `username` (password Demo@1234) in as the login page does: the config's public key, a bot-check challenge
 * solved, the encrypted login. Resolves `{ token, publicKey }` (bench:api and bench:wallet log in with it too).
 */
export async function loginPlayer(request, { username, ip, password = PASSWORD }) {
  const config = await must('config', () => request('login', 'GET', '/wps/system/config', { ip }));
  const challenge = await must('challenge', () => request('login', 'GET', '/wps/botcheck/challenge', { ip }));
  const payload = { type: 'username', username, password, botCheck: { altcha: solveAltcha(challenge) } };
  const v = await must('login', async () =>
    request('login', 'POST', '/wps/session/login', {
      json: { encrypted: await encryptPayload(config.publicKey, payload) },
      ip,
    }),
  );
  return { token: v.token, publicKey: config.publicKey };
}

/** One virtual user: `setup()` (login, game launch, fund password, bank account, a first deposit), then `step()`. */
export function virtualUser({ n, player, client, fixture, runId, rnd }) {
  const ip = `10.77.${n >> 8}.${(n & 255) + 1}`;
  const { request, moneyCall } = client;
  let seq = 0;
  const id = (what) => `${runId}-${what}-${n}-${++seq}`;
  const s = { token: null, memberRef: null, bankAccountId: null, publicKey: null };

  const encrypted = async (kind, path, payload) =>
    request(kind, 'POST', path, {
      json: { encrypted: await encryptPayload(s.publicKey, payload) },
      token: s.token,
      ip,
    });

  async function login() {
    const session = await loginPlayer(request, { username: player.username, ip });
    s.publicKey = session.publicKey;
    s.token = session.token;
  }

  /** A gateway deposit (request id kept across retries), then the provider's PAID callback (its transaction id kept). */
  async function deposit() {
    const requestId = id('dep');
    const created = await moneyCall('deposit', requestId, () =>
      request('deposit', 'POST', '/wps/payments/deposits/gateway', {
        json: { methodCode: 'DEMO_PSP', amount: DEPOSIT, requestId },
        token: s.token,
        ip,
      }),
    );
    created.memberId = player.id;
    if (created.expect !== 'applied') return;
    const depositId = created.result.body.value.deposit.id;
    const secret = await fixture.pspSecret();
    const transactionId = id('psp');
    const paid = await moneyCall('deposit-callback', transactionId, () => {
      // Each delivery is signed afresh (the timestamp is outside the payload hash), like the provider's redelivery.
      const body = JSON.stringify({
        transactionId,
        reference: String(depositId),
        amount: DEPOSIT,
        currency: 'VND',
        status: 'PAID',
        timestamp: Math.floor(Date.now() / 1000),
      });
      return request('deposit-callback', 'POST', '/wps/payments/callback/demo-psp', {
        raw: body,
        headers: { 'x-merchant-code': MERCHANT, 'x-signature': sign(body, secret) },
      });
    });
    paid.depositId = depositId;
  }

  /** One round at the demo vendor: debit the stake, then credit the payout, each under its own transaction id. */
  async function round() {
    const secret = await fixture.vendorSecret();
    const roundId = id('round');
    const stake = 1_000 * (1 + Math.floor(rnd() * 50));
    const seamless = (op, transactionId, amount) =>
      moneyCall(`seamless-${op}`, transactionId, () => {
        const body = JSON.stringify({
          transactionId,
          roundId,
          memberRef: s.memberRef,
          amount,
          gameCode: GAME,
          currency: 'VND',
        });
        return request(`seamless-${op}`, 'POST', `/seamless/v1/${op}`, {
          raw: body,
          headers: { 'x-vendor-code': VENDOR, 'x-merchant-code': MERCHANT, 'x-signature': sign(body, secret) },
        });
      });
    const debit = await seamless('debit', `${roundId}:bet`, stake);
    debit.amount = stake;
    if (debit.expect !== 'applied') return;
    const payout = rnd() < 0.3 ? stake * Math.floor(1 + rnd() * 4) : 0;
    const credit = await seamless('credit', `${roundId}:win`, payout);
    credit.amount = payout;
  }

  async function withdrawal() {
    const requestId = id('wd');
    const w = await moneyCall('withdrawal', requestId, () =>
      encrypted('withdrawal', '/wps/withdrawals', {
        bankAccountId: s.bankAccountId,
        amount: WITHDRAWAL,
        fundPassword: FUND_PASSWORD,
        requestId,
      }),
    );
    w.memberId = player.id;
  }

  async function lottery() {
    const opened = await request('lottery-draw', 'GET', `/lotto/lgw/games/opened/numero?gameCode=${LOTTERY_GAME}`, {
      ip,
    });
    const numero = opened.body?.value?.open?.numero;
    if (!numero) return;
    const requestId = id('slip');
    const two = () => String(Math.floor(rnd() * 100)).padStart(2, '0');
    const slip = {
      gameCode: LOTTERY_GAME,
      numero,
      prizeMode: 'ELOTT',
      requestId,
      lines: [{ betType: 'LO2', numbers: [two()], unit: 1_000, multiplier: 1 }],
    };
    const bet = await moneyCall('lottery-bet', requestId, () =>
      request('lottery-bet', 'POST', '/lotto/lgw/bets', { json: slip, token: s.token, ip }),
    );
    bet.memberId = player.id;
  }

  /** `withdrawals: false` skips the fund password and the bank account (bench:wallet only plays). */
  async function setup({ withdrawals = true } = {}) {
    await login();
    // The vendor's first call creates its seamless-wallet secret (an unsigned balance call: 401, nothing moves).
    if (n === 0)
      await request('setup:vendor-401', 'POST', '/seamless/v1/balance', {
        json: {},
        headers: { 'x-vendor-code': VENDOR, 'x-merchant-code': MERCHANT, 'x-signature': '0'.repeat(64) },
      });
    const launch = await must('launch', () =>
      request('setup', 'GET', `/wps/game/launchGame?vassalage=${VENDOR}&gameCode=${GAME}`, { token: s.token, ip }),
    );
    s.memberRef = await fixture.memberRefOf(new URL(launch.url, 'http://x').searchParams.get('token'));
    if (!withdrawals) return deposit();
    await must('fund password', () =>
      encrypted('setup', '/wps/withdrawals/fund-password', {
        fundPassword: FUND_PASSWORD,
        confirmFundPassword: FUND_PASSWORD,
      }),
    );
    const account = await must('bank account', () =>
      request('setup', 'POST', '/wps/withdrawals/bank-accounts', {
        json: { bankName: 'Vietcombank', accountNumber: `7700${player.id}`, payeeName: PAYEE },
        token: s.token,
        ip,
      }),
    );
    s.bankAccountId = account.id;
    await deposit();
  }

  async function step() {
    const action = pick(rnd);
    if (action === 'read') {
      const [kind, path] = READS[Math.floor(rnd() * READS.length)];
      await request(kind, 'GET', path, { ip });
    } else if (action === 'login') await login().catch(() => undefined);
    else if (action === 'round') await round();
    else if (action === 'deposit') await deposit();
    else if (action === 'withdrawal') await withdrawal();
    else await lottery();
  }

  /** The player's session once set up: its token and the demo vendor's memberRef of its launch (bench:wallet). */
  const session = () => ({ token: s.token, memberRef: s.memberRef });

  return { setup, step, session };
}
