import { field, presenter } from '../../api/presenter';

/** What a decision link's page is read from: its state, and the request only while the link may decide it. */
export interface QuickDecisionLinkSource {
  state: string;
  decision: string;
  language: string;
  message: string | null;
  request: Record<string, unknown> | null;
}

/** What a decision link from an email shows (GET /quick-decisions/:token). */
export const quickDecisionLinkPresenter = presenter<QuickDecisionLinkSource>({
  state: field.text((link) => link.state),
  decision: field.text((link) => link.decision),
  language: field.text((link) => link.language),
  message: field.textOrNull((link) => link.message),
  request: field.shaped({ type: ['object', 'null'] }, (link) => link.request),
});

/** A decision made with a link: the request's human id and its status now. */
export const quickDecisionOutcomePresenter = presenter<{ requestId: string; status: string }>({
  requestId: field.text((outcome) => outcome.requestId),
  status: field.text((outcome) => outcome.status),
});
