import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus, initI18n, session } from 'shared-contracts';
import { SessionBridge } from '../session-bridge';

jest.mock('../../hooks/use-consolidated-load', () => ({ useConsolidatedLoad: () => undefined }));
jest.mock('../../api/logout');

beforeAll(() => initI18n('EN'));

describe('SessionBridge: a call answering 401', () => {
  let opened: string[];
  let off: () => void;
  beforeEach(() => {
    sessionStorage.clear();
    session.set('token', 'tok');
    opened = [];
    off = bus.on('auth:open', ({ modal }) => opened.push(modal));
    render(
      <MemoryRouter>
        <SessionBridge />
      </MemoryRouter>,
    );
  });
  afterEach(() => off());

  it('ends the session and opens the login modal', () => {
    act(() => bus.emit('session:expired', { path: '/wps/v2/wallets/balance' }));
    expect(session.get('token')).toBeNull();
    expect(opened).toEqual(['login']);
  });

  it('while a wrong security answer is checked is no expiry: the form logs out with its own notice', () => {
    act(() => bus.emit('auth:verifying', { active: true }));
    act(() => bus.emit('session:expired', { path: '/wps/v2/wallets/balance' }));
    expect(opened).toEqual([]);
    // The answer was wrong: the form drops the session, then the check is over.
    act(() => {
      session.clearSession();
      bus.emit('auth:verifying', { active: false });
    });
    expect(opened).toEqual([]);
  });

  it('while an answer is checked counts once the check is over if the session still stands', () => {
    act(() => bus.emit('auth:verifying', { active: true }));
    act(() => bus.emit('session:expired', { path: '/wps/member/info' }));
    expect(session.get('token')).toBe('tok');
    act(() => bus.emit('auth:verifying', { active: false }));
    expect(session.get('token')).toBeNull();
    expect(opened).toEqual(['login']);
  });
});
