import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { permissionsOf, type OperatorRole } from 'shared-contracts';
import { Toaster } from 'shared-ui';
import { OperatorProvider } from '../operator';

/**
 * Renders a console part for an operator of `merchant` (LUCKY by default) with `role`, inside the operator context, a
 * router at `path` and the toaster: the console's tests' one way of standing in for a signed-in operator.
 */
export function renderAs(role: OperatorRole, ui: ReactNode, path = '/', merchant = 'LUCKY') {
  const value = {
    me: {
      id: 7,
      username: `${merchant.toLowerCase()}_${role}`,
      role,
      merchants: [merchant],
      scope: [merchant],
      permissions: permissionsOf(role),
    },
    merchant,
    oneMerchant: merchant,
    setMerchant: jest.fn(),
    refreshMe: jest.fn(),
    signOut: jest.fn(),
  };
  return render(
    <OperatorProvider value={value}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      <Toaster />
    </OperatorProvider>,
  );
}

/** A read hook's answer. */
export const answered = <T,>(data: T, reload = jest.fn()) => ({ data, error: null, loading: false, reload });
