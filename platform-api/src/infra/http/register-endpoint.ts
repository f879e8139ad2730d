import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { Type, type TSchema } from 'typebox';
import { Envelope, ok, type Endpoint, type RequestOf, type ResponseOf } from 'shared-contracts';
import { merchantNotFound } from '../errors/common-errors';
import type { Merchant } from '../../modules/merchants';
import { merchantOf } from './request-merchant';
import { CachedReply, cachedReply } from './cached-reply';
import { decryptBody } from './decrypt-body';
import { fileFieldsOf, readMultipart, type MultipartLimits, type UploadedFile } from './multipart';
import { requireRealAccount } from './require-real-account';
import { requirePasswordChanged, requireSession, requireVerified, requireVerifiedOrChanging } from './require-session';
import { validatorCompiler } from './validator-compiler';

/**
 * Who may call a route, as the route registry shows it (`routeOptions.config.access`, `app.routeOwners[].access`):
 * registerEndpoint sets it from the endpoint (`auth`, `encrypted`) and its options; a /wps route registered without
 * registerEndpoint declares it itself (`PUBLIC_ACCESS`). The authorization matrix test
 * (test/authz/authz-matrix.test.ts) calls every /wps, /lgw and /lotto route as each kind of caller from it, and fails
 * on a route that has none.
 */
export interface RouteAccess {
  /** A member's session is required (401 without). */
  auth: boolean;
  /** Trials (free play) are refused (403 TRIAL_FORBIDDEN). */
  realAccount: boolean;
  /** The caller must be an agent (403 AGENT_ONLY): registerAgentEndpoint. */
  agent: boolean;
  /** A session still waiting for its security answer is accepted. */
  beforeVerification: boolean;
  /** A session that must change its password first is accepted. */
  duringPasswordChange: boolean;
  /** The body is `{encrypted:{key,iv,data}}` (400 DECRYPT_FAILED otherwise). */
  encrypted: boolean;
  /** A server-to-server call: no session, the body must carry the caller's signature (401 without). */
  signed: boolean;
}

/** The access of a public route (no session, anyone). */
export const PUBLIC_ACCESS: RouteAccess = {
  auth: false,
  realAccount: false,
  agent: false,
  beforeVerification: false,
  duringPasswordChange: false,
  encrypted: false,
  signed: false,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (registerEndpoint sets it): see RouteAccess. */
    access?: RouteAccess;
  }
}

export interface EndpointContext<E extends Endpoint> {
  /** The validated (and, for encrypted endpoints, decrypted) query or body; for multipart endpoints the text fields, validated (and coerced, like a query) against the request schema without its file fields. */
  input: RequestOf<E>;
  /** Multipart endpoints: the files by field name (absent fields are missing); empty otherwise. */
  files: Readonly<Record<string, UploadedFile>>;
  request: FastifyRequest;
  reply: FastifyReply;
  merchant: Merchant;
  /**
   * Answers from the merchant's cache: the serialized response `build` gives, kept under `key` until
   * the merchant's entries are dropped (an operator or content change, or the cache's TTL). Only for
   * public reads that depend on nothing but the merchant and what `key` names; `build` gets a
   * stand-in for the client's IP that each request replaces with its own.
   */
  cached(key: string, build: (clientIp: string) => Promise<ResponseOf<E>>): Promise<CachedReply>;
}

export interface EndpointOptions {
  /** Hooks that run before the body is even parsed (rate limits), before the session check of `auth` endpoints. */
  onRequest?: ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>)[];
  /** Multipart endpoints: bytes per file (default 5 MiB) and files per request (default: the file fields). */
  multipartLimits?: Partial<MultipartLimits>;
  /**
   * Refuse trial (free-play) members with 403 TRIAL_FORBIDDEN (`requireRealAccount`, after the
   * session check). Set it on every member-only endpoint a trial may not use (balance, deposit,
   * withdrawal, game launch, member/agent centre writes …); leave it off where trials are allowed
   * (`/wps/member/info`, `/wps/member/language`, logout). Only meaningful with `auth: true`.
   */
  realAccount?: boolean;
  /**
   * Accept a session that still waits for its security answer (SPEC §4). Without it every `auth`
   * endpoint answers such a session 403 VERIFICATION_REQUIRED (`requireVerified`). Only what the
   * client needs to show and answer the question may set it: member info and icon, security config,
   * the member's question, the answer, logout and language.
   */
  beforeVerification?: boolean;
  /**
   * Accept a session that must change its password first (SPEC §4: opened with a temporary password, or an
   * expired one under PWDEXPFORCECHANGE3). Without it every `auth` endpoint answers such a session 403
   * PASSWORD_CHANGE_REQUIRED (`requirePasswordChanged`). Only the password change and logout set it.
   */
  duringPasswordChange?: boolean;
  /** Hooks that run after the session and account checks, still before the body is parsed (a per-member rate limit: `memberRateLimitHook`). */
  afterAuth?: ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>)[];
  /**
   * Declares an agent-only endpoint (the registry's `access.agent`). Set by registerAgentEndpoint (modules/agency),
   * which adds the AGENT_ONLY check to `afterAuth`; not meant to be set anywhere else.
   */
  agent?: boolean;
  /** Bytes the body may have (Fastify's 1 MiB otherwise): 413 beyond it, before it is parsed. */
  bodyLimit?: number;
}

/**
 * The endpoint's path relative to the plugin's prefix (the route file's folder, see
 * registerModuleRoutes); throws at start-up when the path is outside it, so a route file always
 * sits in the folder of its URL.
 */
export function urlUnder(prefix: string, path: string): string {
  if (!prefix) return path;
  if (path === prefix) return '/';
  if (path.startsWith(`${prefix}/`)) return path.slice(prefix.length);
  throw new Error(`${path} is registered from the folder of ${prefix}: move the route file to the folder of its URL`);
}

/** Registers a shared-contracts endpoint: its method and path, its request schema, the envelope response, and the encryption/auth hooks it declares. */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: EndpointContext<E>) => Promise<ResponseOf<E> | CachedReply>,
  options: EndpointOptions = {},
): void {
  const inQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  // Multipart bodies are read in the handler (after the auth hooks), not validated by the schema.
  const fileFields = endpoint.multipart ? fileFieldsOf(endpoint) : [];
  const limits: MultipartLimits = { fileSize: 5_242_880, files: fileFields.length, ...options.multipartLimits };
  const checkFields = endpoint.multipart ? multipartFieldsValidator(endpoint, fileFields) : null;
  app.route({
    method: endpoint.method,
    url: urlUnder(app.prefix, endpoint.path),
    schema: {
      ...(inQuery ? { querystring: endpoint.request } : endpoint.multipart ? {} : { body: endpoint.request }),
      response: { 200: Envelope(endpoint.response) },
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: { access: accessOf(endpoint, options) },
    // The session and account checks need only the headers: they run in onRequest, after the endpoint's own
    // rate limits, so a caller without a valid session gets 401 before its body is parsed, decrypted or validated.
    onRequest: [...(options.onRequest ?? []), ...authHooks(endpoint, options)] as onRequestAsyncHookHandler[],
    preValidation: endpoint.encrypted ? [decryptBody as preHandlerAsyncHookHandler] : [],
    handler: async (request, reply) => {
      const merchant = await merchantOf(request);
      if (!merchant) throw merchantNotFound();
      const cached = (key: string, build: (clientIp: string) => Promise<ResponseOf<E>>) =>
        cachedReply(app.cache, reply, merchant.id, key, async (clientIp) => ok(await build(clientIp)));
      const answer = (value: ResponseOf<E> | CachedReply) =>
        value instanceof CachedReply ? value.answer(reply) : ok(value);
      if (endpoint.multipart) {
        const { fields, files } = await readMultipart(request, fileFields, limits);
        const input = checkFields!(fields) as RequestOf<E>;
        return answer(await handler({ input, files, request, reply, merchant, cached }));
      }
      const input = (inQuery ? request.query : request.body) as RequestOf<E>;
      return answer(await handler({ input, files: {}, request, reply, merchant, cached }));
    },
  });
}

/** What the registry shows of an endpoint's access rules (RouteAccess). */
function accessOf(endpoint: Endpoint, options: EndpointOptions): RouteAccess {
  const auth = endpoint.auth === true;
  return {
    auth,
    realAccount: auth && options.realAccount === true,
    agent: auth && options.agent === true,
    beforeVerification: auth && options.beforeVerification === true,
    duringPasswordChange: auth && options.duringPasswordChange === true,
    encrypted: endpoint.encrypted === true,
    signed: false,
  };
}

/**
 * The hooks of an `auth` endpoint, in order: the session (401), the pending security answer (403
 * VERIFICATION_REQUIRED) unless `beforeVerification`, the forced password change (403) unless
 * `duringPasswordChange`, trials (403) when `realAccount`, then the endpoint's `afterAuth` hooks.
 */
function authHooks(endpoint: Endpoint, options: EndpointOptions) {
  return [
    ...(endpoint.auth ? [requireSession] : []),
    ...(endpoint.auth && !options.beforeVerification
      ? [options.duringPasswordChange ? requireVerifiedOrChanging : requireVerified]
      : []),
    ...(endpoint.auth && !options.duringPasswordChange ? [requirePasswordChanged] : []),
    ...(endpoint.auth && options.realAccount ? [requireRealAccount] : []),
    ...(options.afterAuth ?? []),
  ];
}

/**
 * The check of a multipart request's text fields: the endpoint's request schema without its file fields,
 * strings coerced as for a query (`"12345"` → 12345). A failure is thrown as Fastify's validation error,
 * so it answers 400 VALIDATION with the field, like any schema failure.
 */
function multipartFieldsValidator(endpoint: Endpoint, fileFields: readonly string[]) {
  const {
    properties = {},
    required: _required,
    type: _type,
    ...options
  } = endpoint.request as unknown as {
    properties?: Record<string, TSchema>;
    required?: string[];
    type?: string;
  };
  // A real TypeBox object, not a spread copy: a copy loses the non-enumerable `~kind`, so TypeBox's
  // conversion (the validator's slow path, taken when any field fails) would skip every property and
  // report the first numeric text (e.g. `id`) instead of the field that is wrong.
  const textOnly = Type.Object(
    Object.fromEntries(Object.entries(properties).filter(([k]) => !fileFields.includes(k))),
    options,
  );
  const validate = validatorCompiler({
    schema: textOnly as never,
    method: endpoint.method,
    url: endpoint.path,
    httpPart: 'querystring',
  });
  return (fields: Record<string, string>): unknown => {
    const result = validate(fields) as { value?: unknown; error?: unknown };
    if (result.error)
      throw Object.assign(new Error('Invalid multipart fields'), {
        statusCode: 400,
        validation: result.error,
        validationContext: 'body',
      });
    return result.value;
  };
}
