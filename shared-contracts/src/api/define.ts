import type { Static, TSchema } from 'typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of SPEC §7, declared once and used by both the client and platform-api. */
export interface Endpoint<Req extends TSchema = TSchema, Res extends TSchema = TSchema> {
  method: HttpMethod;
  path: string;
  /** Sends the session token; the server answers 401 without a valid one. */
  auth: boolean;
  /** Payload is sent hybrid-encrypted (RSA-OAEP + AES-GCM) with the merchant's public key. */
  encrypted: boolean;
  /** Body is multipart/form-data (file uploads): the client sends a FormData of the input's fields. */
  multipart?: boolean;
  /** Query (GET/DELETE) or body (POST/PUT) schema. */
  request: Req;
  /** Schema of the envelope's `value`. */
  response: Res;
}

export type RequestOf<E> = E extends Endpoint<infer R, TSchema> ? Static<R> : never;
export type ResponseOf<E> = E extends Endpoint<TSchema, infer R> ? Static<R> : never;

/** Declares an endpoint; defaults: no token, not encrypted. */
export function defineEndpoint<Req extends TSchema, Res extends TSchema>(
  e: Omit<Endpoint<Req, Res>, 'auth' | 'encrypted'> & { auth?: boolean; encrypted?: boolean },
): Endpoint<Req, Res> {
  return { auth: false, encrypted: false, ...e };
}
