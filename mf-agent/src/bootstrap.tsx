import { injectBaseStyles, runStandalone } from 'shared-ui';
import './config/i18n';
import { AgentCenter } from './app/agent-center';
import { injectAgentStyles } from './lib/styles';

// The design system's sheet first, so the screen styles come after it.
injectBaseStyles();
injectAgentStyles();

void runStandalone('mf-agent', { '/agentHome': AgentCenter });
