import { randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db';
import { checkCard, type CardForm, type CardField, type CardProblem } from './cards';
import { createDemoPspRepository, type PspSession } from './demo-psp-repository';
import { pspSign } from './psp-signature';

/** How long a payment session stays payable: 15 minutes. */
export const SESSION_TTL_SECONDS = 15 * 60;
/** Delivery attempts of one callback before the PSP gives up (the job retries every minute). */
export const MAX_CALLBACK_ATTEMPTS = 10;

/** A reply of the platform to a callback (status and body), however it travelled. */
export interface CallbackReply {
  status: number;
  body: string;
}

export interface DemoPspDeps {
  db: Db;
  /** The merchant's PSP secret by merchant code (null: no such merchant). */
  secretOf: (merchantCode: string) => Promise<string | null>;
  /** Posts a signed callback: to this process when the URL is a path (`app.inject`), over the network otherwise. */
  post: (url: string, headers: Record<string, string>, body: string) => Promise<CallbackReply>;
  ttlSeconds?: number;
}

/** What the platform asks the PSP for (`POST /demo-psp/api/payments`, signature checked by the route). */
export interface PaymentOrder {
  reference: string;
  amount: number;
  currency: string;
  merchantName: string;
  returnUrl: string;
  callbackUrl: string;
}

export type PayResult =
  | { kind: 'unknown' }
  | { kind: 'ended'; session: PspSession }
  | { kind: 'invalid'; session: PspSession; problems: Partial<Record<CardField, CardProblem>> }
  | { kind: 'paid' | 'declined'; session: PspSession };

const newId = (bytes: number) => randomBytes(bytes).toString('base64url');

/**
 * The demo payment service provider (ADR 0006): payment sessions the platform opens for a deposit, the
 * hosted page's card payment, session expiry, and the signed callback of each ended session to the
 * platform — delivered at once and retried by the `demo-psp.sessions` job until accepted.
 */
export function createDemoPspService({ db, secretOf, post, ttlSeconds = SESSION_TTL_SECONDS }: DemoPspDeps) {
  const sessions = createDemoPspRepository(db);

  /** Sends the session's callback, signed with a fresh timestamp; records whether the platform took it (HTTP 200). */
  async function deliver(s: PspSession): Promise<boolean> {
    if (s.status === 'OPEN' || !s.txnId) return false;
    const secret = await secretOf(s.merchantCode);
    if (!secret) return false;
    const body = JSON.stringify({
      transactionId: s.txnId,
      reference: s.reference,
      amount: s.amount,
      currency: s.currency,
      status: s.status,
      timestamp: Math.floor(Date.now() / 1000),
    });
    const headers = {
      'content-type': 'application/json',
      'x-merchant-code': s.merchantCode,
      'x-signature': pspSign(body, secret),
    };
    try {
      const reply = await post(s.callbackUrl, headers, body);
      const ok = reply.status === 200;
      await sessions.recordDelivery(s.id, ok, ok ? null : `${reply.status} ${reply.body.slice(0, 300)}`);
      return ok;
    } catch (e) {
      await sessions.recordDelivery(s.id, false, String(e).slice(0, 300));
      return false;
    }
  }

  /** Expires an OPEN session past its expiry and sends its EXPIRED callback; answers the session as it is now. */
  async function expire(s: PspSession): Promise<PspSession> {
    const ended = await sessions.end(s.id, 'EXPIRED', `psp_${newId(12)}`, null);
    if (ended) await deliver(ended);
    return ended ?? (await sessions.find(s.id)) ?? s;
  }

  return {
    /** Opens the payment session of an order, or answers the one already open for its reference. */
    async open(merchantCode: string, o: PaymentOrder): Promise<PspSession> {
      return sessions.open({ id: newId(24), merchantCode, ttlSeconds, ...o });
    },
    /** The session the page shows (an OPEN one past its expiry is expired first); null when unknown. */
    async view(id: string): Promise<PspSession | null> {
      const s = await sessions.find(id);
      return s?.lapsed ? expire(s) : s;
    },
    /**
     * The card form submitted: an unknown session, an ended one (double submit; expired first if it
     * lapsed), a form with problems (nothing changes), or the session paid / declined — ended once, its
     * callback sent before this answers (a failed delivery is retried by the job).
     */
    async pay(id: string, form: CardForm): Promise<PayResult> {
      const s = await sessions.find(id);
      if (!s) return { kind: 'unknown' };
      if (s.lapsed) return { kind: 'ended', session: await expire(s) };
      if (s.status !== 'OPEN') return { kind: 'ended', session: s };
      const card = checkCard(form);
      if ('problems' in card) return { kind: 'invalid', session: s, problems: card.problems };
      const ended = await sessions.end(s.id, card.outcome, `psp_${newId(12)}`, card.last4);
      if (!ended) return { kind: 'ended', session: (await sessions.find(id)) ?? s };
      await deliver(ended);
      return { kind: card.outcome === 'PAID' ? 'paid' : 'declined', session: ended };
    },
    /** The job's sweep: expires lapsed sessions (with their callbacks), then retries undelivered callbacks. */
    async sweep(): Promise<{ expired: number; delivered: number }> {
      let expired = 0;
      for (const id of await sessions.lapsedIds()) {
        const s = await sessions.find(id);
        if (s?.lapsed && (await expire(s)).status === 'EXPIRED') expired += 1;
      }
      let delivered = 0;
      for (const s of await sessions.undelivered(MAX_CALLBACK_ATTEMPTS)) if (await deliver(s)) delivered += 1;
      return { expired, delivered };
    },
    /** The merchant's PSP secret (for the routes' signature checks). */
    secretOf,
  };
}
export type DemoPspService = ReturnType<typeof createDemoPspService>;
