import { buildManager, buildStaff } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { insertRequest, isoDate, monthKey, monthStart, setPtoBalance } from '../../../test/leave-fixtures';

/** Requests per calendar month (January first): a yearly pattern the department repeats exactly. */
const PER_MONTH = [1, 1, 2, 2, 3, 4, 6, 5, 2, 2, 1, 3];

describe('department predictions', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    const manager = await buildManager(t, { jobTitle: 'Operations Manager', department: 'Operations' });
    const person = await buildStaff(t, manager, { department: 'Operations' });
    await setPtoBalance(t, person.id, 20, 0, 0);
    for (let offset = -36; offset <= -1; offset++) {
      const start = monthStart(offset);
      for (let i = 0; i < PER_MONTH[start.getUTCMonth()]; i++) {
        const day = new Date(start.getTime() + i * 86_400_000);
        await insertRequest(t, {
          userId: person.id,
          status: 'approved',
          startDate: isoDate(day),
          endDate: isoDate(day),
          days: 1,
          createdAt: new Date(start.getTime() + i * 3_600_000),
          decidedAfterHours: 1,
        });
      }
    }
    token = await t.tokenFor(manager);
  });
  afterAll(() => t.close());

  it('forecasts next month from the same month last year, with full confidence on an exact pattern', async () => {
    const result = await t.gql<{ analytics: { predictions: Record<string, unknown>[] } }>(
      `{ analytics { predictions { department month predictedRequests predictedPTOUsage remainingPTODays riskLevel confidence historyMonths method } } }`,
      {},
      token,
    );
    expect(result.errors).toBeUndefined();
    const expected = PER_MONTH[monthStart(1).getUTCMonth()];
    const risk = expected / 20 >= 0.25 ? 'HIGH' : expected / 20 >= 0.1 ? 'MEDIUM' : 'LOW';
    expect(result.data!.analytics.predictions).toEqual([
      {
        department: 'Operations',
        month: monthKey(monthStart(1)),
        predictedRequests: expected,
        predictedPTOUsage: expected,
        remainingPTODays: 20,
        riskLevel: risk,
        confidence: 100,
        historyMonths: 36,
        method: 'seasonal-naive-drift',
      },
    ]);
  });
});
