/**
 * Whether a request's Host (`request.host`: the Host header, or X-Forwarded-For's host behind a trusted proxy) is a
 * host and optional port a URL can carry. An absent one passes (an HTTP/1.0 health check sends none); `localhost:99999`,
 * `localhost:-1` or `a b` do not: code that builds the request's origin (`new URL(\`${protocol}://${host}\`)`, the
 * passkeys' relying party, social sign-in's callback) threw on them, a 500 the fuzzer found.
 */
export function hostIsValid(host: string | undefined): boolean {
  if (!host) return true;
  try {
    return new URL(`http://${host}`).host !== '';
  } catch {
    return false;
  }
}
