import { api, sessionApi } from 'shared-contracts';

/** The captcha image for `key`, as a data URL. */
export async function getCaptcha(key: string): Promise<string> {
  const png = await api.call(sessionApi.getCaptcha, { key });
  return png.startsWith('data:') ? png : `data:image/png;base64,${png}`;
}
