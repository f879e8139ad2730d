import { useEffect, useRef, useState } from 'react';

/** An image loaded once it is 10 % visible (SPEC §9: lazy loading, 1 attempt at 0.1 visibility). */
export function LazyImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');
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
  return (
    <img
      ref={ref}
      className={className}
      alt={alt}
      // One attempt: a failed image is not retried.
      src={visible && !failed ? src : undefined}
      onError={() => setFailed(true)}
      data-loaded={visible && !failed ? 'true' : 'false'}
    />
  );
}
