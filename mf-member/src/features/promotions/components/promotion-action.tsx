import { LogIn, Ticket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type Bus } from 'shared-contracts';
import type { Promotion } from 'shared-contracts/engagement';
import { Button, FormStatus, toast } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { joinRaffle } from '../api/join-raffle';
import { ApplyForm } from './apply-form';
import '../i18n';

export interface Viewer {
  loggedIn: boolean;
  trial: boolean;
}

/** What the member's state says, when the activity is no longer open to it (or not yet). */
function stateNote(p: Promotion): string | null {
  if (p.status === 'CLOSED' && p.state === 'JOINED') return 'promo_lost';
  if (p.state) return `promo_${p.state.toLowerCase()}`;
  if (p.phase === 'COMING_SOON') return 'promo_coming';
  if (p.phase === 'CLOSED') return 'promo_closed';
  return null;
}

/**
 * The part of the details that acts: a visitor is asked to log in (mf-auth's modal), a trial gets the
 * in_need_true_account prompt; a member in the audience applies (APPLY) or joins (RAFFLE) while the activity runs;
 * otherwise its state says where things stand (and an issued reward leads to the reward centre).
 */
export function PromotionAction({
  promotion: p,
  viewer,
  bus,
  navigate,
  onChanged,
}: {
  promotion: Promotion;
  viewer: Viewer;
  bus: Bus;
  navigate: (to: string) => void;
  onChanged: (p: Promotion, toastKey: string) => void;
}) {
  const { t } = useTranslation(NS);
  const [joining, setJoining] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const note = stateNote(p);
  if (note)
    return (
      <div className="promo-action" data-testid="promo-action">
        <p className="promo-note">{t(note)}</p>
        {p.state === 'REJECTED' && p.rejectReason && (
          <p className="promo-note">{t('promo_rejected_reason', { reason: p.rejectReason })}</p>
        )}
        {p.state === 'ISSUED' && p.status === 'ISSUED' && (
          <Button variant="primary" block onClick={() => navigate('/member?page=rewardCenter')}>
            {t('promo_go_rewards')}
          </Button>
        )}
      </div>
    );
  if (!viewer.loggedIn)
    return (
      <div className="promo-action" data-testid="promo-action">
        <Button
          variant="primary"
          block
          icon={<LogIn aria-hidden />}
          onClick={() => bus.emit('auth:open', { modal: 'login' })}
        >
          {t('promo_login')}
        </Button>
      </div>
    );
  if (viewer.trial)
    return (
      <div className="promo-action" data-testid="promo-action">
        <Button block onClick={() => bus.emit('prompt:show', { message: 'in_need_true_account' })}>
          {t('promo_trial')}
        </Button>
      </div>
    );
  if (p.eligible === false)
    return (
      <div className="promo-action" data-testid="promo-action">
        <p className="promo-note">{t('promo_not_eligible')}</p>
      </div>
    );
  if (p.kind === 'APPLY')
    return (
      <div className="promo-action" data-testid="promo-action">
        <h3 className="promo-section-title">{t('promo_apply_title')}</h3>
        <ApplyForm promotion={p} onApplied={(next) => onChanged(next, 'promo_applied')} />
      </div>
    );

  const join = async () => {
    setJoining(true);
    setFailure(null);
    try {
      onChanged(await joinRaffle(p.id), 'promo_joined_toast');
    } catch (e) {
      setFailure(errorText(t, e));
      toast({ title: errorText(t, e), tone: 'error' });
    } finally {
      setJoining(false);
    }
  };
  return (
    <div className="promo-action" data-testid="promo-action">
      <FormStatus status={failure} />
      <Button variant="primary" block icon={<Ticket aria-hidden />} loading={joining} onClick={() => void join()}>
        {t('promo_join')}
      </Button>
    </div>
  );
}
