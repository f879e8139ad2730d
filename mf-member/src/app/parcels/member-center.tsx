import type { ParcelProps } from 'shared-contracts';
import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectMemberStyles } from '../../lib/styles';
import { MemberCenterPage } from '../../features/member-center/components/member-center-page';
import { SecurityCenter } from '../../features/security-center/components/security-center';
import { TransferUplinePage } from '../../features/transfer-upline/components/transfer-upline-page';
import { WalletPage } from '../../features/wallet/components/wallet-page';

/** The member centre with the pages that exist so far. */
function MemberCenter(props: ParcelProps) {
  return (
    <MemberCenterPage
      {...props}
      pages={{
        securityCenter: <SecurityCenter />,
        transferFund: <WalletPage />,
        transferUpline: <TransferUplinePage navigate={props.navigate} />,
      }}
    />
  );
}

injectMemberStyles();

/** Exposed as `mf_member/MemberCenter`. */
export const { bootstrap, mount, unmount, update } = createParcel(MemberCenter);
