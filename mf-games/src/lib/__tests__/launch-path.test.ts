import { launchPath } from '../launch-path';

describe('launch requests', () => {
  it('go to /seamless with the game in the query', () => {
    expect(launchPath({ vassalage: 'DEMO', gameCode: 'DEMO_SLOT', gameType: 'RNG', nodeId: 7 })).toBe(
      '/seamless?vassalage=DEMO&gameCode=DEMO_SLOT&gameType=RNG&nodeId=7',
    );
    expect(launchPath({ vassalage: 'EVO' })).toBe('/seamless?vassalage=EVO');
  });

  it('carry a PVP room to the vendor page', () => {
    expect(launchPath({ vassalage: 'KM', gameType: 'PVP', room: 'DD-100' })).toBe(
      '/seamless?vassalage=KM&gameType=PVP&room=DD-100',
    );
  });

  it('open the lottery lobby for the lottery cards', () => {
    expect(launchPath({ vassalage: 'TCG_LOTTO_VN', gameCode: 'TCG_LOTTO_VN', gameType: 'ELOTT' })).toBe(
      '/vnLottery?view=lobby',
    );
    expect(launchPath({ vassalage: 'LOTT' })).toBe('/vnLottery?view=lobby');
    expect(launchPath({ vassalage: 'SEA' })).toBe('/seaLottery?view=lobby');
  });
});
