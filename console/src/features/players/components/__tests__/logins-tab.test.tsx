import { render, screen } from '@testing-library/react';
import { startI18n } from '../../../../config/i18n';
import { usePlayerLogins } from '../../api/get-player-logins';
import { LoginsTab, versionsText } from '../people-tabs';

jest.mock('../../api/get-player-logins', () => ({ usePlayerLogins: jest.fn() }));

beforeAll(() => startI18n());

describe('a player’s sign-ins', () => {
  it('names the remote versions each session ran, or a dash', () => {
    jest.mocked(usePlayerLogins).mockReturnValue({
      data: {
        list: [
          {
            ip: '203.0.113.9',
            userAgent: 'Chrome',
            at: '2026-11-29T06:00:00.000Z',
            versions: [
              { remote: 'mf_games', version: '1.1.0' },
              { remote: 'mf_auth', version: '0.1.0' },
            ],
          },
          { ip: '203.0.113.10', userAgent: null, at: '2026-11-28T06:00:00.000Z', versions: [] },
        ],
        pageNo: 1,
        totalPages: 1,
        total: 2,
      },
      loading: false,
      error: null,
      reload: jest.fn(),
    } as never);
    render(<LoginsTab id={5} merchant="LUCKY" />);
    expect(screen.getByRole('columnheader', { name: 'Remote versions' })).toBeTruthy();
    expect(screen.getByText('mf_games 1.1.0 · mf_auth 0.1.0')).toBeTruthy();
    expect(versionsText([])).toBe('—');
  });
});
