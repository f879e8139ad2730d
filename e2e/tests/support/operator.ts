import type { APIRequestContext } from '@playwright/test';
import { opsHeaders } from './ops-auth';

const MERCHANT = 'DEMO';

/** The operator's switches, through the same /ops API the `npm run operator` command uses. */
export const operator = {
  async remote(request: APIRequestContext, name: string, enabled: boolean) {
    const res = await request.post(`/ops/merchants/${MERCHANT}/remotes/${name}`, {
      headers: opsHeaders(),
      data: { enabled },
    });
    if (!res.ok()) throw new Error(`operator remote ${name}: ${res.status()} ${await res.text()}`);
  },
  async maintenance(request: APIRequestContext, on: boolean) {
    const res = await request.post(`/ops/merchants/${MERCHANT}/maintenance`, { headers: opsHeaders(), data: { on } });
    if (!res.ok()) throw new Error(`operator maintenance: ${res.status()}`);
  },
  async regionRestriction(request: APIRequestContext, on: boolean) {
    const res = await request.post(`/ops/merchants/${MERCHANT}/region-restriction`, {
      headers: opsHeaders(),
      data: { on },
    });
    if (!res.ok()) throw new Error(`operator region-restriction: ${res.status()}`);
  },
  /** Approves a pending withdrawal (paid out): `operator withdrawals approve`. */
  async approveWithdrawal(request: APIRequestContext, id: number) {
    const res = await request.post(`/ops/withdrawals/${id}/approve`, {
      headers: opsHeaders(),
    });
    if (!res.ok()) throw new Error(`operator approve withdrawal ${id}: ${res.status()} ${await res.text()}`);
  },
  /** Configures a social sign-in provider (`operator social set`); `{ enabled: false }` switches it off. */
  async social(request: APIRequestContext, provider: 'google' | 'facebook', data: Record<string, unknown>) {
    const res = await request.post(`/ops/merchants/${MERCHANT}/social/${provider}`, { headers: opsHeaders(), data });
    if (!res.ok()) throw new Error(`operator social ${provider}: ${res.status()} ${await res.text()}`);
  },
};
