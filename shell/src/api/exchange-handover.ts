import { api, sessionApi, type ApiClient, type HandoverSession } from 'shared-contracts';

/** Exchanges a hand-over code from the URL, once, for a session (`POST /wps/session/handover/exchange`). */
export function exchangeHandover(code: string, client: Pick<ApiClient, 'call'> = api): Promise<HandoverSession> {
  return client.call(sessionApi.exchangeHandover, { code });
}
