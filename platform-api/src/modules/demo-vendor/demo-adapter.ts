import type { SeamlessClient, SeamlessService, VendorAdapter } from '../seamless';

/**
 * The demo vendor's adapter (ADR 0018): the `VendorAdapter` its games go through. The demo vendor speaks the
 * seamless-wallet protocol natively, so each call is the signed in-process HTTP call of `createSeamlessClient`
 * (the same routes, signature check and envelope an external vendor meets); `launch` is the launch session the
 * platform opens before it asks the vendor for a game URL (`launchGame` does that and the vendor's token).
 */
export function createDemoVendorAdapter(
  merchantId: number,
  vendor: string,
  client: SeamlessClient,
  seamless: Pick<SeamlessService, 'createLaunchSession'>,
): VendorAdapter {
  return {
    ...client,
    vendor,
    launch: (r) =>
      seamless.createLaunchSession({
        merchantId,
        memberId: r.memberId,
        vendor,
        gameCode: r.gameCode,
        fun: r.fun,
        ttlSeconds: r.ttlSeconds,
      }),
  };
}
