import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { AgentLogin } from '../agent-login';

/** Exposed as `mf_auth/AgentLogin`. */
export const { bootstrap, mount, unmount, update } = createParcel(AgentLogin);
