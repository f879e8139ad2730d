import { createParcel } from 'shared-ui';
import '../../config/i18n';
import { injectAppStyles } from '../../styles/inject';
import { AgentCenter } from '../agent-center';

injectAppStyles();

/** Exposed as `mf_agent/AgentCenter`. */
export const { bootstrap, mount, unmount, update } = createParcel(AgentCenter);
