import type { Request } from 'express';
import type { GraphQLContext } from '../../context';
import { EARLIEST_YEAR, latestYear } from '../../lib/input-limits';
import { bodyOf, num, paging, pageArgs, pagination, param, query, queryBool, queryInt, text } from '../../api/input';
import { requireSignedIn } from '../../auth/policy';
import type { RestRoute } from '../../api/route';
import type { LeaveBalanceEntity } from './balance.entity';
import { availableDays } from './balance-figures';
import { balancePresenter, balanceSourceOf } from './balance.presenter';
import type { BalanceService } from './balance.service';

/** A balance row as the admin table reads it (balancePresenter). */
const balanceRow = async (balance: LeaveBalanceEntity, { loaders }: GraphQLContext) =>
  balancePresenter.present(await balanceSourceOf(balance, loaders));

/** One person's balances for a year: per type `{ total, used, pending, available, unit }`, the flat twins and the rows. */
async function balanceSummary(userId: string, year: number, balances: LeaveBalanceEntity[], ctx: GraphQLContext) {
  const sources = await Promise.all(balances.map((balance) => balanceSourceOf(balance, ctx.loaders)));
  const summary: Record<string, unknown> = { user_id: userId, year };
  for (const { balance, type } of sources) {
    if (!type) continue;
    const figures = {
      total: balance.totalDays,
      used: balance.usedDays,
      pending: balance.pendingDays,
      available: availableDays(balance),
    };
    // The figures are hours for a type counted in hours: the unit says which, beside them and flat.
    const unit = type.unit ?? 'days';
    summary[type.name] = { ...figures, unit };
    for (const [name, days] of Object.entries(figures)) summary[`${type.name}_${name}`] = days;
    summary[`${type.name}_unit`] = unit;
  }
  return { ...summary, balances: sources.map(balancePresenter.present) };
}

export const balanceRoutes = ({ balances }: { balances: BalanceService }): RestRoute[] => {
  const yearOf = async (req: Request) =>
    queryInt(req, 'year', EARLIEST_YEAR, latestYear()) ?? (await balances.ledger.currentYear());
  return [
    {
      method: 'get',
      path: '/pto/balances',
      summary:
        "The caller's balances for a leave year, named by the calendar year it starts in (default the current one): per type total, used, pending and available in its unit (days or hours), with flat twins (pto_total, pto_used, pto_unit, …). " +
        'With all=true: every balance row for the admin table (HR and administrators; 403 otherwise), filtered and paged.',
      query: {
        all: 'true for every person (HR and administrators)',
        year: 'a leave year, named by the calendar year it starts in (default the current one)',
        type: 'with all=true: pto, sickness, other or an admin type',
        search: 'with all=true: name or email contains',
        page: 'with all=true: page from 1',
        limit: 'with all=true: 1-100 rows (default 100)',
      },
      handler: async (req, ctx) => {
        const { actor } = ctx;
        if (queryBool(req, 'all')) {
          const { page, limit } = paging(req, 100);
          const year = queryInt(req, 'year', EARLIEST_YEAR, latestYear());
          const result = await balances.list(
            actor,
            { year, type: query(req, 'type'), search: query(req, 'search') },
            pageArgs(page, limit),
          );
          const rows = await Promise.all(result.edges.map((edge) => balanceRow(edge.node, ctx)));
          return { data: rows, extra: { pagination: pagination(page, limit, result.totalCount) } };
        }
        const year = await yearOf(req);
        requireSignedIn(actor);
        const own = await balances.balancesOf(actor, actor.user.id, year);
        return { data: await balanceSummary(actor.user.id, year, own, ctx) };
      },
    },
    {
      method: 'get',
      path: '/pto/balances/:id',
      summary:
        "One person's balances for a year ({id} is the person's id), in the shape of GET /pto/balances: the person, their manager, HR and administrators; 404 for anyone else.",
      query: { year: 'a leave year, named by the calendar year it starts in (default the current one)' },
      handler: async (req, ctx) => {
        const userId = param(req, 'id');
        const year = await yearOf(req);
        const theirs = await balances.balancesOf(ctx.actor, userId, year);
        return { data: await balanceSummary(userId, year, theirs, ctx) };
      },
    },
    {
      method: 'put',
      path: '/pto/balances/:id',
      response: 'Balance',
      summary:
        "Corrects a balance row (administrators): reads total_days, used_days and a required reason; the change is an adjustment entry in the balance ledger. Pending days follow the requests. {id} is a stored row's id, or the `<person id>:<type id>:<year>` a balance not stored yet is shown with (stored by the correction).",
      body: {
        total_days: 'number 0-1000, at most 2 decimals',
        used_days: 'number 0-1000, at most 2 decimals',
        reason: 'required: why the balance changes (recorded in the ledger)',
      },
      handler: async (req, ctx) => {
        const body = bodyOf(req);
        const balance = await balances.update(ctx.actor, param(req, 'id'), {
          totalDays: num(body, 'total_days', 'totalDays'),
          usedDays: num(body, 'used_days', 'usedDays'),
          reason: text(body, 'reason'),
        });
        return { data: await balanceRow(balance, ctx), message: 'PTO balance updated successfully' };
      },
    },
  ];
};
