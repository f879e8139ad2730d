import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import type { Endpoint, RequestOf, ResponseOf } from '../api/define';
import type { EnvelopeOf } from '../api/envelope';
import type { Bus } from '../bus/event-bus';
import type { SessionStore } from '../session/store';
import { ApiError, type ApiErrorDetails } from './api-error';
import { encryptPayload } from './crypto';

export interface ApiClientOptions {
  session: SessionStore;
  bus: Bus;
  /** Origin of platform-api; defaults to the page's origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** ms; SPEC §8 names a message for slow pages. */
  timeout?: number;
}

/** Per-call transport options. */
export interface CallOptions {
  /** Lets the request outlive the page (fetch `keepalive`): a report sent on `pagehide`. */
  keepalive?: boolean;
}

export interface ApiClient {
  /** Calls an endpoint of the contract and returns the envelope's value, or throws ApiError. */
  call<E extends Endpoint>(endpoint: E, input: RequestOf<E>, options?: CallOptions): Promise<ResponseOf<E>>;
  /** Sets the merchant's public key (from the permission config) and/or the base URL. */
  configure(opts: { publicKey?: string; baseUrl?: string }): void;
}

const MSG_NETWORK = 'err_network';
const MSG_TIMEOUT = 'err_timeout';

function toFormData(input: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined || v === null) continue;
    if (v instanceof Blob) form.append(k, v, v instanceof File ? v.name : k);
    else form.append(k, String(v));
  }
  return form;
}

function toSearchParams(input: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}

/** Builds the ky-based client: token, envelope unwrap, one typed error, 401 → session:expired. */
export function createApiClient(opts: ApiClientOptions): ApiClient {
  let publicKey: string | null = null;
  let baseUrl = opts.baseUrl;
  const http: KyInstance = ky.create({
    retry: 0,
    timeout: opts.timeout ?? 30_000,
    throwHttpErrors: false,
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = opts.session.get('token');
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          const lang = opts.session.getLocal('lang');
          if (lang) request.headers.set('Accept-Language', lang);
        },
      ],
    },
  });

  async function call<E extends Endpoint>(
    endpoint: E,
    input: RequestOf<E>,
    options: CallOptions = {},
  ): Promise<ResponseOf<E>> {
    const origin = baseUrl ?? (typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin);
    const url = new URL(endpoint.path, origin).toString();
    const hasBody = endpoint.method === 'POST' || endpoint.method === 'PUT';
    let json: unknown = input;
    if (endpoint.encrypted) {
      if (!publicKey) throw new ApiError('NO_PUBLIC_KEY', MSG_NETWORK, 0, endpoint.path);
      json = { encrypted: await encryptPayload(publicKey, input) };
    }
    let res: Response;
    try {
      res = await http(url, {
        method: endpoint.method,
        ...(options.keepalive ? { keepalive: true } : {}),
        ...(!hasBody
          ? { searchParams: toSearchParams(input as Record<string, unknown>) }
          : endpoint.multipart
            ? { body: toFormData(input as Record<string, unknown>) }
            : { json }),
      });
    } catch (e) {
      if (e instanceof TimeoutError) throw new ApiError('TIMEOUT', MSG_TIMEOUT, 0, endpoint.path);
      if (e instanceof HTTPError) throw new ApiError('NETWORK', MSG_NETWORK, e.response.status, endpoint.path);
      throw new ApiError('NETWORK', MSG_NETWORK, 0, endpoint.path);
    }
    if (res.status === 401) opts.bus.emit('session:expired', { path: endpoint.path });
    let body: EnvelopeOf<ResponseOf<E>>;
    try {
      body = (await res.json()) as EnvelopeOf<ResponseOf<E>>;
    } catch {
      throw new ApiError('BAD_RESPONSE', MSG_NETWORK, res.status, endpoint.path);
    }
    if (!res.ok || !body.success) {
      const code = body.code ?? (res.status === 401 ? 'UNAUTHORIZED' : 'BAD_RESPONSE');
      const {
        success: _s,
        value: _v,
        code: _c,
        message: _m,
        ...details
      } = body as EnvelopeOf<unknown> & ApiErrorDetails & { code?: string };
      throw new ApiError(code, body.message ?? MSG_NETWORK, res.status, endpoint.path, details);
    }
    return body.value as ResponseOf<E>;
  }

  return {
    call,
    configure: (o) => {
      if (o.publicKey !== undefined) publicKey = o.publicKey;
      if (o.baseUrl !== undefined) baseUrl = o.baseUrl;
    },
  };
}
