import { act } from '@testing-library/react';
import { bus, session, type Game } from 'shared-contracts';
import { createParcel } from 'shared-ui';
import { listFavorites } from '../../api/list-favorites';
import { useFavorites } from '../use-favorites';

jest.mock('../../api/list-favorites', () => ({ listFavorites: jest.fn() }));
jest.mock('../../api/add-favorite', () => ({ addFavorite: jest.fn() }));
jest.mock('../../api/remove-favorite', () => ({ removeFavorite: jest.fn() }));

/** Each member's favourites as the API answers them (one page). */
const FAVOURITES: Record<string, number[]> = { 'token-a': [11, 12], 'token-b': [21] };
const page = (token: string | null) => {
  const ids = FAVOURITES[token ?? ''] ?? [];
  return { content: ids.map((nodeId) => ({ nodeId }) as Game), pageNum: 1, totalPages: 1 } as never;
};
const list = jest.mocked(listFavorites);
list.mockImplementation(async () => page(session.get('token')));

/** Which of these game ids the page shows as favourites. */
let shown: (ids: number[]) => number[] = () => [];
function Probe() {
  const { isFavorite } = useFavorites();
  shown = (ids) => ids.filter(isFavorite);
  return null;
}

/** Mounts the probe the way the shell mounts mf-games' pages: as a parcel (shared-ui createParcel). */
async function mountParcel() {
  const parcel = createParcel(Probe);
  const props = { name: 'favorites-probe', domElement: document.createElement('div'), bus, session } as never;
  await parcel.bootstrap(props);
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounted = parcel.mount(props);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await mounted;
  return () => act(() => void parcel.unmount(props));
}

/** Lets the page finish what it started (the favourites' load and the renders after it). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** What the shell does on logout (features/session/components/session-bridge.tsx). */
function logOut() {
  session.clearSession();
  bus.emit('auth:logout', { reason: 'user' });
}

describe('favourites across members (SPEC §4)', () => {
  beforeEach(() => session.clearSession());

  it('shows none of the favourites of the member who logged out to the one who logs in next', async () => {
    session.set('token', 'token-a');
    const unmount = await mountParcel();
    expect(shown([11, 12, 21])).toEqual([11, 12]);

    act(() => logOut());
    await settle();
    expect(shown([11, 12, 21])).toEqual([]);

    act(() => session.set('token', 'token-b'));
    await settle();
    expect(shown([11, 12, 21])).toEqual([21]);
    unmount();
  });

  it('never fills the next member’s favourites with a load that started before the logout', async () => {
    let answerA: () => void = () => undefined;
    list.mockImplementationOnce(() => new Promise((resolve) => (answerA = () => resolve(page('token-a')))));
    session.set('token', 'token-a');
    const unmount = await mountParcel();
    act(() => logOut());
    act(() => session.set('token', 'token-b'));
    await settle();
    answerA();
    await settle();
    expect(shown([11, 12, 21])).toEqual([21]);
    unmount();
  });
});
