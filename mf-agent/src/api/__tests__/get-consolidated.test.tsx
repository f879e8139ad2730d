import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { api, session } from 'shared-contracts';
import { useConsolidated } from '../get-consolidated';

const FUNDS = {
  balance: 1_000,
  currency: 'VND',
  dailysalreqtype: null,
  divtypereq: 'DIVIDEND' as const,
  contracthoursalreq: null,
  realtimesalreqtype: null,
  dailySalary: false,
  hourSalary: false,
  salary: false,
  enableCt: true,
};

describe('useConsolidated', () => {
  let call: jest.SpyInstance;
  beforeEach(() => {
    call = jest.spyOn(api, 'call').mockResolvedValue(FUNDS as never);
  });
  afterEach(() => {
    cleanup();
    call.mockRestore();
    session.clearSession();
  });

  it('reads the funds the shell kept in the session, without a second call', () => {
    session.set('consolidated', FUNDS);
    const { result } = renderHook(() => useConsolidated());
    expect(result.current.data).toEqual(FUNDS);
    expect(result.current.loading).toBe(false);
    expect(call).not.toHaveBeenCalled();
  });

  it('still loads them when the session has none', async () => {
    const { result } = renderHook(() => useConsolidated());
    await waitFor(() => expect(result.current.data).toEqual(FUNDS));
    expect(call).toHaveBeenCalledTimes(1);
  });
});
