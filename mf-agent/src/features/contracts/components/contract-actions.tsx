import { Ban, Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract } from 'shared-contracts/agency';
import { Button, toast } from 'shared-ui';
import { agencyErrorText } from '../../../components/agency-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NS } from '../../../config/i18n';
import { formatRate } from '../../../lib/rates';
import { actOnContract } from '../api/act-on-contract';
import '../i18n';

type Action = 'accept' | 'reject' | 'terminate';

/**
 * What a contract's state allows its holder (`mine`: accept or reject an offer, terminate) or its giver
 * (`given`: terminate). Terminating asks first, and so does accepting an offer that ends the holder's own
 * higher-rate contracts.
 */
export function ContractActions({
  contract,
  side,
  onDone,
}: {
  contract: Contract;
  side: 'mine' | 'given';
  onDone: () => void;
}) {
  const { t } = useTranslation(NS);
  const [asking, setAsking] = useState<Action | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const open = contract.status === 'OFFERED' || contract.status === 'ACTIVE';
  if (!open) return null;
  const offered = side === 'mine' && contract.status === 'OFFERED';

  const run = async (action: Action) => {
    setBusy(action);
    try {
      await actOnContract({ id: contract.id, action });
      toast({ tone: 'success', title: t(`ct_done_${action}`) });
      setAsking(null);
      onDone();
    } catch (e) {
      toast({ tone: 'error', title: agencyErrorText(t, e) });
      setAsking(null);
    } finally {
      setBusy(null);
    }
  };
  const ask = (action: Action) =>
    action === 'terminate' || (action === 'accept' && contract.terminatesConflicts) ? setAsking(action) : run(action);

  return (
    <>
      {offered && (
        <>
          <Button
            variant="primary"
            icon={<Check aria-hidden />}
            loading={busy === 'accept'}
            onClick={() => ask('accept')}
          >
            {t('ct_accept')}
          </Button>
          <Button icon={<X aria-hidden />} loading={busy === 'reject'} onClick={() => ask('reject')}>
            {t('ct_reject')}
          </Button>
        </>
      )}
      {!offered && (
        <Button variant="danger" icon={<Ban aria-hidden />} onClick={() => ask('terminate')}>
          {t('ct_terminate')}
        </Button>
      )}
      {asking && (
        <ConfirmDialog
          title={t(asking === 'accept' ? 'ct_accept_title' : 'ct_terminate_title')}
          confirmLabel={t(asking === 'accept' ? 'ct_accept' : 'ct_terminate')}
          danger={asking === 'terminate'}
          busy={busy === asking}
          testId="contract-confirm"
          onCancel={() => setAsking(null)}
          onConfirm={() => void run(asking)}
        >
          <p>
            {asking === 'accept'
              ? t('contract_terminates_mine', { rate: formatRate(contract.maxRate) })
              : t('ct_terminate_text', {
                  type: t(`type_${contract.type}`),
                  upline: contract.upline ?? t('house'),
                  account: contract.account,
                })}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
