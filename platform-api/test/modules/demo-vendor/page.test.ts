/** @jest-environment jsdom */
import '../../helpers/jsdom-text-encoder';
import { pageTexts } from '../../../src/modules/demo-vendor/i18n';
import { renderGamePage, type GamePageState } from '../../../src/modules/demo-vendor/page';

// The game page's own script, run in jsdom against a stubbed round API.

const EN = pageTexts('EN').t;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function load(state: Partial<GamePageState> = {}, t = EN) {
  const html = renderGamePage(
    {
      session: 'sess-1',
      engine: 'SLOT',
      title: 'Golden Dragon',
      fun: false,
      currency: 'VND',
      balance: 100_000,
      lang: 'EN',
      ...state,
    },
    t,
    'nonce',
  );
  document.documentElement.lang = /<html lang="([^"]+)">/.exec(html)![1]!;
  document.documentElement.innerHTML = /<html[^>]*>([\s\S]*)<\/html>/.exec(html)![1]!;
  const script = /<script nonce="nonce">([\s\S]*?)<\/script>/.exec(html)![1]!;
  new Function(script)();
}

const $ = (id: string) => document.getElementById(id)!;

describe('demo game page', () => {
  let fetchMock: jest.Mock;
  let posted: unknown[];
  const answer = (envelope: unknown) =>
    fetchMock.mockResolvedValueOnce({ json: () => Promise.resolve(envelope) } as unknown as Response);
  beforeEach(() => {
    fetchMock = jest.fn();
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    posted = [];
    jest.spyOn(window.parent, 'postMessage').mockImplementation((message: unknown) => {
      posted.push(message);
    });
  });

  it("speaks the player's language: its texts, <html lang> and numbers in its locale (TY, ZH, TL)", () => {
    load({ lang: 'TY' }, pageTexts('ty').t);
    expect(document.documentElement.lang).toBe('vi-VN');
    expect($('balance').textContent).toBe('1.000,00 VND');
    expect($('play').textContent).toBe('Quay');
    expect((document.querySelector('#stake option[selected]') as HTMLOptionElement).textContent).toMatch(/^\d+,\d{2}$/);
    load({ lang: 'ZH', engine: 'DICE' }, pageTexts('ZH').t);
    expect(document.documentElement.lang).toBe('zh-CN');
    expect($('play').textContent).toBe('掷骰');
    expect($('odds').textContent).toMatch(/^中奖概率: \d+% · 赔付 ×/);
    load({ lang: 'TL' }, pageTexts('TL').t);
    expect(document.documentElement.lang).toBe('fil-PH');
    expect($('balance').textContent).toBe('1,000.00 VND');
    expect(pageTexts('xx')).toMatchObject({ lang: 'EN', locale: 'en-GB' });
  });

  it('spins: sends the stake with the session header, shows the grid, win, balance and history, tells the lobby', async () => {
    load();
    expect($('balance').textContent).toBe('1,000.00 VND');
    answer({
      success: true,
      message: null,
      value: {
        roundId: 'r1',
        stake: 1_000,
        payout: 2_000,
        balance: 101_000,
        currency: 'VND',
        outcome: {
          engine: 'SLOT',
          grid: [
            ['CHERRY', 'BELL', 'BAR'],
            ['LEMON', 'LEMON', 'LEMON'],
            ['BAR', 'SEVEN', 'CHERRY'],
          ],
          wins: [{ line: 1, symbol: 'LEMON', multiplier: 10, amount: 2_000 }],
          payout: 2_000,
        },
      },
    });
    ($('play') as HTMLButtonElement).click();
    expect(($('play') as HTMLButtonElement).disabled).toBe(true);
    await flush();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/vendor/demo/api/round');
    expect(init.headers['x-demo-session']).toBe('sess-1');
    expect(JSON.parse(init.body)).toEqual({ stake: 1_000 });
    expect($('balance').textContent).toBe('1,010.00 VND');
    expect($('result').textContent).toBe('You won 20.00 VND — Line 2: 🍋 ×10');
    const cells = [...document.querySelectorAll('.cell')];
    expect(cells.map((c) => c.getAttribute('aria-label'))).toEqual([
      'CHERRY',
      'BELL',
      'BAR',
      'LEMON',
      'LEMON',
      'LEMON',
      'BAR',
      'SEVEN',
      'CHERRY',
    ]);
    expect(cells.map((c) => c.classList.contains('win'))).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect($('history').children).toHaveLength(1);
    expect(($('empty') as HTMLElement).hidden).toBe(true);
    expect(posted).toEqual([{ type: 'balance:changed' }]);
    expect(($('play') as HTMLButtonElement).disabled).toBe(false);
    expect($('play').textContent).toBe('Spin');
  });

  it('shows a clear message for insufficient funds and an expired session (then stops playing)', async () => {
    load();
    answer({ success: false, value: null, code: 'INSUFFICIENT_FUNDS', message: 'err_insufficient_funds' });
    ($('play') as HTMLButtonElement).click();
    await flush();
    expect($('error').textContent).toBe(EN.errInsufficientFunds);
    expect(($('play') as HTMLButtonElement).disabled).toBe(false);
    answer({ success: false, value: null, code: 'GAME_SESSION_EXPIRED', message: 'err_game_session_expired' });
    ($('play') as HTMLButtonElement).click();
    await flush();
    expect($('error').textContent).toBe(EN.errSessionExpired);
    expect(($('play') as HTMLButtonElement).disabled).toBe(true);
    expect(posted).toEqual([]);
  });

  it('rolls dice with the chosen direction and target, clamping the target and showing the odds', async () => {
    load({ engine: 'DICE' });
    expect($('odds').textContent).toBe('Win chance: 49% · Pays ×2.00');
    const over = document.querySelector<HTMLInputElement>('input[value=over]')!;
    const target = $('target') as HTMLInputElement;
    target.value = '2';
    over.checked = true;
    over.dispatchEvent(new Event('change'));
    expect(target.value).toBe('5');
    expect($('odds').textContent).toBe('Win chance: 95% · Pays ×1.03');
    answer({
      success: true,
      message: null,
      value: {
        roundId: 'r2',
        stake: 1_000,
        payout: 0,
        balance: 99_000,
        currency: 'VND',
        outcome: { engine: 'DICE', roll: 3, direction: 'over', target: 5, win: false, multiplier: 1.03, payout: 0 },
      },
    });
    ($('play') as HTMLButtonElement).click();
    await flush();
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({
      stake: 1_000,
      choice: { direction: 'over', target: 5 },
    });
    expect($('roll').textContent).toBe('3');
    expect($('result').textContent).toBe('No win — Rolled 3 (Over 5)');
    expect($('play').textContent).toBe('Roll');
  });
});
