import { render, screen } from '@testing-library/react';
import type { PermissionConfig } from 'shared-contracts';
import { ShellProvider } from '../../../../hooks/use-shell';
import { Logo } from '../logo';

const renderLogo = (logoUrl: string, compact = false, faviconUrl = '') =>
  render(
    <ShellProvider
      value={{
        config: { merchantName: 'Lucky Star', theme: { tokens: {}, logoUrl, faviconUrl } } as PermissionConfig,
        enabled: new Set(),
        lanes: [],
      }}
    >
      <Logo compact={compact} />
    </ShellProvider>,
  );

describe('Logo', () => {
  it("shows the theme's logo with the merchant's name as its text alternative", () => {
    renderLogo('/assets/logo/LUCKY.svg');
    expect(screen.getByRole('img', { name: 'Lucky Star' }).getAttribute('src')).toBe('/assets/logo/LUCKY.svg');
  });

  it('writes the name when the theme has no logo', () => {
    renderLogo('');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Lucky Star')).toBeTruthy();
  });

  it('shows the square brand mark (the favicon) in the compact phone header, the wordmark without one', () => {
    renderLogo('/assets/logo/LUCKY.svg', true, '/assets/favicon/LUCKY.svg');
    expect(screen.getByRole('img', { name: 'Lucky Star' }).getAttribute('src')).toBe('/assets/favicon/LUCKY.svg');
  });

  it('keeps the wordmark in the compact header when the theme has no favicon', () => {
    renderLogo('/assets/logo/LUCKY.svg', true);
    expect(screen.getByRole('img', { name: 'Lucky Star' }).getAttribute('src')).toBe('/assets/logo/LUCKY.svg');
  });
});
