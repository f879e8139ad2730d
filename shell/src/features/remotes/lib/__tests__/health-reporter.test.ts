import { createHealthReporter, HEALTH_FLUSH_DELAY_MS } from '../health-reporter';

function setup(send = jest.fn().mockResolvedValue(null)) {
  const target = new EventTarget();
  const reporter = createHealthReporter({ send, target: target as unknown as Window });
  reporter.setVersions([
    { name: 'mf_games', version: '1.1.0' },
    { name: 'mf_auth', version: '0.1.0' },
    { name: 'mf_member', version: null },
  ]);
  return { send, target, reporter };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the remotes’ health reporter', () => {
  it('sends one report 1 s after the last change, per remote version', () => {
    const { send, reporter } = setup();
    reporter.loadStarted('mf_games');
    jest.advanceTimersByTime(HEALTH_FLUSH_DELAY_MS - 100);
    reporter.loadStarted('mf_auth');
    reporter.loadFailed('mf_auth');
    jest.advanceTimersByTime(HEALTH_FLUSH_DELAY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      [
        { remote: 'mf_games', version: '1.1.0', loads: 1, loadFailures: 0, mountErrors: 0 },
        { remote: 'mf_auth', version: '0.1.0', loads: 1, loadFailures: 1, mountErrors: 0 },
      ],
      false,
    );
    reporter.dispose();
  });

  it('counts a remote’s load once per page however many parcels or retries load it', () => {
    const { send, reporter } = setup();
    for (let i = 0; i < 5; i++) {
      reporter.loadStarted('mf_games');
      reporter.loadFailed('mf_games');
      reporter.mountFailed('mf_games');
    }
    jest.advanceTimersByTime(HEALTH_FLUSH_DELAY_MS);
    expect(send.mock.calls[0][0]).toEqual([
      { remote: 'mf_games', version: '1.1.0', loads: 1, loadFailures: 1, mountErrors: 1 },
    ]);
    reporter.loadStarted('mf_games');
    jest.advanceTimersByTime(HEALTH_FLUSH_DELAY_MS * 5);
    expect(send).toHaveBeenCalledTimes(1);
    reporter.dispose();
  });

  it('never reports a remote whose version is null (an unversioned build) or unknown', () => {
    const { send, reporter } = setup();
    reporter.loadStarted('mf_member');
    reporter.mountFailed('mf_member');
    reporter.loadStarted('mf_points');
    jest.advanceTimersByTime(HEALTH_FLUSH_DELAY_MS * 2);
    expect(send).not.toHaveBeenCalled();
    reporter.dispose();
  });

  it('flushes at once with keepalive when the page hides', () => {
    const { send, target, reporter } = setup();
    reporter.loadStarted('mf_games');
    target.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledWith([expect.objectContaining({ remote: 'mf_games', loads: 1 })], true);
    jest.advanceTimersByTime(HEALTH_FLUSH_DELAY_MS * 2);
    expect(send).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
    reporter.dispose();
  });

  it('drops a report that failed: no retry, nothing thrown', async () => {
    const send = jest.fn().mockRejectedValue(new Error('offline'));
    const { reporter } = setup(send);
    reporter.loadStarted('mf_games');
    jest.advanceTimersByTime(HEALTH_FLUSH_DELAY_MS);
    await Promise.resolve();
    jest.advanceTimersByTime(HEALTH_FLUSH_DELAY_MS * 10);
    expect(send).toHaveBeenCalledTimes(1);
    reporter.dispose();
  });

  it('stops listening for pagehide once disposed', () => {
    const { send, target, reporter } = setup();
    reporter.loadStarted('mf_games');
    reporter.dispose();
    target.dispatchEvent(new Event('pagehide'));
    jest.advanceTimersByTime(HEALTH_FLUSH_DELAY_MS * 2);
    expect(send).not.toHaveBeenCalled();
  });
});
