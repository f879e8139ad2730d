import ky, { TimeoutError } from 'ky';
import { ApiError, type Endpoint, type RequestOf, type ResponseOf } from 'shared-contracts';

/** Where the console keeps the session's CSRF token (not a credential: the session cookie is httpOnly). */
const CSRF_KEY = 'ops_csrf';
/** The event the console listens to when a call finds the session gone (401). */
export const SIGNED_OUT_EVENT = 'ops:signed-out';

export const csrf = {
  set: (token: string | null) =>
    token === null ? localStorage.removeItem(CSRF_KEY) : localStorage.setItem(CSRF_KEY, token),
  get: () => localStorage.getItem(CSRF_KEY),
};

// fetch is looked up at each call (tests replace it).
const http = ky.create({
  retry: 0,
  timeout: 30_000,
  throwHttpErrors: false,
  credentials: 'same-origin',
  fetch: (input, init) => globalThis.fetch(input, init),
});

/** `/ops/deposits/:id/approve` with `{ id: 7 }` → `/ops/deposits/7/approve`. */
export function pathOf(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(v));
  });
}

/** Input fields sent in the query string: reads send all of them; writes send `merchant` there and the rest as JSON. */
function split(method: string, input: Record<string, unknown>) {
  const query: Record<string, string> = {};
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined || v === null || v === '') continue;
    if (method === 'GET' || k === 'merchant') query[k] = String(v);
    else body[k] = v;
  }
  return { query, body };
}

/** A multipart endpoint's body: its fields as a FormData, files (Blobs) as files (the browser sets the boundary). */
function formOf(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(body)) form.append(k, v instanceof Blob ? v : String(v));
  return form;
}

/**
 * Calls an /ops endpoint of the contract with the operator's session cookie (and the CSRF token on writes);
 * answers the envelope's value or throws ApiError. A 401 tells the console the session is gone. A `multipart`
 * endpoint's fields travel as multipart/form-data (uploads).
 */
export async function opsCall<E extends Endpoint>(
  endpoint: E,
  /** The endpoint's input; `merchant` (a code) always travels in the query, as every /ops route reads it. */
  input: RequestOf<E> & { merchant?: string },
  params?: Record<string, string | number>,
): Promise<ResponseOf<E>> {
  const path = pathOf(endpoint.path, params);
  const { query, body } = split(endpoint.method, (input ?? {}) as Record<string, unknown>);
  const write = endpoint.method !== 'GET';
  const token = csrf.get();
  let res: Response;
  try {
    res = await http(new URL(path, location.origin), {
      method: endpoint.method,
      searchParams: query,
      headers: write && token ? { 'x-csrf-token': token } : {},
      ...(write && endpoint.method !== 'DELETE' ? (endpoint.multipart ? { body: formOf(body) } : { json: body }) : {}),
    });
  } catch (e) {
    throw new ApiError(e instanceof TimeoutError ? 'TIMEOUT' : 'NETWORK', 'err_network', 0, path);
  }
  let envelope: { success?: boolean; value?: unknown; code?: string; message?: string; [k: string]: unknown };
  try {
    envelope = (await res.json()) as typeof envelope;
  } catch {
    throw new ApiError('BAD_RESPONSE', 'err_network', res.status, path);
  }
  if (res.status === 401 && !endpoint.path.startsWith('/ops/session'))
    window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
  if (!res.ok || !envelope.success) {
    const { success: _s, value: _v, code, message, ...details } = envelope;
    throw new ApiError(code ?? 'BAD_RESPONSE', message ?? 'err_network', res.status, path, details);
  }
  return envelope.value as ResponseOf<E>;
}

/** A URL of an /ops GET (an image, a file) for `<img src>` or a download link. */
export function opsUrl(path: string, params?: Record<string, string | number>, query: Record<string, string> = {}) {
  const url = new URL(pathOf(path, params), location.origin);
  for (const [k, v] of Object.entries(query)) if (v) url.searchParams.set(k, v);
  return url.pathname + url.search;
}
