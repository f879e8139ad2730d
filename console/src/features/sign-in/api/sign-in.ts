import { opsApi, type OperatorSecondStep, type OperatorSignIn } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** The password step (`POST /ops/session`): answers which second factor to give (or the enrolment to make). */
export const signIn = (input: OperatorSignIn): Promise<OperatorSecondStep> => opsCall(opsApi.signIn, input);
