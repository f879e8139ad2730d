import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, permissionsOf, type contentOpsApi, type OperatorMe, type OperatorRole } from 'shared-contracts';
import { MemoryRouter } from 'react-router-dom';
import { startI18n } from '../../../../config/i18n';
import { OperatorProvider } from '../../../../lib/operator';
import { createBanner } from '../../api/create-banner';
import { deleteBanner } from '../../api/delete-banner';
import { useBanners } from '../../api/list-banners';
import { updateBanner } from '../../api/update-banner';
import { uploadBannerImage } from '../../api/upload-banner-image';
import { ContentPage } from '../content-page';

jest.mock('../../api/list-banners', () => ({ useBanners: jest.fn() }));
jest.mock('../../api/upload-banner-image', () => ({ uploadBannerImage: jest.fn() }));
jest.mock('../../api/create-banner', () => ({ createBanner: jest.fn() }));
jest.mock('../../api/update-banner', () => ({ updateBanner: jest.fn() }));
jest.mock('../../api/delete-banner', () => ({ deleteBanner: jest.fn() }));

type OpsBanner = contentOpsApi.OpsBanner;
const banner = (id: number, over: Partial<OpsBanner> = {}): OpsBanner => ({
  id,
  group: 'w_home',
  title: `Banner ${id}`,
  imageUrl: `/assets/banner/${id}.svg`,
  linkageType: 'NONE',
  linkage: '',
  sort: id,
  startsAt: null,
  endsAt: null,
  status: 'SHOWING',
  createdAt: '2030-04-01T00:00:00.000Z',
  updatedAt: '2030-04-01T00:00:00.000Z',
  ...over,
});
const rows = [
  banner(1, { title: 'Spring Festival', linkageType: 'URL', linkage: 'https://lucky.example.com/spring' }),
  banner(2, { title: 'Summer Jackpot', status: 'SCHEDULED', startsAt: '2030-06-01T00:00:00.000Z' }),
  banner(3, { title: 'Winter Sale', status: 'ENDED', endsAt: '2030-01-01T00:00:00.000Z' }),
  banner(4, { title: 'Log In and Play', group: 'w_login' }),
];

const reload = jest.fn();
const listed = (over: object = {}) => ({ data: { list: rows }, loading: false, error: null, reload, ...over });
const me = (role: OperatorRole): OperatorMe => ({
  id: 7,
  username: `lucky_${role}`,
  role,
  merchants: ['LUCKY'],
  scope: ['LUCKY'],
  permissions: permissionsOf(role),
});
function renderPage(role: OperatorRole = 'marketing') {
  const value = {
    me: me(role),
    merchant: 'LUCKY',
    oneMerchant: 'LUCKY',
    setMerchant: jest.fn(),
    refreshMe: jest.fn(),
    signOut: jest.fn(),
  };
  return render(
    <OperatorProvider value={value}>
      <MemoryRouter>
        <ContentPage />
      </MemoryRouter>
    </OperatorProvider>,
  );
}

beforeAll(() => startI18n());
beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useBanners).mockReturnValue(listed());
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

describe('the Content page', () => {
  it('lists the home banners with their link, window and status, and each group with its count', async () => {
    renderPage();
    expect(useBanners).toHaveBeenCalledWith('LUCKY');
    expect(screen.getByRole('heading', { name: 'Content · LUCKY' })).toBeTruthy();
    expect((await screen.findByTestId('group-w_home')).textContent).toBe('Home carousel (3)');
    expect(screen.getByTestId('group-w_login').textContent).toBe('Login (1)');
    const table = await screen.findByTestId('banners-table');
    expect(within(table).getByText('Spring Festival')).toBeTruthy();
    expect(within(table).getByText('https://lucky.example.com/spring')).toBeTruthy();
    expect(within(table).queryByText('Log In and Play')).toBeNull();
    expect(within(table).getByText(/^From 2030-06-0/)).toBeTruthy();
    expect(within(table).getByText(/^Until 20(29|30)-/)).toBeTruthy();
    expect(screen.getByTestId('banner-status-1').textContent).toBe('Showing');
    expect(screen.getByTestId('banner-status-2').textContent).toBe('Scheduled');
    expect(screen.getByTestId('banner-status-3').textContent).toBe('Ended');

    fireEvent.mouseDown(screen.getByTestId('group-w_forget'));
    expect(await screen.findByText('No banners in this group yet')).toBeTruthy();
  });

  it('adds a banner: the image previewed, uploaded first, then the banner naming it', async () => {
    jest.mocked(uploadBannerImage).mockResolvedValue({ id: 'img-1', url: '/wps/content/banner-images/img-1' });
    jest.mocked(createBanner).mockResolvedValue(banner(9, { title: 'Autumn Cup' }));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add banner' }));
    const dialog = await screen.findByTestId('banner-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add banner' }));
    expect(await within(dialog).findByText('Give the banner a title')).toBeTruthy();
    expect(within(dialog).getByText('A banner needs an image')).toBeTruthy();
    expect(createBanner).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Autumn Cup' } });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'autumn.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText('Image'), { target: { files: [file] } });
    expect((await within(dialog).findByRole('img', { name: 'Preview' })).getAttribute('src')).toBe('blob:preview');
    fireEvent.change(within(dialog).getByLabelText('Link'), { target: { value: 'ROUTE' } });
    fireEvent.change(await within(dialog).findByLabelText('Page'), { target: { value: '/promotions' } });
    fireEvent.change(within(dialog).getByLabelText('Shows from'), { target: { value: '2030-05-01T09:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add banner' }));

    await waitFor(() => expect(createBanner).toHaveBeenCalled());
    expect(uploadBannerImage).toHaveBeenCalledWith(file, 'LUCKY');
    expect(createBanner).toHaveBeenCalledWith(
      {
        group: 'w_home',
        title: 'Autumn Cup',
        imageId: 'img-1',
        linkageType: 'ROUTE',
        linkage: '/promotions',
        sort: 0,
        startsAt: new Date(2030, 4, 1, 9, 30).toISOString(),
        endsAt: null,
      },
      'LUCKY',
    );
    await waitFor(() => expect(screen.queryByTestId('banner-dialog')).toBeNull());
    expect(reload).toHaveBeenCalled();
  });

  it('shows the server’s refusal under its field and uploads the image once across retries', async () => {
    jest.mocked(uploadBannerImage).mockResolvedValue({ id: 'img-2', url: '/wps/content/banner-images/img-2' });
    jest
      .mocked(createBanner)
      .mockRejectedValue(
        new ApiError('VALIDATION', 'err_invalid_input', 400, '/ops/content/banners', { field: 'endsAt' }),
      );
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add banner' }));
    const dialog = await screen.findByTestId('banner-dialog');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Autumn Cup' } });
    const file = new File([new Uint8Array([255, 216, 255])], 'a.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(dialog).getByLabelText('Image'), { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add banner' }));
    expect(await within(dialog).findByText('Must be after “Shows from”')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add banner' }));
    await waitFor(() => expect(createBanner).toHaveBeenCalledTimes(2));
    expect(uploadBannerImage).toHaveBeenCalledTimes(1);
  });

  it('edits a banner, keeping its image when none is chosen', async () => {
    jest.mocked(updateBanner).mockResolvedValue(banner(2, { title: 'Summer Jackpot XL' }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Summer Jackpot' }));
    const dialog = await screen.findByTestId('banner-dialog');
    expect(within(dialog).getByRole('img', { name: 'Preview' }).getAttribute('src')).toBe('/assets/banner/2.svg');
    expect((within(dialog).getByLabelText('Shows from') as HTMLInputElement).value).toMatch(/^2030-0[56]-/);
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Summer Jackpot XL' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateBanner).toHaveBeenCalled());
    const [id, input, merchant] = jest.mocked(updateBanner).mock.calls[0]!;
    expect([id, merchant]).toEqual([2, 'LUCKY']);
    expect(input).toMatchObject({ title: 'Summer Jackpot XL', startsAt: '2030-06-01T00:00:00.000Z', endsAt: null });
    expect(input).not.toHaveProperty('imageId');
    expect(uploadBannerImage).not.toHaveBeenCalled();
  });

  it('deletes a banner after a confirmation', async () => {
    jest.mocked(deleteBanner).mockResolvedValue({ id: 3 });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Winter Sale' }));
    const dialog = await screen.findByTestId('delete-banner-dialog');
    expect(within(dialog).getByText('Delete the banner “Winter Sale”?')).toBeTruthy();
    expect(deleteBanner).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteBanner).toHaveBeenCalledWith(3, 'LUCKY'));
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('offers the changes only to roles that may write', async () => {
    renderPage('support');
    expect(await screen.findByText('Spring Festival')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add banner' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('shows the loading and the error states', async () => {
    jest.mocked(useBanners).mockReturnValue(listed({ data: null, loading: true }) as never);
    const { unmount } = renderPage();
    expect((await screen.findByTestId('banners-table')).querySelector('[aria-busy="true"]')).toBeTruthy();
    unmount();
    jest
      .mocked(useBanners)
      .mockReturnValue(
        listed({ data: null, error: new ApiError('NETWORK', 'err_network', 0, '/ops/content/banners') }) as never,
      );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalled();
  });
});
