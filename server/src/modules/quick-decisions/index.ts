// The quick-decisions module's public face: what other modules may use of it.
export { SLACK_APPROVE_ACTION, SLACK_REJECT_ACTION } from './slack-actions';
export type { QuickDecisionService } from './quick-decision.service';
