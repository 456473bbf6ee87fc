import { LONG_JOB_TIMEOUT_MS } from '../../jobs/queue';
import { componentLogger } from '../../observability/logger';
import { leaveYearOf } from '../../lib/leave-year';
import { defineModule } from '../../kernel/module';
import { APPLY_RULES_QUEUE, BalanceService } from './balance.service';
import { LedgerService } from './ledger.service';
import { balanceResolvers } from './balance.resolvers';
import { balanceRoutes } from './balance.rest';

const log = componentLogger('jobs');

export const balancesModule = defineModule({
  name: 'balances',
  schema: 'balances.graphql',
  mappers: {
    LeaveBalance: 'balance.entity#LeaveBalanceEntity',
    LedgerEntry: 'ledger-entry.entity#LedgerEntryEntity',
    AllowanceOverride: 'allowance-override.entity#AllowanceOverrideEntity',
  },
  enumValues: {
    BalanceStatus: { EXHAUSTED: 'exhausted', LOW: 'low', GOOD: 'good' },
    LedgerEntryKind: {
      OPENING: 'opening',
      ALLOWANCE: 'allowance',
      ACCRUAL: 'accrual',
      PRORATION: 'proration',
      POLICY_CHANGE: 'policy_change',
      CARRYOVER_IN: 'carryover_in',
      CARRYOVER_EXPIRY: 'carryover_expiry',
      ADJUSTMENT: 'adjustment',
      PENDING_HOLD: 'pending_hold',
      HOLD_RELEASE: 'hold_release',
      TAKEN: 'taken',
      REFUND: 'refund',
      LEAVE_YEAR_CHANGE: 'leave_year_change',
    },
    LedgerBucket: { TOTAL: 'total', USED: 'used', PENDING: 'pending' },
  },
  rules: {
    'Query.balances': 'hrOrAdmin',
    'Mutation.updateBalance': 'hrOrAdmin',
    'Mutation.setAllowanceOverride': 'hrOrAdmin',
    'GET /pto/balances': 'signedIn',
    'GET /pto/balances/:id': 'signedIn',
    'PUT /pto/balances/:id': 'hrOrAdmin',
  },
  needs: ['audit', 'locations', 'policy'],
  provide: ({ dataSource, jobs, policy, audit }) => {
    const ledger = new LedgerService(dataSource, policy);
    // A policy change applies from the moment it is saved: reads bring balances up to date, and a job does it for everyone.
    policy.onChange((manager) =>
      jobs.enqueue(manager, APPLY_RULES_QUEUE, {}, { singletonKey: `policy-${Date.now()}` }),
    );
    return { ledger, balances: new BalanceService(dataSource, policy, audit, ledger) };
  },
  jobs: ({ balances }) => ({
    [APPLY_RULES_QUEUE]: {
      run: async () => void (await balances.applyRulesToEveryone()),
      timeoutMs: LONG_JOB_TIMEOUT_MS,
    },
  }),
  schedules: ({ balances, locations }) => ({
    // Every balance of this year and later brought up to its rules each day: the month's accrual,
    // proration at an employment end, carry-over expiry, so stored figures, reports and exports are
    // current without anyone reading the balance first. It runs hourly and takes each location's
    // people once, after that location's local midnight.
    accrual: {
      cron: '5 * * * *',
      run: async () => {
        for (const { location, today } of await locations.dailyWorkDue()) {
          const people = await locations.peopleAt(location);
          const refreshed = await balances.applyRulesTo(people, leaveYearOf(today, await balances.ledger.startMonth()));
          await locations.dailyWorkDone(location, today);
          log.info({ location: location.name, today, refreshed }, 'balances brought up to their rules');
        }
      },
      timeoutMs: LONG_JOB_TIMEOUT_MS,
    },
  }),
  resolvers: balanceResolvers,
  routes: balanceRoutes,
});
