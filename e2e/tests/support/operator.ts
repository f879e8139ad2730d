import type { APIRequestContext } from '@playwright/test';
import { OPERATOR_KEY } from '../../playwright.config';

const headers = { 'x-operator-key': OPERATOR_KEY };
const MERCHANT = 'DEMO';

/** The operator's switches, through the same /ops API the `npm run operator` command uses. */
export const operator = {
  async remote(request: APIRequestContext, name: string, enabled: boolean) {
    const res = await request.post(`/ops/merchants/${MERCHANT}/remotes/${name}`, { headers, data: { enabled } });
    if (!res.ok()) throw new Error(`operator remote ${name}: ${res.status()} ${await res.text()}`);
  },
  async maintenance(request: APIRequestContext, on: boolean) {
    const res = await request.post(`/ops/merchants/${MERCHANT}/maintenance`, { headers, data: { on } });
    if (!res.ok()) throw new Error(`operator maintenance: ${res.status()}`);
  },
  async regionRestriction(request: APIRequestContext, on: boolean) {
    const res = await request.post(`/ops/merchants/${MERCHANT}/region-restriction`, { headers, data: { on } });
    if (!res.ok()) throw new Error(`operator region-restriction: ${res.status()}`);
  },
  /** Approves a pending withdrawal (paid out): `operator withdrawals approve`. */
  async approveWithdrawal(request: APIRequestContext, id: number) {
    const res = await request.post(`/ops/withdrawals/${id}/approve`, {
      headers: { ...headers, 'x-operator-actor': 'e2e' },
    });
    if (!res.ok()) throw new Error(`operator approve withdrawal ${id}: ${res.status()} ${await res.text()}`);
  },
  /** Configures a social sign-in provider (`operator social set`); `{ enabled: false }` switches it off. */
  async social(request: APIRequestContext, provider: 'google' | 'facebook', data: Record<string, unknown>) {
    const res = await request.post(`/ops/merchants/${MERCHANT}/social/${provider}`, { headers, data });
    if (!res.ok()) throw new Error(`operator social ${provider}: ${res.status()} ${await res.text()}`);
  },
};
