import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectAuthStyles } from '../../lib/auth-styles';
import { AgentLogin } from '../agent-login';

injectAuthStyles();

/** Exposed as `mf_auth/AgentLogin`. */
export const { bootstrap, mount, unmount, update } = createParcel(AgentLogin);
