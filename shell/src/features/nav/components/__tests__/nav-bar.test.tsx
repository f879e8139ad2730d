import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { api, gamesApi, initI18n, type PermissionConfig, type RemoteName, type Vendor } from 'shared-contracts';
import { ShellProvider } from '../../../../hooks/use-shell';
import { NavBar } from '../nav-bar';

const vendor = (vassalage: string, gameCategory: string) =>
  ({
    vassalage,
    gameCategory,
    displayName: vassalage,
    iconUrl: `/assets/icon/${vassalage}.svg`,
    isGame: 'LOBBY',
  }) as Vendor;
const RNG = Array.from({ length: 12 }, (_, i) => vendor(`R${i}`, 'RNG'));
const MENU = {
  menuGroup: 'gamingvenue',
  lanes: [
    { gameCategory: 'LIVE', vendors: [vendor('EVO', 'LIVE')] },
    { gameCategory: 'PVP', vendors: [] },
    { gameCategory: 'RNG', vendors: RNG },
  ],
};

const call = jest.spyOn(api, 'call');

async function renderNav(remotes: RemoteName[] = ['mf_games']) {
  const config = {} as PermissionConfig;
  render(
    <MemoryRouter>
      <ShellProvider value={{ config, enabled: new Set(remotes), lanes: [] }}>
        <NavBar />
      </ShellProvider>
    </MemoryRouter>,
  );
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

beforeAll(() => initI18n('EN'));
beforeEach(() => {
  call.mockReset();
  call.mockResolvedValue(MENU as never);
});

describe('nav bar drop menus (SPEC §2, §7 drop menu, menuGroup gamingvenue)', () => {
  it('asks the drop menu call once and shows one entry per category with vendors', async () => {
    await renderNav();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(gamesApi.getDropMenu, { menuGroup: 'gamingvenue' });
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('data-category'));
    expect(links.filter(Boolean)).toEqual(['LIVE', 'RNG']);
  });

  it('opens a category drop menu on hover with its vendors, large past 10 vendors', async () => {
    await renderNav();
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Live Casino' }).parentElement!);
    const live = screen.getByTestId('drop-LIVE');
    expect(live.className).toBe('nav-drop');
    expect(live.textContent).toContain('EVO');
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Slots' }).parentElement!);
    expect(screen.getByTestId('drop-RNG').className).toBe('nav-drop nav-drop-large');
  });

  it('asks nothing and shows no category when mf-games is off', async () => {
    await renderNav(['mf_member']);
    expect(call).not.toHaveBeenCalled();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/index', '/promotions']);
  });
});
