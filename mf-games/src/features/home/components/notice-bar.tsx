import { Megaphone, Pause, Play } from 'lucide-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus } from 'shared-contracts';
import { Button, IconButton } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useNotice } from '../../../api/get-notice';
import '../i18n';

/**
 * The scrolling notice bar; clicking a notice opens the notice modal at its index (SPEC §2). It stops under
 * the pointer, while a notice has focus, with its pause button, and never moves under reduced motion.
 */
export const NoticeBar = memo(function NoticeBar() {
  const { t } = useTranslation(NS);
  const { notice, loading } = useNotice();
  const [paused, setPaused] = useState(false);
  const items = notice?.player ?? [];
  // The bar's place while the notices load, so the rows below do not jump when it arrives (CLS).
  if (loading && !notice) return <div className="games-notice games-notice-placeholder" aria-hidden />;
  if (items.length === 0) return null;
  return (
    <div
      className={`games-notice${paused ? ' is-paused' : ''}`}
      role="region"
      aria-label={t('notices')}
      data-testid="notice-bar"
    >
      <Megaphone className="games-notice-icon" aria-hidden />
      <div className="games-notice-window">
        <div className="games-notice-track">
          {items.map((n, index) => (
            <Button key={n.id} variant="link" onClick={() => bus.emit('games:open', { modal: 'notice', index })}>
              {n.title}
            </Button>
          ))}
        </div>
      </div>
      <IconButton
        label={paused ? t('notices_play') : t('notices_pause')}
        icon={paused ? <Play aria-hidden /> : <Pause aria-hidden />}
        onClick={() => setPaused(!paused)}
      />
    </div>
  );
});
