import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type BrandLookState, type OperatorRole } from 'shared-contracts';
import { startI18n } from '../../../../config/i18n';
import { renderAs } from '../../../../lib/__tests__/render-as';
import { useBrandLook } from '../../api/get-brand-look';
import { publishBrandLook } from '../../api/publish-brand-look';
import { revertBrandLook } from '../../api/revert-brand-look';
import { uploadBrandImage } from '../../api/upload-brand-image';
import { BrandLookPage } from '../brand-look-page';

jest.mock('../../api/get-brand-look', () => ({ useBrandLook: jest.fn() }));
jest.mock('../../api/publish-brand-look', () => ({ publishBrandLook: jest.fn() }));
jest.mock('../../api/revert-brand-look', () => ({ revertBrandLook: jest.fn() }));
jest.mock('../../api/upload-brand-image', () => ({ uploadBrandImage: jest.fn() }));

const state: BrandLookState = {
  code: 'LUCKY',
  mainDomain: 'lucky.localhost',
  look: {
    name: 'Lucky Star',
    theme: { tokens: { '--color-primary': '#a674ff', '--color-on-primary': '#1a0b2e' }, logoUrl: '', faviconUrl: '' },
  },
  history: [
    {
      version: 2,
      name: 'Lucky Star',
      theme: { tokens: {}, logoUrl: '', faviconUrl: '' },
      publishedBy: 'lucky_admin',
      revertedFrom: null,
      publishedAt: '2026-11-30T08:00:00Z',
    },
    {
      version: 1,
      name: 'Lucky',
      theme: { tokens: {}, logoUrl: '', faviconUrl: '' },
      publishedBy: 'lucky_admin',
      revertedFrom: null,
      publishedAt: '2026-11-29T08:00:00Z',
    },
  ],
};
const reload = jest.fn();

const renderPage = (role: OperatorRole = 'admin') => renderAs(role, <BrandLookPage />, '/', 'LUCKY');

beforeAll(() => startI18n());
beforeEach(() => {
  jest.mocked(useBrandLook).mockReturnValue({ data: state, error: null, loading: false, reload });
  jest.mocked(publishBrandLook).mockReset();
  jest.mocked(revertBrandLook).mockReset();
  reload.mockReset();
});

describe('the brand editor', () => {
  it('shows the live look, previews it as it is typed, and publishes the whole look', async () => {
    jest.mocked(publishBrandLook).mockResolvedValue({ ...state, history: [{ ...state.history[0]!, version: 3 }] });
    renderPage();
    const name = screen.getByLabelText('Brand name');
    expect(name).toHaveProperty('value', 'Lucky Star');
    fireEvent.change(name, { target: { value: 'Lucky Star Casino' } });
    expect(within(screen.getByTestId('look-preview')).getAllByText('Lucky Star Casino')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('--color-primary'), { target: { value: '#9f7aea' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(publishBrandLook).toHaveBeenCalled());
    expect(publishBrandLook).toHaveBeenCalledWith('LUCKY', {
      name: 'Lucky Star Casino',
      theme: { tokens: { '--color-primary': '#9f7aea', '--color-on-primary': '#1a0b2e' }, logoUrl: '', faviconUrl: '' },
    });
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('marks a pair that fails WCAG AA and will not publish it', () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('--color-on-primary'), { target: { value: '#ffffff' } });
    const pair = screen.getByTestId('pair---color-on-primary---color-primary');
    expect(within(pair).getByText('Fails')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('1 colour pairs are hard to read');
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
  });

  it('puts the server’s contrast refusal under the token it names', async () => {
    jest.mocked(publishBrandLook).mockRejectedValue(
      new ApiError('THEME_CONTRAST', 'err_theme_contrast', 400, '/ops/brands/LUCKY/look', {
        field: 'tokens.--color-text',
      }),
    );
    renderPage();
    fireEvent.change(screen.getByLabelText('Brand name'), { target: { value: 'Lucky 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('These colours are hard to read together (below WCAG AA contrast)')).toBeTruthy();
  });

  it('restores an earlier version after asking', async () => {
    jest.mocked(revertBrandLook).mockResolvedValue(state);
    renderPage();
    const history = screen.getByTestId('look-history');
    fireEvent.click(within(history).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByTestId('look-revert-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(revertBrandLook).toHaveBeenCalledWith('LUCKY', 1));
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('lets roles without merchants.configure look but not publish or restore', () => {
    renderPage('support');
    expect(screen.getByLabelText('Brand name')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(within(screen.getByTestId('look-history')).queryByRole('button', { name: 'Restore' })).toBeNull();
  });
  it('uploads a logo into the logo field (then publishes it), and refuses a file that is not PNG or JPEG', async () => {
    const url = '/wps/brand-images/5f0c7f57-8d1e-4f3a-9a43-2b6f0a8e9c11';
    jest.mocked(uploadBrandImage).mockResolvedValue({ id: 'x', url });
    jest.mocked(publishBrandLook).mockResolvedValue(state);
    renderPage();
    const input = screen.getByTestId('logoUrl-upload');
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] } });
    expect(await screen.findByText('Choose a PNG or JPEG image')).toBeTruthy();
    expect(uploadBrandImage).not.toHaveBeenCalled();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    await waitFor(() => expect(screen.getByLabelText('Logo URL')).toHaveProperty('value', url));
    expect(uploadBrandImage).toHaveBeenCalledWith('LUCKY', png);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(publishBrandLook).toHaveBeenCalled());
    expect(jest.mocked(publishBrandLook).mock.calls[0]![1].theme.logoUrl).toBe(url);
  });
});
