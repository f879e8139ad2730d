import { FileSignature } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DIVIDEND_PERIODS,
  SALARY_PERIOD,
  maxRateOf,
  type Contract,
  type ContractPeriod,
  type ContractType,
  type Tier,
} from 'shared-contracts/agency';
import { FormStatus, Select, Skeleton, SubmitButton, toast } from 'shared-ui';
import { useConsolidated } from '../../../api/get-consolidated';
import { agencyErrorText } from '../../../components/agency-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NS } from '../../../config/i18n';
import { enabledContractTypes } from '../../../lib/contract-types';
import { formatRate } from '../../../lib/rates';
import { getContractConflicts } from '../api/get-contract-conflicts';
import { offerContract } from '../api/offer-contract';
import { EMPTY_TIER, parseTiers, type TierDraft, type TierErrors } from './tiers-draft';
import { TiersEditor } from './tiers-editor';
import '../i18n';

interface Ready {
  type: ContractType;
  tiers: Tier[];
  conflicts: Contract[];
}

/**
 * Offers a direct downline a contract of an enabled type: the dividend's period, 1–10 tiers (rates typed in %,
 * sent in basis points). The downline's own higher-rate contracts are looked up first; when there are some, the
 * agent confirms that accepting terminates them (`terminateConflicts`).
 */
export function OfferContractForm({ account, onDone }: { account: string; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const consolidated = useConsolidated();
  const types = enabledContractTypes(consolidated.data);
  const [chosen, setChosen] = useState<ContractType | ''>('');
  const [period, setPeriod] = useState<ContractPeriod>('WEEKLY');
  const [drafts, setDrafts] = useState<TierDraft[]>([EMPTY_TIER]);
  const [errors, setErrors] = useState<TierErrors[]>([]);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<Ready | null>(null);
  const type = chosen && types.includes(chosen) ? chosen : types[0];
  if (!type)
    return (
      <OfferFrame>
        {consolidated.data ? <p className="agent-hint">{t('of_none')}</p> : <Skeleton height={120} radius={8} />}
      </OfferFrame>
    );

  const offer = async ({ type: offered, tiers, conflicts }: Ready) => {
    setBusy(true);
    try {
      await offerContract({
        account,
        type: offered,
        tiers,
        ...(offered === 'DIVIDEND' ? { period } : {}),
        ...(conflicts.length ? { terminateConflicts: true } : {}),
      });
      setConfirm(null);
      setDrafts([EMPTY_TIER]);
      toast({ tone: 'success', title: t('of_done', { account }) });
      onDone();
    } catch (err) {
      setConfirm(null);
      setStatus(agencyErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setStatus(null);
    const parsed = parseTiers(drafts);
    setErrors(parsed.errors);
    if (!parsed.tiers) return;
    const ready: Ready = { type, tiers: parsed.tiers, conflicts: [] };
    setBusy(true);
    try {
      ready.conflicts = (await getContractConflicts({ account, type, maxRate: maxRateOf(parsed.tiers) })).list;
    } catch (err) {
      setStatus(agencyErrorText(t, err));
      setBusy(false);
      return;
    }
    if (ready.conflicts.length) {
      setBusy(false);
      setConfirm(ready);
    } else await offer(ready);
  };

  return (
    <OfferFrame>
      <form className="agent-form agent-form-wide" noValidate onSubmit={submit} data-testid="offer-form">
        <div className="agent-filters">
          <Select
            label={t('of_type')}
            value={type}
            options={types.map((k) => ({ value: k, label: t(`type_${k}`) }))}
            onChange={(e) => setChosen(e.target.value as ContractType)}
          />
          {type === 'DIVIDEND' ? (
            <Select
              label={t('of_period')}
              value={period}
              options={DIVIDEND_PERIODS.map((p) => ({ value: p, label: t(`period_${p}`) }))}
              onChange={(e) => setPeriod(e.target.value as ContractPeriod)}
            />
          ) : (
            <p className="agent-hint agent-period-note">
              {t('of_salary_period', { period: t(`period_${SALARY_PERIOD[type]}`) })}
            </p>
          )}
        </div>
        <TiersEditor
          value={drafts}
          errors={errors}
          onChange={(next) => {
            setDrafts(next);
            setErrors([]);
          }}
        />
        <FormStatus status={status} />
        <SubmitButton busy={busy && !confirm}>{t('of_submit')}</SubmitButton>
      </form>
      {confirm && (
        <ConfirmDialog
          title={t('of_conflicts_title')}
          confirmLabel={t('of_conflicts_confirm')}
          danger
          busy={busy}
          testId="conflicts-confirm"
          onCancel={() => setConfirm(null)}
          onConfirm={() => void offer(confirm)}
        >
          <p>{t('of_conflicts_text', { account })}</p>
          <ul className="agent-conflicts">
            {confirm.conflicts.map((c) => (
              <li key={c.id}>
                {t('of_conflict_item', { account: c.account, type: t(`type_${c.type}`), rate: formatRate(c.maxRate) })}
              </li>
            ))}
          </ul>
        </ConfirmDialog>
      )}
    </OfferFrame>
  );
}

function OfferFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  return (
    <section className="agent-section" aria-labelledby="of-title">
      <h3 id="of-title" className="agent-card-title">
        <FileSignature aria-hidden />
        {t('of_title')}
      </h3>
      {children}
    </section>
  );
}
