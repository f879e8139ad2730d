import { render, screen } from '@testing-library/react';
import { initI18n } from 'shared-contracts';
import '../../../../config/i18n';
import { useAnnouncements } from '../../api/get-announcements';
import { AnnouncementsPage } from '../announcements-page';

jest.mock('../../api/get-announcements');
const notices = useAnnouncements as jest.MockedFunction<typeof useAnnouncements>;
type State = ReturnType<typeof useAnnouncements>;

describe('announcements page', () => {
  beforeAll(() => initI18n('EN'));

  it('shows each player notice’s title and its HTML content', () => {
    notices.mockReturnValue({
      data: {
        banners: [],
        popup: [],
        promotion: [],
        player: [{ id: 1, title: 'New dividend rules', content: '<p>From <strong>December</strong> on.</p>' }],
      },
      loading: false,
      error: null,
      reload: jest.fn(),
    } as State);
    render(<AnnouncementsPage />);
    expect(screen.getByRole('heading', { name: 'New dividend rules' })).toBeTruthy();
    expect(screen.getByText('December').tagName).toBe('STRONG');
  });

  it('has loading, empty and error states', () => {
    notices.mockReturnValue({ data: null, loading: true, error: null, reload: jest.fn() });
    const { rerender } = render(<AnnouncementsPage />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    notices.mockReturnValue({
      data: { banners: [], popup: [], promotion: [], player: [] },
      loading: false,
      error: null,
      reload: jest.fn(),
    } as State);
    rerender(<AnnouncementsPage />);
    expect(screen.getByText('No announcements right now.')).toBeTruthy();
    notices.mockReturnValue({ data: null, loading: false, error: { code: 'X' } as never, reload: jest.fn() });
    rerender(<AnnouncementsPage />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load the announcements.');
  });
});
