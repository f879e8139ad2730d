import { bus } from '../bus/event-bus';
import { session } from '../session/store';
import { createApiClient } from './create-client';

/** The page-wide client over the shared session and bus; the shell configures its public key. */
export const api = createApiClient({ session, bus });
