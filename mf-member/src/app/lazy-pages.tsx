import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from 'shared-ui';

// The money pages load with their own chunk (forms, uploads, styles) when first opened, in the member centre or
// in the agent centre's panel alike.
export const DepositPage = lazy(() =>
  import('../features/deposit/components/deposit-page').then((m) => ({ default: m.DepositPage })),
);
export const WithdrawPage = lazy(() =>
  import('../features/withdraw/components/withdraw-page').then((m) => ({ default: m.WithdrawPage })),
);
// The referral page brings its QR code library (qrcode.react) with its own chunk.
export const ReferralPage = lazy(() =>
  import('../features/referral/components/referral-page').then((m) => ({ default: m.ReferralPage })),
);

/** A lazy page with a skeleton while its chunk loads. */
export const later = (page: ReactNode) => <Suspense fallback={<Skeleton height={240} radius={8} />}>{page}</Suspense>;
