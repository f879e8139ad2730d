import type { ParcelProps } from 'shared-contracts';
import { ErrorPanel } from 'shared-ui';

/**
 * What a route shows when its remote cannot be fetched: a message and a retry button. Modal hosts
 * mount silently (no retry handler), so a dead remote adds nothing to the page there.
 */
export function FallbackPage({ onRemoteRetry }: ParcelProps) {
  if (!onRemoteRetry) return null;
  return (
    <div data-testid="remote-fallback">
      <ErrorPanel onRetry={onRemoteRetry} />
    </div>
  );
}
