import { Button } from '../button/button';

export interface ConsentBannerProps {
  /** The question, already translated (shared-ui holds no strings). */
  message: string;
  acceptLabel: string;
  declineLabel: string;
  onAccept: () => void;
  onDecline: () => void;
}

/** A small non-blocking banner at the bottom of the page asking for consent (analytics cookies …). */
export function ConsentBanner({ message, acceptLabel, declineLabel, onAccept, onDecline }: ConsentBannerProps) {
  return (
    <section className="ui-consent" role="region" aria-label={message}>
      <p>{message}</p>
      <div className="ui-consent-actions">
        <Button onClick={onDecline}>{declineLabel}</Button>
        <Button variant="primary" onClick={onAccept}>
          {acceptLabel}
        </Button>
      </div>
    </section>
  );
}
