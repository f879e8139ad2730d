import type { PanelParcelProps } from 'shared-contracts';
import { MessagesPage } from '../features/messages/components/messages-page';
import { DepositPage, later, WithdrawPage } from './lazy-pages';

/**
 * The member panel (SPEC §2 agent centre): the member centre's own deposit, withdraw or messages page, which the
 * shell shows in its right-hand panel when the agent centre asks (`panel:open`). The panel's title is the shell's.
 */
export function MemberPanel({ page, navigate }: PanelParcelProps) {
  let body;
  if (page === 'deposit') body = later(<DepositPage search="" navigate={navigate} />);
  else if (page === 'withdraw') body = later(<WithdrawPage />);
  else body = <MessagesPage />;
  return (
    <div className="member-panel" data-testid={`member-panel-${page}`}>
      {body}
    </div>
  );
}
