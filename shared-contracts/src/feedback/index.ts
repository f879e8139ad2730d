// Feedback: the player's form and list (/wps/feedback) and the operators' queue (/ops/feedback).
export * as feedbackApi from './api';
export * from './schemas';
