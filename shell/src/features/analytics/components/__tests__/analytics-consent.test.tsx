import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n, session } from 'shared-contracts';
import '../../../../config/i18n';
import { AnalyticsConsent } from '../analytics-consent';

const gtagScripts = () => document.querySelectorAll('script[src^="https://www.googletagmanager.com/gtag/js"]');

describe('analytics consent', () => {
  beforeAll(() => initI18n('EN'));
  afterEach(() => {
    cleanup();
    act(() => session.setLocal('analyticsConsent', null));
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });

  it('asks first and loads no script before the visitor accepts; then loads it once and keeps the choice', () => {
    render(<AnalyticsConsent gtagId="G-TEST123" />);
    expect(screen.getByRole('region', { name: /Google Analytics/ })).toBeTruthy();
    expect(gtagScripts()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(gtagScripts()).toHaveLength(1);
    expect(gtagScripts()[0]!.getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect(screen.queryByRole('region')).toBeNull();
    expect(window.localStorage.getItem('analyticsConsent')).toBe('accepted');
    // The next visit loads it at once, without asking, and only once.
    cleanup();
    render(<AnalyticsConsent gtagId="G-TEST123" />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(gtagScripts()).toHaveLength(1);
  });

  it('never loads the script when declined, and does not ask again', () => {
    render(<AnalyticsConsent gtagId="G-TEST123" />);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(window.localStorage.getItem('analyticsConsent')).toBe('declined');
    cleanup();
    render(<AnalyticsConsent gtagId="G-TEST123" />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(gtagScripts()).toHaveLength(0);
  });

  it('shows nothing and loads nothing without a gtagId', () => {
    render(<AnalyticsConsent gtagId={null} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(gtagScripts()).toHaveLength(0);
  });
});
