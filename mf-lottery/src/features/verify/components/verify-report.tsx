import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { findGame, type Draw } from 'shared-contracts/lottery';
import { NS } from '../../../config/i18n';
import { ResultBoard } from '../../../components/result-board';
import { matches, type Verification } from '../verify';
import '../i18n';

/** The verdict on one draw and what it rests on: the seed, both hashes, the recomputed board. */
export function VerifyReport({ draw, verification: v }: { draw: Draw; verification: Verification | null }) {
  const { t } = useTranslation(NS);
  const structure = findGame(draw.gameCode)?.structure ?? 'NORTH';
  if (!v)
    return (
      <section className="ui-card lottery-verify-report" data-testid="verify-report">
        <p>{t('verify_not_drawn', { numero: draw.numero })}</p>
        <code className="lottery-code">{draw.seedHash}</code>
      </section>
    );
  const ok = matches(v);
  const check = (good: boolean, yes: string, no: string) => (
    <li className={good ? 'is-ok' : 'is-bad'}>
      {good ? <CircleCheck aria-hidden size={18} /> : <CircleX aria-hidden size={18} />}
      {good ? t(yes) : t(no)}
    </li>
  );
  return (
    <section className="ui-card lottery-verify-report" data-testid="verify-report" aria-live="polite">
      <p className={`lottery-verdict ${ok ? 'is-ok' : 'is-bad'}`} data-testid="verify-verdict" role="status">
        {ok ? <CircleCheck aria-hidden /> : <CircleX aria-hidden />}
        {ok ? t('verify_match') : t('verify_mismatch')}
      </p>
      <ul className="lottery-checks">
        {check(v.hashOk, 'verify_hash_ok', 'verify_hash_bad')}
        {check(v.resultOk, 'verify_result_ok', 'verify_result_bad')}
      </ul>
      <dl className="lottery-facts">
        <dt>{t('verify_seed')}</dt>
        <dd>
          <code className="lottery-code">{draw.seed}</code>
        </dd>
        <dt>{t('seed_hash')}</dt>
        <dd>
          <code className="lottery-code">{draw.seedHash}</code>
        </dd>
        <dt>{t('verify_computed_hash')}</dt>
        <dd>
          <code className="lottery-code">{v.computedHash}</code>
        </dd>
      </dl>
      <ResultBoard structure={structure} result={v.computed} caption={t('verify_recomputed')} testId="verify-board" />
    </section>
  );
}
