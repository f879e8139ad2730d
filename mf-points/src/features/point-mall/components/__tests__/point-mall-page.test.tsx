import { fireEvent, render, screen } from '@testing-library/react';
import { bus, initI18n, session } from 'shared-contracts';
import '../../../../config/i18n';
import { PointMallPage } from '../point-mall-page';

describe('point mall', () => {
  beforeAll(() => initI18n('EN'));

  it('has mall, redeem history and help center tabs, each with its empty state', () => {
    render(
      <PointMallPage
        bus={bus}
        session={session}
        navigate={jest.fn()}
        basePath="/pointMall"
        location={{ pathname: '/pointMall', search: '', hash: '' }}
        lang="EN"
      />,
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Mall', 'Redeem history', 'Help center']);
    expect(screen.getByRole('tab', { name: 'Mall' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('No rewards to exchange yet.');
    // Radix Tabs activate on mousedown (a click in jsdom does not).
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Redeem history' }), { button: 0 });
    expect(screen.getByRole('tabpanel').textContent).toContain('You have not redeemed any points yet.');
  });
});
