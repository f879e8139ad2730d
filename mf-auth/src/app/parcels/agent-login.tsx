import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectAppStyles } from '../../styles/inject';
import { AgentLogin } from '../agent-login';

injectAppStyles();

/** Exposed as `mf_auth/AgentLogin`. */
export const { bootstrap, mount, unmount, update } = createParcel(AgentLogin);
