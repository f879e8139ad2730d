import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { playersOpsApi } from 'shared-contracts';
import { Button, toast } from 'shared-ui';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useCan } from '../../../lib/operator';
import { actOnPlayer, type PlayerAction } from '../api/act-on-player';
import { NS } from '../i18n';
import { LimitDialog, MessageDialog } from './action-dialogs';
import { AdjustDialog } from './adjust-dialog';

/** The actions the role may take on the player, each asking for what it needs (a reason at least). */
export function PlayerActions({
  player,
  merchant,
  onChanged,
}: {
  player: playersOpsApi.PlayerProfile;
  merchant: string | undefined;
  onChanged: () => void;
}) {
  const { t } = useTranslation(NS);
  const can = useCan();
  const [open, setOpen] = useState<PlayerAction | 'limit' | 'message' | 'adjust' | null>(null);
  const manage = can('players.manage');
  const reasonActions: PlayerAction[] = manage
    ? [player.state === 'active' ? 'lock' : 'unlock', 'force-password-change', 'reset-security-question']
    : [];
  const done = () => {
    toast({ title: t('action_done'), tone: 'success' });
    onChanged();
  };
  if (!manage && !can('messages.send') && !can('adjustments.make')) return null;
  return (
    <div className="console-toolbar" data-testid="player-actions">
      {reasonActions.map((a) => (
        <Button key={a} size="sm" variant={a === 'lock' ? 'danger' : 'secondary'} onClick={() => setOpen(a)}>
          {t(`action_${a}`)}
        </Button>
      ))}
      {manage && (
        <Button size="sm" onClick={() => setOpen('limit')}>
          {t('action_limit')}
        </Button>
      )}
      {can('adjustments.make') && (
        <Button size="sm" onClick={() => setOpen('adjust')} data-testid="player-adjust">
          {t('action_adjust')}
        </Button>
      )}
      {can('messages.send') && (
        <Button size="sm" onClick={() => setOpen('message')}>
          {t('action_message')}
        </Button>
      )}
      {reasonActions.map((a) => (
        <ReasonDialog
          key={a}
          open={open === a}
          title={`${t(`action_${a}`)} · ${player.username}`}
          action={t(`action_${a}`)}
          onClose={() => setOpen(null)}
          onSubmit={async (reason) => {
            await actOnPlayer(a, player.id, merchant, reason);
            done();
          }}
        />
      ))}
      <LimitDialog
        open={open === 'limit'}
        player={player}
        merchant={merchant}
        onClose={() => setOpen(null)}
        onDone={done}
      />
      <AdjustDialog open={open === 'adjust'} player={player} onClose={() => setOpen(null)} onDone={onChanged} />
      <MessageDialog
        open={open === 'message'}
        player={player}
        merchant={merchant}
        onClose={() => setOpen(null)}
        onDone={() => toast({ title: t('message_sent'), tone: 'success' })}
      />
    </div>
  );
}
