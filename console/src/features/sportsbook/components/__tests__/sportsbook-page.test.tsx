import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, type OperatorRole, type SportsbookFixture } from 'shared-contracts';
import { startI18n } from '../../../../config/i18n';
import { renderAs } from '../../../../lib/__tests__/render-as';
import { correctSportsbookFixture } from '../../api/correct-sportsbook-fixture';
import { finishSportsbookFixture } from '../../api/finish-sportsbook-fixture';
import { useSportsbookFixtures } from '../../api/list-sportsbook-fixtures';
import { voidSportsbookFixture } from '../../api/void-sportsbook-fixture';
import { SportsbookPage } from '../sportsbook-page';

jest.mock('../../api/list-sportsbook-fixtures', () => ({ useSportsbookFixtures: jest.fn() }));
jest.mock('../../api/finish-sportsbook-fixture', () => ({ finishSportsbookFixture: jest.fn() }));
jest.mock('../../api/correct-sportsbook-fixture', () => ({ correctSportsbookFixture: jest.fn() }));
jest.mock('../../api/void-sportsbook-fixture', () => ({ voidSportsbookFixture: jest.fn() }));

const fixture = (over: Partial<SportsbookFixture>): SportsbookFixture => ({
  id: 7,
  kind: 'SPORTS',
  sport: 'FOOTBALL',
  home: 'Riverside FC',
  away: 'Vale Rovers',
  status: 'LIVE',
  startsAt: '2026-11-30T10:00:00Z',
  endsAt: '2026-11-30T10:04:00Z',
  tick: 15,
  ticks: 30,
  homeScore: 1,
  awayScore: 0,
  corrections: 0,
  open: true,
  ...over,
});
const list = [
  fixture({}),
  fixture({ id: 8, home: 'Azure Dragons', away: 'Nova Esports', sport: 'LOL', status: 'FINISHED', corrections: 1 }),
];
const reload = jest.fn();
const renderPage = (role: OperatorRole = 'admin') => renderAs(role, <SportsbookPage />, '/', 'DEMO');

beforeAll(() => startI18n());
beforeEach(() => {
  jest.mocked(useSportsbookFixtures).mockReturnValue({
    data: { list, serverTime: '2026-11-30T10:02:00Z' },
    error: null,
    loading: false,
    reload,
  });
  jest.mocked(finishSportsbookFixture).mockReset();
  jest.mocked(correctSportsbookFixture).mockReset();
  jest.mocked(voidSportsbookFixture).mockReset();
  reload.mockReset();
});

describe('the sportsbook fixtures page', () => {
  it('lists fixtures with status, score and corrections, and the actions each status allows', () => {
    renderPage();
    expect(within(screen.getByTestId('fixture-status-7')).getByText('Live')).toBeTruthy();
    expect(screen.getByTestId('fixture-score-7').textContent).toBe('1–0');
    expect(within(screen.getByTestId('fixture-status-8')).getByText('Corrected ×1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Finish now: Riverside FC – Vale Rovers #7' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Correct result: Riverside FC – Vale Rovers #7' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Correct result: Azure Dragons – Nova Esports #8' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finish now: Azure Dragons – Nova Esports #8' })).toBeNull();
  });

  it('finishes a match with the typed score, refusing a score that is not a number', async () => {
    jest.mocked(finishSportsbookFixture).mockResolvedValue({ ...list[0]!, status: 'FINISHED' });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Finish now: Riverside FC – Vale Rovers #7' }));
    const dialog = await screen.findByTestId('score-dialog');
    fireEvent.change(within(dialog).getByLabelText('Home score (Riverside FC)'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish now' }));
    expect(await within(dialog).findByText('Enter a whole number from 0 to 999')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Home score (Riverside FC)'), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('Away score (Vale Rovers)'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish now' }));
    await waitFor(() => expect(finishSportsbookFixture).toHaveBeenCalledWith(7, { homeScore: 3, awayScore: 1 }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('shows the server’s refusal of a correction, and voids with a reason', async () => {
    jest
      .mocked(correctSportsbookFixture)
      .mockRejectedValue(
        new ApiError('FIXTURE_STATUS', 'err_fixture_status', 409, '/ops/sportsbook/fixtures/8/correct'),
      );
    jest.mocked(voidSportsbookFixture).mockResolvedValue({ ...list[1]!, status: 'VOID' });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Correct result: Azure Dragons – Nova Esports #8' }));
    const dialog = await screen.findByTestId('score-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Correct result' }));
    expect(await within(dialog).findByText("The fixture's status does not allow this")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Void: Azure Dragons – Nova Esports #8' }));
    const reason = await screen.findByTestId('reason-dialog');
    fireEvent.change(within(reason).getByLabelText('Reason'), { target: { value: 'abandoned' } });
    fireEvent.click(within(reason).getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(voidSportsbookFixture).toHaveBeenCalledWith(8, 'abandoned'));
  });

  it('hides the actions from roles without games.configure', () => {
    renderPage('finance');
    expect(screen.queryByRole('button', { name: /Finish now/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Void/ })).toBeNull();
  });
});
