import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { session, startSession } from 'shared-contracts';
import { Button, Modal } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';
import { endSession } from '../../../api/end-session';
import { useHandoverState } from '../../../hooks/use-handover-state';
import { handoverState } from '../../../lib/handover-state';

/**
 * "Switch account?" (issue 24): a hand-over link of another member opened while a member is signed in. Keep
 * (or Escape) ends the session the link opened and leaves the signed-in member as they were; switch ends the
 * current session, stores the new one and reloads the page, so nothing of the previous member stays on screen.
 */
export function SwitchAccountModal({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation(NS);
  const { offer } = useHandoverState();
  const [switching, setSwitching] = useState(false);
  if (!offer) return null;
  const names = { current: offer.current, next: offer.member.account };

  const keep = () => {
    handoverState.set({ offer: null });
    void endSession(offer.token);
  };
  const switchAccount = async () => {
    setSwitching(true);
    const previous = session.get('token');
    if (previous) await endSession(previous);
    session.clearSession();
    startSession(offer.token, offer.member);
    handoverState.set({ offer: null });
    setSwitching(false);
    reload();
  };

  return (
    <Modal title={t('switch_account_title')} onClose={switching ? undefined : keep} testId="switch-account">
      <p>{t('switch_account_body', names)}</p>
      <div className="modal-actions">
        <Button onClick={keep} disabled={switching}>
          {t('switch_account_keep', names)}
        </Button>
        <Button variant="primary" onClick={() => void switchAccount()} disabled={switching}>
          {t('switch_account_switch', names)}
        </Button>
      </div>
    </Modal>
  );
}
