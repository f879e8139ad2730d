import { act, fireEvent, render, screen } from '@testing-library/react';
import { initI18n, session, type MemberInfo } from 'shared-contracts';
import { endSession } from '../../../../api/end-session';
import { handoverState } from '../../../../lib/handover-state';
import { SwitchAccountModal } from '../switch-account-modal';

jest.mock('../../../../api/end-session');
const end = endSession as jest.MockedFunction<typeof endSession>;

const BOB: MemberInfo = { id: 7, account: 'demo_downline', nickname: 'Bob', type: 0, isAgent: false, isTrial: false };

beforeAll(() => initI18n('EN'));
beforeEach(() => {
  sessionStorage.clear();
  end.mockReset().mockResolvedValue(undefined);
  session.set('token', 'tok-ann');
  session.set('account', 'demo_player');
  session.set('customerId', '1');
  session.set('disclaimerAccept-afterlogin', true);
  act(() => handoverState.set({ offer: { token: 'tok-bob', member: BOB, current: 'demo_player' } }));
});
afterEach(() => act(() => handoverState.set({ offer: null })));

describe('SwitchAccountModal (issue 24)', () => {
  it('asks before switching; keep ends the offered session and leaves the signed-in member alone', async () => {
    const reload = jest.fn();
    render(<SwitchAccountModal reload={reload} />);
    const dialog = await screen.findByRole('dialog', { name: 'Switch account?' });
    expect(dialog.textContent).toContain('You are signed in as demo_player. This link signs in as demo_downline.');
    fireEvent.click(screen.getByRole('button', { name: 'Keep demo_player' }));
    expect(end).toHaveBeenCalledWith('tok-bob');
    expect([session.get('token'), session.get('account')]).toEqual(['tok-ann', 'demo_player']);
    expect(handoverState.get().offer).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it("switch ends the current session, stores the other member's without the previous keys, and reloads", async () => {
    const reload = jest.fn();
    render(<SwitchAccountModal reload={reload} />);
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Switch to demo_downline' }));
    });
    expect(end).toHaveBeenCalledWith('tok-ann');
    expect([session.get('token'), session.get('account'), session.get('customerId')]).toEqual([
      'tok-bob',
      'demo_downline',
      '7',
    ]);
    expect(session.get('disclaimerAccept-afterlogin')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
