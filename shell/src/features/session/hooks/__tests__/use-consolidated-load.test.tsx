import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { api, session, setPermissionConfig, type PermissionConfig } from 'shared-contracts';
import { useConsolidatedLoad } from '../use-consolidated-load';

const FUNDS = {
  balance: 1_000,
  currency: 'VND',
  dailysalreqtype: 'DAILY_SALARY' as const,
  divtypereq: null,
  contracthoursalreq: null,
  realtimesalreqtype: null,
  dailySalary: true,
  hourSalary: false,
  salary: false,
  enableCt: false,
};
const withPolicy = (on: boolean) =>
  setPermissionConfig({ whitelabel: [{ modId: 'AGENTPOLICY3', enabled: on ? '1' : '0' }] } as PermissionConfig);
const flush = () => act(() => Promise.resolve());

describe('consolidated funds after login (SPEC §6)', () => {
  let call: jest.SpyInstance;
  beforeEach(() => {
    call = jest.spyOn(api, 'call').mockResolvedValue(FUNDS as never);
  });
  afterEach(() => {
    cleanup();
    call.mockRestore();
    session.clearSession();
    setPermissionConfig(null as unknown as PermissionConfig);
  });

  it('loads once a real member logs in with AGENTPOLICY3 on and keeps the answer and its flags', async () => {
    withPolicy(true);
    renderHook(() => useConsolidatedLoad());
    expect(call).not.toHaveBeenCalled();
    act(() => {
      session.set('isTrial', false);
      session.set('token', 'tok');
    });
    await waitFor(() => expect(session.get('consolidated')).toEqual(FUNDS));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0][0].path).toBe('/wps/member/info/funds/consolidated');
    expect(session.get('enableSalary')).toBe(true);
    expect(session.get('enableContract')).toBe(false);
    // Logout clears them with the session.
    act(() => session.clearSession());
    expect([session.get('consolidated'), session.get('enableSalary'), session.get('enableContract')]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('loads on a reload with a token already in the session', async () => {
    withPolicy(true);
    session.set('token', 'tok');
    session.set('isTrial', false);
    renderHook(() => useConsolidatedLoad());
    await waitFor(() => expect(session.get('enableSalary')).toBe(true));
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('never loads for a trial member', async () => {
    withPolicy(true);
    session.set('token', 'tok');
    session.set('isTrial', true);
    renderHook(() => useConsolidatedLoad());
    await flush();
    expect(call).not.toHaveBeenCalled();
    expect(session.get('consolidated')).toBeNull();
  });

  it('never loads with AGENTPOLICY3 off', async () => {
    withPolicy(false);
    session.set('token', 'tok');
    session.set('isTrial', false);
    renderHook(() => useConsolidatedLoad());
    await flush();
    expect(call).not.toHaveBeenCalled();
  });
});
