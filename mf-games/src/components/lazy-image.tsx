import { useEffect, useRef, useState } from 'react';

export interface LazyImageProps {
  src: string;
  alt: string;
  /** The picture's intrinsic size: reserves its box before it loads (no layout shift). */
  width: number;
  height: number;
  className?: string;
  /** The page's main picture (the first banner): loaded at once with high priority, for the LCP. */
  priority?: boolean;
}

/**
 * An image loaded once it is 10 % visible (SPEC §9: lazy loading, 1 attempt at 0.1 visibility); sized by its
 * width/height and decoded off the main thread. A `priority` image loads eagerly instead.
 */
export function LazyImage({ src, alt, width, height, className, priority = false }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(priority || typeof IntersectionObserver === 'undefined');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (visible || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          io.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [visible]);
  const shown = visible && !failed && src !== '';
  return (
    <img
      ref={ref}
      className={className}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      // One attempt: a failed image is not retried.
      src={shown ? src : undefined}
      onError={() => setFailed(true)}
      data-loaded={shown ? 'true' : 'false'}
    />
  );
}
