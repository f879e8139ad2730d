import i18next from 'i18next';
import { ApiError } from '../../client/api-error';
import { errorKey, errorText } from '../error-text';

describe('the text of a failed call', () => {
  beforeAll(() =>
    i18next.init({
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
