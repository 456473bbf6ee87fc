import { DEFAULT_LANGUAGE, formatDateRange, languageOf, requestedLanguage, translate } from '../../i18n';
import { translateApiMessage } from '../../i18n/api-messages';
import { badInput } from '../../lib/errors';
import { bodyOf, param, text } from '../../api/input';
import type { RestRoute } from '../../api/route';
import { balanceAfterApprovalSeenBy, othersOffSeenBy } from '../leave-requests';
import { quickDecisionLinkPresenter, quickDecisionOutcomePresenter } from './quick-decision.presenter';
import { LINK_STATE_MESSAGES, type QuickDecisionService } from './quick-decision.service';

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;

/**
 * The confirmation page's API (/decide/:token in the web client): the link is the proof of who decides,
 * so both routes are open to anyone holding it; neither says anything about a request to a link that
 * may no longer decide it. What the server writes there (the link's state, dates, the outcome) is in
 * the approver's language, else the request's Accept-Language.
 */
export const quickDecisionRoutes = ({ quickDecisions }: { quickDecisions: QuickDecisionService }): RestRoute[] => [
  {
    method: 'get',
    path: '/quick-decisions/:token',
    summary:
      'What a decision link from an email shows: data { state, decision, language, message, request } (request only while the link may decide; ' +
      "language: what message and dates are written in, the approver's else Accept-Language's). Reads only: a link scanner opening it decides nothing.",
    response: 'QuickDecisionLink',
    handler: async (req, { actor, loaders }) => {
      const opened = await quickDecisions.open(actor, param(req, 'token'));
      const { state, decision, approver, request } = opened;
      const language = languageOf(approver) ?? requestedLanguage(req.headers) ?? DEFAULT_LANGUAGE;
      if (state !== 'open')
        return {
          data: quickDecisionLinkPresenter.present({
            state,
            decision,
            language,
            message: translateApiMessage(LINK_STATE_MESSAGES[state], language),
            request: null,
          }),
        };
      const requester = await loaders.user.load(request.userId);
      const othersOff = (await othersOffSeenBy(approver, request, loaders)) ?? [];
      const colleagues = await Promise.all(othersOff.map((other) => loaders.user.load(other.userId)));
      const balance = (await balanceAfterApprovalSeenBy(approver, request, loaders)) ?? [];
      return {
        data: quickDecisionLinkPresenter.present({
          state,
          decision,
          language,
          message: null,
          request: {
            id: request.id,
            requestId: request.requestId,
            approver: fullName(approver),
            person: requester ? fullName(requester) : null,
            type: opened.typeName,
            dates: formatDateRange(request.startDate, request.endDate, language),
            startDate: request.startDate,
            endDate: request.endDate,
            days: request.days,
            notes: request.notes || null,
            balanceAfterApproval: balance.map((year) => ({
              year: year.year,
              days: year.days,
              availableDays: year.availableDays,
              totalDays: year.totalDays,
            })),
            othersOff: othersOff.map((other, index) => ({
              name: colleagues[index] ? fullName(colleagues[index]) : null,
              dates: formatDateRange(other.startDate, other.endDate, language),
              status: other.status,
            })),
          },
        }),
      };
    },
  },
  {
    method: 'post',
    path: '/quick-decisions/:token',
    summary:
      "Decides with a link, from its confirmation page: body { requestId, reason } (reason for a rejection). Answers the request's new status; a used, expired or outdated link is refused (409) and changes nothing.",
    body: { requestId: 'the id of the request the page shows', reason: 'why (rejection links)' },
    response: 'QuickDecisionOutcome',
    handler: async (req, { actor }) => {
      const body = bodyOf(req);
      const requestId = text(body, 'requestId');
      if (!requestId) throw badInput('requestId is required', 'requestId');
      const { decided, approver } = await quickDecisions.decide(
        actor,
        param(req, 'token'),
        { requestId, reason: text(body, 'reason') ?? null },
        requestedLanguage(req.headers),
      );
      return {
        data: quickDecisionOutcomePresenter.present(decided),
        message: translate(languageOf(approver) ?? requestedLanguage(req.headers), 'decisions', 'outcome', {
          status: decided.status,
        }),
      };
    },
  },
];
