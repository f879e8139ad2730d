import { renderHook, waitFor } from '@testing-library/react';
import { api, gamesApi, session } from 'shared-contracts';
import { useCall } from '../use-call';

const input = { isPlatform: 2 as const, platform: 'flash,html5-desktop', language: 'EN' };
const answer = (name: string) => ({ list: [{ name }] }) as never;

describe('useCall keeping its answer in the session', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('keeps the answer; the next mount starts from it (not loading) and refreshes it', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValueOnce(answer('first'));
    const first = renderHook(() => useCall(gamesApi.getHotGames, input, true, false, 'HOT_GAMES'));
    expect(first.result.current).toMatchObject({ loading: true, stale: false });
    await waitFor(() => expect(first.result.current.data).toEqual(answer('first')));
    first.unmount();

    let resolve: (v: unknown) => void = () => undefined;
    call.mockReturnValueOnce(new Promise((r) => (resolve = r)) as never);
    const second = renderHook(() => useCall(gamesApi.getHotGames, input, true, false, 'HOT_GAMES'));
    expect(second.result.current).toMatchObject({ data: answer('first'), loading: false, stale: true, error: null });
    resolve(answer('second'));
    await waitFor(() => expect(second.result.current.data).toEqual(answer('second')));
    expect(second.result.current.stale).toBe(false);
    expect(session.get('HOT_GAMES')?.data).toEqual(answer('second'));
  });

  it('does not use an answer kept for another request, and keeps showing a kept answer when the refresh fails', async () => {
    session.set('HOT_GAMES', { key: 'GET /wps/game/hot {"language":"TY"}', data: answer('other') });
    jest.spyOn(api, 'call').mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useCall(gamesApi.getHotGames, input, true, false, 'HOT_GAMES'));
    expect(result.current).toMatchObject({ data: null, loading: true });
    await waitFor(() => expect(result.current.error).not.toBeNull());

    const id = `${gamesApi.getHotGames.method} ${gamesApi.getHotGames.path} ${JSON.stringify(input)}`;
    session.set('HOT_GAMES', { key: id, data: answer('kept') });
    jest.spyOn(api, 'call').mockRejectedValueOnce(new Error('offline'));
    const again = renderHook(() => useCall(gamesApi.getHotGames, input, true, false, 'HOT_GAMES'));
    expect(again.result.current).toMatchObject({ data: answer('kept'), stale: true });
    await waitFor(() =>
      expect(again.result.current).toMatchObject({ data: answer('kept'), error: null, loading: false, stale: false }),
    );
    expect(api.call).toHaveBeenCalledTimes(2);
  });
});
