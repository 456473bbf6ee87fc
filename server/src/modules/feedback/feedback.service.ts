import type { DataSource } from 'typeorm';
import { assertOperation, requireSignedIn, type Actor } from '../../auth/policy';
import { pageOffset, reachablePages } from '../../lib/connection';
import { badInput, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit';
import { feedbackQueries } from './feedback.queries';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_STATUSES,
  FeedbackEntity,
  type FeedbackCategoryValue,
  type FeedbackStatusValue,
} from './feedback.entity';

export interface FeedbackInput {
  category: FeedbackCategoryValue;
  message: string;
  pagePath: string;
  pageTitle?: string | null;
  userAgent?: string | null;
  viewport?: string | null;
  appVersion?: string | null;
}

export interface FeedbackPage {
  entries: FeedbackEntity[];
  page: number;
  limit: number;
  total: number;
  pages: number;
  newCount: number;
}

export const MAX_FEEDBACK_LENGTH = 5000;
export const FEEDBACK_PAGE_SIZE = 25;

/** Context text a browser sends (page, title, agent, viewport): trimmed, bounded, empty as null. */
function context(value: string | null | undefined, field: string, max: number): string | null {
  const text = (value ?? '').trim();
  if (text.length > max) throw badInput(`\`${field}\` is at most ${max} characters`, field);
  return text || null;
}

/**
 * Feedback from the floating button: anyone signed in sends it, with the page they were on;
 * administrators read it and mark it reviewed or resolved.
 */
export class FeedbackService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async submit(actor: Actor, input: FeedbackInput): Promise<FeedbackEntity> {
    assertOperation('signedIn', actor);
    requireSignedIn(actor);
    if (!FEEDBACK_CATEGORIES.includes(input.category)) throw badInput('Choose a kind of feedback', 'category');
    const message = (input.message ?? '').trim();
    if (!message) throw badInput('Please tell us what you think', 'message');
    if (message.length > MAX_FEEDBACK_LENGTH)
      throw badInput(`Feedback is at most ${MAX_FEEDBACK_LENGTH} characters`, 'message');
    const pagePath = context(input.pagePath, 'pagePath', 500);
    if (!pagePath || !pagePath.startsWith('/')) throw badInput('`pagePath` must be a path starting with /', 'pagePath');
    return this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(
        FeedbackEntity,
        manager.create(FeedbackEntity, {
          userId: actor.user.id,
          category: input.category,
          message,
          pagePath,
          pageTitle: context(input.pageTitle, 'pageTitle', 200),
          userAgent: context(input.userAgent, 'userAgent', 500),
          viewport: context(input.viewport, 'viewport', 40),
          appVersion: context(input.appVersion, 'appVersion', 40),
        }),
      );
      await this.audit.record(manager, actor, {
        action: 'feedback.submitted',
        resourceType: 'feedback',
        resourceId: saved.id,
        details: { category: saved.category, page_path: saved.pagePath },
      });
      return saved;
    });
  }

  /** A numbered page of feedback, newest first, optionally of one status (administrators). */
  async list(actor: Actor, page = 1, status?: FeedbackStatusValue | null): Promise<FeedbackPage> {
    assertOperation('admin', actor);
    if (!Number.isInteger(page) || page < 1) throw badInput('`page` must be 1 or more', 'page');
    const offset = pageOffset(page, FEEDBACK_PAGE_SIZE);
    const { entries, total, newCount } = await feedbackQueries.page(this.dataSource.manager, status, {
      offset,
      limit: FEEDBACK_PAGE_SIZE,
    });
    return {
      entries,
      page,
      limit: FEEDBACK_PAGE_SIZE,
      total,
      pages: reachablePages(total, FEEDBACK_PAGE_SIZE),
      newCount,
    };
  }

  /** Marks feedback new, reviewed or resolved (administrators). */
  async setStatus(actor: Actor, id: string, status: FeedbackStatusValue): Promise<FeedbackEntity> {
    assertOperation('admin', actor);
    if (!FEEDBACK_STATUSES.includes(status)) throw badInput('Unknown feedback status', 'status');
    if (!isUuid(id)) throw notFound('Feedback not found');
    return this.dataSource.transaction(async (manager) => {
      if (!(await feedbackQueries.setStatus(manager, id, status))) throw notFound('Feedback not found');
      await this.audit.record(manager, actor, {
        action: 'feedback.status_changed',
        resourceType: 'feedback',
        resourceId: id,
        details: { status },
      });
      return (await feedbackQueries.byId(manager, id))!;
    });
  }
}
