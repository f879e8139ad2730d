import { socialApi } from '../../index';

const { authorizeUrl, landingUrl, loginErrorMessage, safeReturnTo } = socialApi;

describe('social sign-in contract', () => {
  it('accepts only paths of this site as the return path', () => {
    expect(safeReturnTo('/lott?gameCode=X')).toBe('/lott?gameCode=X');
    expect(safeReturnTo('/index#term')).toBe('/index');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'index', '', '/a\nb', 42, null]) {
      expect(safeReturnTo(bad)).toBe('/index');
    }
    expect(safeReturnTo('/login')).toBe('/index');
    expect(safeReturnTo(`/${'a'.repeat(600)}`)).toBe('/index');
  });

  it('builds the authorize URL with the return path', () => {
    expect(authorizeUrl('google', '/live?vassalage=EVO')).toBe(
      '/wps/session/oauth/google/authorize?returnTo=%2Flive%3Fvassalage%3DEVO',
    );
    expect(authorizeUrl('facebook', '//evil')).toBe('/wps/session/oauth/facebook/authorize?returnTo=%2Findex');
  });

  it('lands with a hand-over code in the fragment (never a session token) or the error code in the query', () => {
    expect(landingUrl('/live?vassalage=EVO', { handover: 'ab-c_d' })).toBe('/live?vassalage=EVO#handover=ab-c_d');
    expect(landingUrl('/live?vassalage=EVO', { error: 'OAUTH_DENIED' })).toBe(
      '/live?vassalage=EVO&loginError=OAUTH_DENIED',
    );
    expect(landingUrl('//evil', { error: 'NOT_ENABLED' })).toBe('/index?loginError=NOT_ENABLED');
  });

  it('maps landing codes to common message keys, unknown ones to the generic failure', () => {
    expect(loginErrorMessage('OAUTH_DENIED')).toBe('err_social_denied');
    expect(loginErrorMessage('NOT_ENABLED')).toBe('err_not_enabled');
    expect(loginErrorMessage('toString')).toBe('err_social_failed');
    expect(loginErrorMessage('<script>')).toBe('err_social_failed');
  });
});

describe('a SELF_EXCLUDED landing', () => {
  it('carries the end of the exclusion and maps to its message', () => {
    const until = '2031-01-01T00:00:00.000Z';
    expect(socialApi.landingUrl('/index', { error: 'SELF_EXCLUDED', until })).toBe(
      `/index?loginError=SELF_EXCLUDED&loginErrorUntil=${encodeURIComponent(until)}`,
    );
    expect(socialApi.loginErrorMessage('SELF_EXCLUDED')).toBe('err_self_excluded');
  });
});
