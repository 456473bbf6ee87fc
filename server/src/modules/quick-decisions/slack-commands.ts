import { languageOf, translatorFor } from '../../i18n';
import { translateApiMessage } from '../../i18n/api-messages';
import { isAppError } from '../../lib/errors';
import { SLACK_COMMAND, type SlackLinkService } from '../slack-links';
import type { UserEntity } from '../users';
import type { SlackAppService } from './slack-app.service';

/** Slack's answer to a slash command: a note only the person who typed it sees. */
export interface SlackCommandAnswer {
  response_type: 'ephemeral';
  text: string;
}

const SLACK_USER_ID = /^[UW][A-Z0-9]{2,20}$/;

const note = (text: string): SlackCommandAnswer => ({ response_type: 'ephemeral', text });

/**
 * The Slack app's slash command, once Slack's signature is verified: `/leavewise link CODE` links the
 * Slack account that sends it to the person whose profile gave the code, `/leavewise unlink` undoes it,
 * anything else answers how to use it. Answers in the person's language once Leavewise knows who it is.
 */
export class SlackCommands {
  constructor(
    private readonly slack: SlackAppService,
    private readonly slackLinks: SlackLinkService,
  ) {}

  async handle(form: URLSearchParams): Promise<SlackCommandAnswer> {
    const slackUserId = form.get('user_id') ?? '';
    const [verb = '', code = '', ...rest] = (form.get('text') ?? '').trim().split(/\s+/);
    if (!SLACK_USER_ID.test(slackUserId)) return note(translatorFor(null)('slack', 'command.help', HELP));
    const slackUser = await this.slack.slackUser(slackUserId).catch(() => ({ email: null, language: null }));
    const email = slackUser.email;
    // Who is typing, as far as Leavewise knows it, for the language of its answer; else their Slack's.
    const known = (await this.slackLinks.linkedPerson(slackUserId)) ?? (await this.slackLinks.personWithEmail(email));
    const language = known ? languageOf(known) : slackUser.language;
    const t = translatorFor(language);
    if (verb.toLowerCase() === 'link' && code && !rest.length) {
      let linked: UserEntity;
      try {
        linked = await this.slackLinks.redeem(code, slackUserId, email, form.get('user_name'));
      } catch (error) {
        if (!isAppError(error)) throw error;
        return note(translateApiMessage(error.message, language));
      }
      return note(translatorFor(languageOf(linked))('slack', 'command.linked', { name: fullName(linked) }));
    }
    if (verb.toLowerCase() === 'unlink' && !code) {
      const was = await this.slackLinks.unlinkSlackUser(slackUserId);
      return note(was ? t('slack', 'command.unlinked', { name: fullName(was) }) : t('slack', 'command.notLinked'));
    }
    return note(t('slack', 'command.help', HELP));
  }
}

const HELP = { command: SLACK_COMMAND };

const fullName = (user: Pick<UserEntity, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;
