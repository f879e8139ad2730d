import i18next from 'i18next';
import { ApiError } from '../../client/api-error';
import { errorKey, errorText } from '../error-text';

describe('the text of a failed call', () => {
  beforeAll(() =>
    i18next.init({
      showSupportNotice: false,
      lng: 'EN',
      resources: { EN: { common: { err_unknown: 'Something went wrong', err_too_fast: 'Too fast' } } },
    }),
  );

  it("shows the server's message key through common, and its raw text when the key is unknown", () => {
    expect(errorText(i18next.t, new ApiError('TOO_FAST', 'err_too_fast', 429, '/x'))).toBe('Too fast');
    expect(errorText(i18next.t, new ApiError('X', 'Plain server text', 400, '/x'))).toBe('Plain server text');
  });

  it('says err_unknown for anything that is not an API error', () => {
    expect(errorKey(new Error('boom'))).toBe('err_unknown');
    expect(errorText(i18next.t, new Error('boom'))).toBe('Something went wrong');
  });
});

describe("a failed call's params in its text", () => {
  beforeAll(() =>
    i18next.init({
      showSupportNotice: false,
      lng: 'EN',
      resources: {
        EN: {
          common: {
            err_self_excluded: 'Excluded until {{until}}',
            err_limit: '{{remaining}} left until {{resetsAt}}, rule {{min}}–{{max}}',
          },
        },
      },
    }),
  );

  it('fills instants as local date and time and amounts as money', () => {
    const until = new Date(2031, 4, 6, 7, 8).toISOString();
    const excluded = new ApiError('SELF_EXCLUDED', 'err_self_excluded', 403, '/x', { until });
    expect(errorText(i18next.t, excluded)).toBe('Excluded until 2031-05-06 07:08');
    const resetsAt = new Date(2031, 0, 2, 0, 0).toISOString();
    const limit = new ApiError('X', 'err_limit', 400, '/x', { min: 1, max: 9, remaining: 123_456, resetsAt });
    expect(errorText(i18next.t, limit)).toBe('1,234.56 left until 2031-01-02 00:00, rule 1–9');
  });
});
