import { opsApi } from 'shared-contracts';
import { csrf, opsCall } from '../lib/ops-client';

/** Ends the operator's session (`DELETE /ops/session`); the console forgets its CSRF token either way. */
export async function signOut(): Promise<void> {
  try {
    await opsCall(opsApi.signOut, {});
  } finally {
    csrf.set(null);
  }
}
