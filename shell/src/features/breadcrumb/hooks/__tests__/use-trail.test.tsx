import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useTrail } from '../use-trail';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/index']}>{children}</MemoryRouter>
);

describe('breadcrumb trail', () => {
  it('appends visited paths and truncates when a visited crumb is opened again', () => {
    const { result } = renderHook(() => ({ trail: useTrail(), navigate: useNavigate() }), { wrapper });
    act(() => void result.current.navigate('/live'));
    act(() => void result.current.navigate('/rng?vassalage=PG'));
    act(() => void result.current.navigate('/promotions'));
    expect(result.current.trail.map((c) => c.path)).toEqual(['/live', '/rng', '/promotions']);
    act(() => void result.current.navigate('/rng'));
    expect(result.current.trail.map((c) => c.path)).toEqual(['/live', '/rng']);
    act(() => void result.current.navigate('/index'));
    expect(result.current.trail).toEqual([]);
  });
});
