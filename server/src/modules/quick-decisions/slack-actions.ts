import type { Actor } from '../../auth/policy';
import { languageOf, translatorFor, type Language } from '../../i18n';
import { translateApiMessage } from '../../i18n/api-messages';
import { badInput, isAppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { LeaveRequestService } from '../leave-requests';
import type { SlackLinkService } from '../slack-links';
import type { UserEntity } from '../users';
import type { SlackAppService } from './slack-app.service';

/** The action ids of the buttons on Slack messages (notification-channels' slackPayload). */
export const SLACK_APPROVE_ACTION = 'leavewise_approve';
export const SLACK_REJECT_ACTION = 'leavewise_reject';
const REJECT_VIEW = 'leavewise_reject_reason';

/** What Slack's modal answer tells its sender: nothing (closes it), or an error beside the reason field. */
export type SlackViewAnswer = null | { response_action: 'errors'; errors: Record<string, string> };

interface SlackPayload {
  type?: string;
  user?: { id?: string };
  trigger_id?: string;
  response_url?: string;
  actions?: { action_id?: string; value?: string }[];
  view?: {
    callback_id?: string;
    private_metadata?: string;
    state?: { values?: Record<string, Record<string, { value?: string | null }>> };
  };
}

/** What became of the request, in the language of the approver who clicked. */
const outcomeText = (person: UserEntity, status: string, reason?: string) => {
  const t = translatorFor(languageOf(person));
  const name = fullName(person);
  return status === 'pending'
    ? t('slack', 'approvedHrNext', { name })
    : status === 'approved'
      ? t('slack', 'approved', { name })
      : t('slack', 'rejected', { name, reason: reason ?? '' }).trim();
};

/** The message a decided request's Slack message becomes: its outcome, without buttons. */
const outcomeMessage = (text: string) => ({
  replace_original: true,
  text,
  blocks: [{ type: 'section', text: { type: 'plain_text', text: text.slice(0, 3000), emoji: false } }],
});

/** A note only the clicking person sees, leaving the message as it was. */
const privateNote = (text: string) => ({ replace_original: false, response_type: 'ephemeral', text });

/**
 * Slack's interactivity requests, once verified: an Approve click decides at once; a Reject click opens a
 * dialog for the reason, whose submission decides. The Slack user is the Leavewise person who linked that
 * Slack account in their profile, else the one with Slack's verified email; the decision is the
 * leave-request service's, with the same rules as in the browser.
 */
export class SlackActions {
  constructor(
    private readonly slack: SlackAppService,
    private readonly leaveRequests: LeaveRequestService,
    private readonly slackLinks: SlackLinkService,
  ) {}

  /** Handles one verified payload; returns what Slack's HTTP answer should carry for a modal. */
  async handle(body: object): Promise<SlackViewAnswer> {
    // Signed by Slack, and still read field by field: a field of an unexpected type decides nothing.
    const payload = body as SlackPayload;
    if (payload.type === 'block_actions') {
      await this.clicked(payload);
      return null;
    }
    if (payload.type === 'view_submission' && payload.view?.callback_id === REJECT_VIEW) return this.submitted(payload);
    return null;
  }

  private async clicked(payload: SlackPayload): Promise<void> {
    const action = (Array.isArray(payload.actions) ? payload.actions : []).find(
      (candidate) => candidate?.action_id === SLACK_APPROVE_ACTION || candidate?.action_id === SLACK_REJECT_ACTION,
    );
    const responseUrl = typeof payload.response_url === 'string' ? payload.response_url : '';
    if (!action || typeof action.value !== 'string' || !isUuid(action.value)) return;
    let person: UserEntity | null = null;
    let slackLanguage: Language | null = null;
    try {
      ({ person, slackLanguage } = await this.personOf(payload.user?.id));
      if (!person) {
        await this.slack.respond(responseUrl, privateNote(unknownPerson(slackLanguage)));
        return;
      }
      if (action.action_id === SLACK_REJECT_ACTION) {
        await this.slack.openView(String(payload.trigger_id ?? ''), rejectView(action.value, responseUrl, person));
        return;
      }
      const decided = await this.leaveRequests.approve(slackActor(person), action.value);
      await this.slack.respond(responseUrl, outcomeMessage(outcomeText(person, decided.status)));
    } catch (error) {
      if (!isAppError(error)) throw error;
      await this.slack.respond(responseUrl, privateNote(inLanguageOf(person, error.message, slackLanguage)));
    }
  }

  private async submitted(payload: SlackPayload): Promise<SlackViewAnswer> {
    const meta = metadataOf(payload.view?.private_metadata);
    const requestId = typeof meta?.requestId === 'string' && isUuid(meta.requestId) ? meta.requestId : null;
    if (!requestId) throw badInput('The dialog does not say which request it is about');
    const responseUrl = typeof meta?.responseUrl === 'string' ? meta.responseUrl : '';
    const typed = payload.view?.state?.values?.reason?.reason?.value;
    const reason = typeof typed === 'string' ? typed : '';
    let person: UserEntity | null = null;
    let slackLanguage: Language | null = null;
    try {
      ({ person, slackLanguage } = await this.personOf(payload.user?.id));
      if (!person) return { response_action: 'errors', errors: { reason: unknownPerson(slackLanguage) } };
      const decided = await this.leaveRequests.reject(slackActor(person), requestId, reason);
      await this.slack.respond(
        responseUrl,
        outcomeMessage(outcomeText(person, decided.status, decided.rejectionReason ?? reason)),
      );
      return null;
    } catch (error) {
      if (!isAppError(error)) throw error;
      return { response_action: 'errors', errors: { reason: inLanguageOf(person, error.message, slackLanguage) } };
    }
  }

  /**
   * The active Leavewise person a Slack user is: who linked it in their profile, else Slack's verified
   * email's; when neither, the language of their Slack (if Leavewise speaks it) to answer them in.
   */
  private async personOf(slackUserId: unknown): Promise<{ person: UserEntity | null; slackLanguage: Language | null }> {
    if (typeof slackUserId !== 'string' || !/^[UW][A-Z0-9]{2,20}$/.test(slackUserId))
      return { person: null, slackLanguage: null };
    const linked = await this.slackLinks.linkedPerson(slackUserId);
    if (linked) return { person: linked, slackLanguage: null };
    const slackUser = await this.slack.slackUser(slackUserId);
    return { person: await this.slackLinks.personWithEmail(slackUser.email), slackLanguage: slackUser.language };
  }
}

/** The dialog's private_metadata (which this module wrote), or null when it is not that. */
function metadataOf(text: unknown): { requestId?: unknown; responseUrl?: unknown } | null {
  try {
    const parsed: unknown = JSON.parse(String(text ?? ''));
    return parsed && typeof parsed === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

/** The answer to a Slack user Leavewise does not know, in their Slack's language when it speaks it. */
const unknownPerson = (language: Language | null) => translatorFor(language)('slack', 'unknownPerson');

const fullName = (user: Pick<UserEntity, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;

const slackActor = (user: UserEntity): Actor => ({ user, ip: null, via: 'slack' });

/** A refusal as the approver reads it: in their language when Leavewise knows who they are, else their Slack's. */
const inLanguageOf = (person: UserEntity | null, message: string, slackLanguage: Language | null = null) =>
  translateApiMessage(message, person ? languageOf(person) : slackLanguage);

/** The dialog asking for a rejection's reason; it carries the request and where to report the outcome. */
function rejectView(requestId: string, responseUrl: string, person: UserEntity): Record<string, unknown> {
  const t = translatorFor(languageOf(person));
  return {
    type: 'modal',
    callback_id: REJECT_VIEW,
    private_metadata: JSON.stringify({ requestId, responseUrl }),
    title: { type: 'plain_text', text: t('slack', 'rejectDialog.title') },
    submit: { type: 'plain_text', text: t('slack', 'rejectDialog.submit') },
    close: { type: 'plain_text', text: t('slack', 'rejectDialog.close') },
    blocks: [
      {
        type: 'input',
        block_id: 'reason',
        label: { type: 'plain_text', text: t('slack', 'rejectDialog.reason') },
        element: { type: 'plain_text_input', action_id: 'reason', multiline: true, max_length: 1000 },
      },
    ],
  };
}
