import { LONG_JOB_TIMEOUT_MS } from '../../jobs/queue';
import { componentLogger } from '../../observability/logger';
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
    },
    LedgerBucket: { TOTAL: 'total', USED: 'used', PENDING: 'pending' },
  },
  needs: ['audit', 'policy'],
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
  schedules: ({ balances }) => ({
    // Every balance of this year and later brought up to its rules each night: the month's accrual,
    // proration at an employment end, carry-over expiry, so stored figures, reports and exports are
    // current without anyone reading the balance first.
    accrual: {
      cron: '5 0 * * *',
      run: async () => {
        const refreshed = await balances.applyRulesToEveryone();
        log.info({ refreshed }, 'balances brought up to their rules');
      },
      timeoutMs: LONG_JOB_TIMEOUT_MS,
    },
  }),
  resolvers: balanceResolvers,
  routes: balanceRoutes,
});
