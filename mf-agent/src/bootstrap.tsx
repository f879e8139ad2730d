import { runStandalone } from 'shared-ui';
import './config/i18n';
import { AgentCenter } from './app/agent-center';
import { injectAppStyles } from './styles/inject';

injectAppStyles();

void runStandalone('mf-agent', { '/agentHome': AgentCenter });
