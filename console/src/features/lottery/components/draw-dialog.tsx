import { useTranslation } from 'react-i18next';
import type { lotteryOpsApi } from 'shared-contracts';
import { Dialog } from 'shared-ui';
import { NS } from '../i18n';

/** A draw's published seed hash, its seed and result once drawn (anyone can check sha256(seed) = hash). */
export function DrawDialog({ draw, onClose }: { draw: lotteryOpsApi.LotteryOpsDraw; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const result = draw.result ? Object.entries(draw.result) : [];
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('draw_title', { numero: draw.numero, game: draw.gameCode })}
      size="md"
      testId="draw-dialog"
    >
      <dl className="lottery-draw-facts">
        <dt>{t('seed_hash')}</dt>
        <dd className="console-secret">{draw.seedHash}</dd>
        <dt>{t('seed')}</dt>
        <dd className="console-secret">{draw.seed ?? t('seed_hidden')}</dd>
        <dt>{t('result')}</dt>
        <dd>
          {result.length === 0 ? (
            t('result_hidden')
          ) : (
            <table className="lottery-result">
              <tbody>
                {result.map(([prize, numbers]) => (
                  <tr key={prize}>
                    <th scope="row">{prize}</th>
                    <td>{numbers.join(' · ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </dd>
      </dl>
    </Dialog>
  );
}
