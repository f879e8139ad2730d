import type { Banner } from '../../content/schemas';
import { createBus } from '../../bus/event-bus';
import { openBanner } from '../banner-action';

const banner = (over: Partial<Banner>): Banner => ({
  id: 1,
  url: '/assets/b.png',
  title: 'B',
  linkageType: 'NONE',
  linkage: '',
  groupName: 'w_home',
  ...over,
});

describe('clicking a banner (SPEC §2)', () => {
  it('opens a URL linkage in a new tab (without opener) and navigates to a ROUTE linkage', () => {
    const tab = { opener: window } as unknown as Window;
    const open = jest.spyOn(window, 'open').mockReturnValue(tab);
    const nav = jest.fn();
    const bus = createBus();
    const prompt = jest.fn();
    bus.on('prompt:show', prompt);
    openBanner(banner({ linkageType: 'URL', linkage: 'https://example.test/' }), bus, nav);
    expect(open).toHaveBeenCalledWith('https://example.test/', '_blank');
    expect(tab.opener).toBeNull();
    expect(prompt).not.toHaveBeenCalled();
    // A blocked popup is told (SPEC §8).
    open.mockReturnValue(null);
    openBanner(banner({ linkageType: 'URL', linkage: 'https://example.test/' }), bus, nav);
    expect(prompt).toHaveBeenCalledWith({ message: 'err_popup_blocked' });
    openBanner(banner({ linkageType: 'ROUTE', linkage: '/promotions' }), createBus(), nav);
    expect(nav).toHaveBeenCalledWith('/promotions');
    open.mockRestore();
  });

  it('launches the game of a GAME linkage and ignores a malformed one or NONE', () => {
    const bus = createBus();
    const launched = jest.fn();
    bus.on('game:launch', launched);
    const nav = jest.fn();
    openBanner(banner({ linkageType: 'GAME', linkage: '{"vassalage":"DEMO","gameCode":"DEMO_SLOT"}' }), bus, nav);
    openBanner(banner({ linkageType: 'GAME', linkage: '{oops' }), bus, nav);
    openBanner(banner({ linkageType: 'NONE', linkage: '/index' }), bus, nav);
    expect(launched).toHaveBeenCalledTimes(1);
    expect(launched).toHaveBeenCalledWith({ vassalage: 'DEMO', gameCode: 'DEMO_SLOT' });
    expect(nav).not.toHaveBeenCalled();
  });
});
