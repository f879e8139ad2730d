import { render, screen } from '@testing-library/react';
import { bus, initI18n, session } from 'shared-contracts';
import '../../../../config/i18n';
import { LotteryPage } from '../lottery-page';

const page = (basePath: string, search: string) =>
  render(
    <LotteryPage
      bus={bus}
      session={session}
      navigate={jest.fn()}
      basePath={basePath}
      location={{ pathname: basePath, search, hash: '' }}
      lang="EN"
    />,
  );

describe('lottery page', () => {
  beforeAll(() => initI18n('EN'));

  it('asks to choose a game when none is given', () => {
    page('/lottery', '');
    expect(screen.getByRole('heading', { level: 1, name: 'Lottery' })).toBeTruthy();
    expect(screen.getByTestId('lottery-state').textContent).toContain('Choose a lottery game.');
  });

  it('names the area and the game of the query', () => {
    page('/vnLottery', '?gameCode=VN_NORTH');
    expect(screen.getByRole('heading', { level: 1, name: 'Vietnam lottery' })).toBeTruthy();
    expect(screen.getByTestId('lottery-state').textContent).toContain('Game: VN_NORTH');
  });
});
