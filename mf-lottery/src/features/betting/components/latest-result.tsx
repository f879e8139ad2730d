import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-contracts';
import type { Draw, Structure } from 'shared-contracts/lottery';
import { Button, EmptyState, ErrorPanel, Skeleton } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { ResultBoard } from '../../../components/result-board';
import '../i18n';

/** The latest drawn result of the game on its board, with a link to verify it. */
export function LatestResult({
  last,
  structure,
  loading,
  failed,
  onRetry,
  onVerify,
}: {
  last: Draw | null;
  structure: Structure;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onVerify: (draw: Draw) => void;
}) {
  const { t, i18n } = useTranslation(NS);
  let body;
  if (failed) body = <ErrorPanel message={t('result_failed')} onRetry={onRetry} />;
  else if (loading && !last) body = <Skeleton height={240} radius={8} />;
  else if (!last?.result) body = <EmptyState title={t('no_result')} hint={t('no_result_hint')} />;
  else
    body = (
      <>
        <ResultBoard
          structure={structure}
          result={last.result}
          caption={t('result_of', { numero: last.numero })}
          testId="latest-result"
        />
        <p className="lottery-result-foot">
          <span className="ui-muted">
            {t('drawn_at', { time: formatDateTime(last.drawAt, { lang: i18n.language, seconds: true }) })}
          </span>
          <Button size="sm" variant="ghost" icon={<ShieldCheck aria-hidden />} onClick={() => onVerify(last)}>
            {t('verify_this')}
          </Button>
        </p>
      </>
    );
  return (
    <section className="ui-card lottery-result" aria-labelledby="lottery-latest-title">
      <h2 id="lottery-latest-title" className="lottery-section-title">
        {t('latest_result')}
      </h2>
      {body}
    </section>
  );
}
