import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { startI18n } from '../../../../config/i18n';
import { useMissions } from '../../api/list-missions';
import { usePromotions } from '../../api/list-promotions';
import { EngagementPage } from '../engagement-page';
import { answered, renderAs } from '../../../../lib/__tests__/render-as';

jest.mock('../../api/list-promotions', () => ({ usePromotions: jest.fn() }));
jest.mock('../../api/list-missions', () => ({ useMissions: jest.fn() }));

beforeAll(() => startI18n());
beforeEach(() => {
  jest.mocked(usePromotions).mockReturnValue(answered({ activities: [] }));
  jest.mocked(useMissions).mockReturnValue(answered({ code: 'LUCKY', missions: [] }));
});

const page = (
  <Routes>
    <Route path="/console/engagement/*" element={<EngagementPage />} />
  </Routes>
);

describe('the engagement section', () => {
  it('opens on the promotions of the brand chosen in the header, a tab per area', async () => {
    renderAs('marketing', page, '/console/engagement');
    expect(await screen.findByTestId('promotions-panel')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Engagement · LUCKY' })).toBeTruthy();
    expect(usePromotions).toHaveBeenCalledWith('LUCKY');
    for (const tab of ['Promotions', 'VIP levels', 'Missions', 'Referral', 'Points'])
      expect(await screen.findByRole('tab', { name: tab })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Missions' }));
    expect(await screen.findByTestId('missions-panel')).toBeTruthy();
  });

  it('shows the writes only with marketing.write', async () => {
    renderAs('support', page, '/console/engagement/promotions');
    expect(await screen.findByTestId('promotions-panel')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New promotion' })).toBeNull();
  });
});
