import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from 'shared-ui';
import { NS } from '../config/i18n';
import './i18n';

/** Previous / (pause or play) / next IconButtons of a carousel; ←/→ work on them too. */
export function CarouselControls({
  rotating,
  stopped,
  atStart,
  atEnd,
  onPrev,
  onNext,
  onToggle,
}: {
  rotating: boolean;
  stopped: boolean;
  atStart: boolean;
  atEnd: boolean;
  onPrev: () => void;
  onNext: () => void;
  onToggle: () => void;
}) {
  const { t } = useTranslation(NS);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    if (e.key === 'ArrowLeft') onPrev();
    else onNext();
  };
  return (
    <div className="games-carousel-controls" onKeyDown={onKeyDown}>
      <IconButton
        variant="secondary"
        label={t('previous')}
        icon={<ChevronLeft aria-hidden />}
        aria-disabled={atStart || undefined}
        onClick={onPrev}
      />
      {rotating && (
        <IconButton
          variant="secondary"
          label={stopped ? t('slides_play') : t('slides_pause')}
          icon={stopped ? <Play aria-hidden /> : <Pause aria-hidden />}
          onClick={onToggle}
        />
      )}
      <IconButton
        variant="secondary"
        label={t('next')}
        icon={<ChevronRight aria-hidden />}
        aria-disabled={atEnd || undefined}
        onClick={onNext}
      />
    </div>
  );
}
