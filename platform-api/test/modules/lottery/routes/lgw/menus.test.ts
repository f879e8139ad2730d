import { setupApp, type TestApp } from '../../../../helpers/app';
import { BACKENDS } from '../../../../helpers/db';
import { playHelpers } from '../../../../helpers/play';
import { lotteryCalls, movableClock } from '../../lottery-helpers';

/** 05:00:30 UTC (12:00:30 in Vietnam): the 1-minute game's draw 20250301 0301 closes at 05:00:55, draws at 05:01. */
const START = new Date('2025-03-01T05:00:30Z');

describe.each(BACKENDS)('the lottery menus and launch (/lgw) on %s', (backend) => {
  let t: TestApp;
  const time = movableClock(START);
  let calls: ReturnType<typeof lotteryCalls>;
  let play: ReturnType<typeof playHelpers>;

  beforeAll(async () => {
    t = await setupApp(backend, {}, { clock: time.clock });
    calls = lotteryCalls(t);
    play = playHelpers(t, `ld_${backend}`);
  }, 60_000);
  afterAll(() => t.cleanup());
  beforeEach(() => time.set(START));

  it('answers the menus of the merchant prize mode with its odds, and none for ZY', async () => {
    const menus = await calls.get('/lgw/games/game_menus');
    expect(menus.status).toBe(200);
    const v = menus.body.value;
    expect(v.prizeMode).toBe('ELOTT');
    expect(v.gameMenus.map((g: { accountTypeName: string }) => g.accountTypeName)).toEqual(['TCG_LOTTO_VN', 'SEA']);
    const [vn, sea] = v.gameMenus;
    expect(vn.games).toHaveLength(6);
    expect(vn.games[0]).toMatchObject({
      gameCode: 'VN_FAST_1M',
      intervalSeconds: 60,
      dailyAt: null,
      prizeMode: 'ELOTT',
    });
    expect(vn.games.find((g: { gameCode: string }) => g.gameCode === 'VN_NORTH')).toMatchObject({
      intervalSeconds: null,
      dailyAt: '18:15',
      closeBeforeSeconds: 600,
    });
    expect(vn.games[0].odds).toContainEqual({ betType: 'LO2', odds: 357, liabilityCap: 2_000_000_000 });
    expect(sea.games).toEqual([expect.objectContaining({ gameCode: 'SEA_THAI_5M', prizeMode: 'SEA' })]);
    expect(sea.games[0].odds).toContainEqual(expect.objectContaining({ betType: 'TOP3', odds: 85_000 }));
    expect((await calls.get('/lgw/games/game_menus?prizeMode=ZY')).body.value.gameMenus).toEqual([]);
    expect((await calls.get('/lgw/games/game_menus?prizeMode=LOTT')).body.value.gameMenus[0].games).toEqual([]);

    const m = await play.member();
    const vnMenu = await calls.get('/lgw/vn/games/game_menu', m.token);
    expect(vnMenu.body.value.gameMenus).toHaveLength(1);
    expect((await calls.get('/lgw/vn/games/game_menu')).status).toBe(401);
  });

  it('shows the VN games without lottery cards in LOTT (Lucky Star)', async () => {
    const menus = await t.app.inject({
      method: 'GET',
      url: '/lgw/games/game_menus',
      headers: { host: 'lucky.localhost' },
    });
    const v = menus.json().value;
    expect(v.prizeMode).toBe('LOTT');
    expect(v.gameMenus[0].games[0]).toMatchObject({ prizeMode: 'LOTT' });
    expect(v.gameMenus[0].games[0].odds).toContainEqual(expect.objectContaining({ betType: 'LO2', odds: 350 }));
  });

  it('launches the lobby or a game betting page with a same-site back URL', async () => {
    const m = await play.member(4);
    const launch = (q: string) => calls.get(`/lgw/lottery/launch?launchMode=LOTT&${q}`, m.token);
    expect((await launch('lottoArea=VN&lottoView=lobby')).body.value.url).toBe('/vnLottery?view=lobby');
    expect(
      (await launch('lottoArea=VN&lottoView=betting&lottoGameCode=VN_NORTH&backUrl=%2Findex')).body.value.url,
    ).toBe('/vnLottery?gameCode=VN_NORTH&view=betting&backUrl=%2Findex');
    expect((await launch('lottoArea=SEA&lottoView=lobby&backUrl=https%3A%2F%2Fevil.example')).body.value.url).toBe(
      '/seaLottery?view=lobby',
    );
  });
});
