import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { permissionsOf, type OperatorRole } from 'shared-contracts';
import { Toaster } from 'shared-ui';
import { OperatorProvider } from '../../../../lib/operator';

/** Renders an engagement part for an operator of LUCKY with `role` (marketing writes; support only reads). */
export function renderAs(role: OperatorRole, ui: ReactNode, path = '/') {
  const value = {
    me: {
      id: 7,
      username: `lucky_${role}`,
      role,
      merchants: ['LUCKY'],
      scope: ['LUCKY'],
      permissions: permissionsOf(role),
    },
    merchant: 'LUCKY',
    oneMerchant: 'LUCKY',
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
