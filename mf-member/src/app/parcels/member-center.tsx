import { lazy, Suspense, type ReactNode } from 'react';
import type { ParcelProps } from 'shared-contracts';
import { createParcel, Skeleton } from 'shared-ui';
import '../../config/i18n';
import { injectMemberStyles } from '../../lib/styles';
import { MemberCenterPage } from '../../features/member-center/components/member-center-page';
import { SecurityCenter } from '../../features/security-center/components/security-center';
import { WalletPage } from '../../features/wallet/components/wallet-page';

// The money pages load with their own chunk (forms, uploads, styles) when first opened.
const DepositPage = lazy(() =>
  import('../../features/deposit/components/deposit-page').then((m) => ({ default: m.DepositPage })),
);
const WithdrawPage = lazy(() =>
  import('../../features/withdraw/components/withdraw-page').then((m) => ({ default: m.WithdrawPage })),
);

const later = (page: ReactNode) => <Suspense fallback={<Skeleton height={240} radius={8} />}>{page}</Suspense>;

/** The member centre with the pages that exist so far. */
function MemberCenter(props: ParcelProps) {
  return (
    <MemberCenterPage
      {...props}
      pages={{
        securityCenter: <SecurityCenter />,
        transferFund: <WalletPage />,
        depositv2: later(<DepositPage search={props.location.search} navigate={props.navigate} />),
        withdraw: later(<WithdrawPage />),
      }}
    />
  );
}

injectMemberStyles();

/** Exposed as `mf_member/MemberCenter`. */
export const { bootstrap, mount, unmount, update } = createParcel(MemberCenter);
