import type { ParcelProps } from 'shared-contracts';
import { ErrorPanel } from 'shared-ui';

/** What a route shows when its remote cannot be fetched: a message and a retry button. */
export function FallbackPage({ onRemoteRetry }: ParcelProps) {
  return (
    <div data-testid="remote-fallback">
      <ErrorPanel onRetry={onRemoteRetry} />
    </div>
  );
}
