// The slack-links module's public face: what other modules may use of it.
export { SLACK_COMMAND } from './slack-link.service';
export type { SlackLinkService } from './slack-link.service';
