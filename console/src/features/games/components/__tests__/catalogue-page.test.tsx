import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type CatalogueQuery, type OpsGame, type OperatorRole } from 'shared-contracts';
import { startI18n } from '../../../../config/i18n';
import { answered, renderAs } from '../../../../lib/__tests__/render-as';
import { useCatalogue } from '../../api/list-catalogue';
import { useVendors } from '../../api/list-vendors';
import { updateGame } from '../../api/update-game';
import { uploadGameIcon } from '../../api/upload-game-icon';
import { CataloguePage, SEARCH_DEBOUNCE_MS } from '../catalogue-page';

jest.mock('../../api/list-catalogue', () => ({ useCatalogue: jest.fn() }));
jest.mock('../../api/list-vendors', () => ({ useVendors: jest.fn() }));
jest.mock('../../api/update-game', () => ({ updateGame: jest.fn() }));
jest.mock('../../api/upload-game-icon', () => ({ uploadGameIcon: jest.fn() }));

const game = (over: Partial<OpsGame>): OpsGame => ({
  id: 42,
  vendor: 'PG',
  gameCode: 'PG_RNG_0001',
  category: 'RNG',
  name: 'Lucky Dragon',
  displayName: null,
  iconUrl: '/assets/game/42.svg',
  iconUploaded: false,
  hot: false,
  hotSet: false,
  sort: 1,
  sortSet: false,
  hidden: false,
  listed: true,
  updatedAt: null,
  ...over,
});
const rows = [
  game({}),
  game({
    id: 43,
    name: 'Jade Tiger',
    displayName: 'Golden Tiger',
    iconUrl: '/wps/game/icons/0b0c1a8e-7d6e-4c65-9f55-6a3b1e0d2c11',
    iconUploaded: true,
    hot: true,
    hidden: true,
  }),
];
const reload = jest.fn();
const page = (list: OpsGame[]) => ({ list, pageNo: 1, pageSize: 20, total: list.length, totalPages: 1 });
const lastQuery = (): CatalogueQuery => jest.mocked(useCatalogue).mock.calls.at(-1)![0];
const renderPage = (role: OperatorRole = 'admin') => renderAs(role, <CataloguePage />, '/games/catalogue', 'DEMO');
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'qilin.png', { type: 'image/png' });

beforeAll(() => startI18n());
beforeEach(() => {
  jest
    .mocked(useCatalogue)
    .mockReset()
    .mockReturnValue(answered(page(rows), reload));
  jest.mocked(useVendors).mockReturnValue(answered({ list: [] }));
  jest.mocked(updateGame).mockReset();
  jest.mocked(uploadGameIcon).mockReset();
  reload.mockReset();
});

describe('the catalogue page', () => {
  it('lists games with the name players see, the catalogue’s name and their state', () => {
    renderPage();
    expect(screen.getByTestId('catalogue-count').textContent).toBe('2 games');
    const table = screen.getByTestId('catalogue-table');
    expect(within(table).getAllByText('Golden Tiger').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Catalogue name: Jade Tiger').length).toBeGreaterThan(0);
    const state = screen.getByTestId('game-state-43');
    for (const badge of ['Hot', 'Hidden', 'Own icon']) expect(within(state).getByText(badge)).toBeTruthy();
    expect(lastQuery()).toMatchObject({ merchant: 'DEMO', page: 1, size: 20 });
  });

  it('asks the server once the typing stops, and filters on the server', () => {
    jest.useFakeTimers();
    try {
      renderPage();
      const box = screen.getByLabelText('Search games');
      fireEvent.change(box, { target: { value: 'dr' } });
      fireEvent.change(box, { target: { value: 'drag' } });
      expect(lastQuery().q).toBeUndefined();
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(lastQuery()).toMatchObject({ q: 'drag', page: 1 });
      expect(jest.mocked(useCatalogue).mock.calls.some(([q]) => q.q === 'dr')).toBe(false);
      fireEvent.change(screen.getByLabelText('Visibility'), { target: { value: 'true' } });
      fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'FISH' } });
      expect(lastQuery()).toMatchObject({ q: 'drag', hidden: true, category: 'FISH' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('renames a game and uploads its icon, previewed before saving', async () => {
    jest.mocked(uploadGameIcon).mockResolvedValue(game({ iconUploaded: true }));
    jest.mocked(updateGame).mockResolvedValue(game({ displayName: 'Golden Qilin' }));
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Lucky Dragon' }));
    const dialog = await screen.findByTestId('game-dialog');
    fireEvent.change(within(dialog).getByLabelText('Name players see'), { target: { value: ' Golden Qilin ' } });
    fireEvent.change(within(dialog).getByTestId('game-icon-input'), { target: { files: [png()] } });
    expect(await within(dialog).findByText('qilin.png')).toBeTruthy();
    expect(within(dialog).getByAltText('Icon players see').getAttribute('src')).toBe('blob:preview');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateGame).toHaveBeenCalledWith('DEMO', 42, { displayName: 'Golden Qilin' }));
    expect(uploadGameIcon).toHaveBeenCalledWith('DEMO', 42, expect.any(File));
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('sends a cleared name and a dropped icon back to the catalogue’s, and hidden as changed', async () => {
    jest.mocked(updateGame).mockResolvedValue(game({}));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Golden Tiger' }));
    const dialog = await screen.findByTestId('game-dialog');
    fireEvent.change(within(dialog).getByLabelText('Name players see'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByLabelText('Hidden from the lobby and its search'));
    fireEvent.click(within(dialog).getByLabelText('Use the generated tile again'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateGame).toHaveBeenCalledWith('DEMO', 43, { hidden: false, reset: ['displayName', 'icon'] }),
    );
    expect(uploadGameIcon).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a JPEG or PNG before sending, and places the server’s refusal under its field', async () => {
    jest.mocked(uploadGameIcon).mockRejectedValue(
      new ApiError('PAYLOAD_TOO_LARGE', 'activity_apply_remark_limit3', 413, '/ops/games/catalogue/42/icon', {
        field: 'icon',
      }),
    );
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Lucky Dragon' }));
    const dialog = await screen.findByTestId('game-dialog');
    const input = within(dialog).getByTestId('game-icon-input');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect(await within(dialog).findByText('Choose a JPEG or PNG image')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await act(async () => {});
    expect(uploadGameIcon).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [png()] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(uploadGameIcon).toHaveBeenCalled());
    expect((await within(dialog).findByRole('alert')).textContent).not.toBe('');
    expect(updateGame).not.toHaveBeenCalled();
  });

  it('says nothing changed, and hides Edit from roles without games.configure', async () => {
    const { unmount } = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Lucky Dragon' }));
    const dialog = await screen.findByTestId('game-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Nothing changed')).toBeTruthy();
    unmount();
    renderPage('finance');
    expect(screen.queryByRole('button', { name: 'Edit Lucky Dragon' })).toBeNull();
  });
});
