import type { ParcelProps } from 'shared-contracts';
import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectMemberStyles } from '../../lib/styles';
import { MemberCenterPage } from '../../features/member-center/components/member-center-page';
import { ResponsibleGamingSection } from '../../features/responsible-gaming/components/responsible-gaming-section';
import { SecurityCenter } from '../../features/security-center/components/security-center';
import { WalletPage } from '../../features/wallet/components/wallet-page';

/** "My account": the security settings, then responsible gaming. */
const myAccount = (
  <SecurityCenter>
    <ResponsibleGamingSection />
  </SecurityCenter>
);

/** The member centre with the pages that exist so far. */
function MemberCenter(props: ParcelProps) {
  return <MemberCenterPage {...props} pages={{ securityCenter: myAccount, transferFund: <WalletPage /> }} />;
}

injectMemberStyles();

/** Exposed as `mf_member/MemberCenter`. */
export const { bootstrap, mount, unmount, update } = createParcel(MemberCenter);
