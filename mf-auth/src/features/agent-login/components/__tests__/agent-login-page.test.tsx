import { act, render, screen } from '@testing-library/react';
import { initI18n, setPermissionConfig, type ParcelProps, type PermissionConfig } from 'shared-contracts';
import '../../../../config/i18n';
import { AgentLoginPage } from '../agent-login-page';

const withHours = (hours: PermissionConfig['customerService']['hours']) =>
  setPermissionConfig({ customerService: { url: 'https://help.example/chat', hours } } as PermissionConfig);

describe('agent login page support hours', () => {
  beforeAll(() => initI18n('EN'));

  it("shows the merchant's hours from the permission config in the page's language", () => {
    withHours({ days: [1, 2, 3, 4, 5], from: '12:00', to: '21:00', timeZone: 'Asia/Ho_Chi_Minh' });
    render(<AgentLoginPage {...({} as ParcelProps)} form={null} />);
    expect(screen.getByTestId('agent-support-hours').textContent).toBe(
      'Customer service: Mon to Fri 12:00–21:00 (GMT+7)',
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://help.example/chat');
  });

  it('follows another merchant’s hours and hides the line when none are published', () => {
    withHours({ days: [1, 2, 3, 4, 5, 6, 7], from: '09:00', to: '23:00', timeZone: 'UTC' });
    const { unmount } = render(<AgentLoginPage {...({} as ParcelProps)} form={null} />);
    expect(screen.getByTestId('agent-support-hours').textContent).toMatch(
      /^Customer service: Mon to Sun 09:00–23:00 \(GMT(\+0)?\)$/,
    );
    unmount();
    act(() => withHours({ days: [], from: '09:00', to: '23:00', timeZone: 'UTC' }));
    render(<AgentLoginPage {...({} as ParcelProps)} form={null} />);
    expect(screen.queryByTestId('agent-support-hours')).toBeNull();
  });
});
