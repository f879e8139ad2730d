import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n, type PermissionConfig, type Resource } from 'shared-contracts';
import { ShellProvider } from '../../../../hooks/use-shell';
import { DownloadPage } from '../download-page';

const res = (resourceType: string, url: string): Resource => ({ resourceType, labelNameEn: resourceType, url });

function renderPage(resources: Record<string, Resource>) {
  const config = { merchantName: 'Lucky Star', resources } as unknown as PermissionConfig;
  return render(
    <MemoryRouter>
      <ShellProvider value={{ config, enabled: new Set(), lanes: [] }}>
        <DownloadPage />
      </ShellProvider>
    </MemoryRouter>,
  );
}

beforeAll(() => initI18n('EN'));

describe('app download page', () => {
  it('shows iOS, Android and the mobile site in that order, each with its QR code and link', () => {
    renderPage({
      ANDROID: res('ANDROID', 'https://dl.example/app.apk'),
      MOBILE_CONFIG: res('MOBILE_CONFIG', 'https://m.example/'),
      IOS: res('IOS', 'https://dl.example/ios'),
      BLOG: res('BLOG', 'https://blog.example/'),
    });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'iOS',
      'Android',
      'Mobile site',
    ]);
    const ios = within(screen.getByTestId('download-IOS'));
    expect(ios.getByRole('img', { name: 'QR code: iOS' })).toBeTruthy();
    expect(ios.getByRole('link', { name: 'Download for iOS' }).getAttribute('href')).toBe('https://dl.example/ios');
    expect(
      within(screen.getByTestId('download-MOBILE_CONFIG'))
        .getByRole('link', { name: 'Open the mobile site' })
        .getAttribute('href'),
    ).toBe('https://m.example/');
    expect(screen.getByText(/Play Lucky Star on your phone/)).toBeTruthy();
  });

  it('shows only the entries the merchant has, and an empty state without any', () => {
    const { unmount } = renderPage({ ANDROID: res('ANDROID', 'https://dl.example/app.apk') });
    expect(screen.getByTestId('download-ANDROID')).toBeTruthy();
    expect(screen.queryByTestId('download-IOS')).toBeNull();
    unmount();
    renderPage({});
    expect(screen.getByText('No app to download yet')).toBeTruthy();
  });
});
