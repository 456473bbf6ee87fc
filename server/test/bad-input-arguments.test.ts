import { daysFromToday } from './harness';
import { type BadInputCase, SUBMIT, UPDATE_BALANCE, useBadInputWorld } from './bad-input-fixtures';

/** Bad values in variables and arguments. */
describe('bad input', () => {
  const w = useBadInputWorld();
  const { expectRefused, submitInput } = w;

  describe('in variables and arguments', () => {
    const cases: BadInputCase[] = [
      {
        name: 'a number for a date',
        actor: 'staff',
        query: SUBMIT,
        variables: submitInput({ startDate: 123 }),
        code: 'BAD_USER_INPUT',
        message: /startDate.*YYYY-MM-DD/,
      },
      {
        name: 'a string for a number of days',
        actor: 'admin',
        query: UPDATE_BALANCE,
        variables: { id: '__balance__', input: { totalDays: 'ten' } },
        code: 'BAD_USER_INPUT',
        message: /totalDays.*Float/,
      },
      {
        name: 'a missing required field',
        actor: 'staff',
        query: SUBMIT,
        variables: { input: { type: 'pto', startDate: daysFromToday(40) } },
        code: 'BAD_USER_INPUT',
        message: /endDate.*(required|not provided)/,
      },
      {
        name: 'a missing required variable',
        actor: 'staff',
        query: SUBMIT,
        variables: {},
        code: 'BAD_USER_INPUT',
        message: /\$input.*(required|not provided)/,
      },
      {
        name: 'an unknown field in an input',
        actor: 'staff',
        query: SUBMIT,
        variables: submitInput({ status: 'APPROVED' }),
        code: 'BAD_USER_INPUT',
        message: /"status" is not defined/,
      },
      {
        name: 'a date that does not exist',
        actor: 'staff',
        query: SUBMIT,
        variables: submitInput({ startDate: '2026-02-30' }),
        code: 'BAD_USER_INPUT',
        message: /real date written YYYY-MM-DD/,
      },
      {
        name: 'a date with slashes',
        actor: 'staff',
        query: SUBMIT,
        variables: submitInput({ endDate: '2026/01/01' }),
        code: 'BAD_USER_INPUT',
        message: /real date written YYYY-MM-DD/,
      },
      {
        name: 'a malformed date written in the document',
        actor: 'staff',
        query: `mutation { submitLeaveRequest(input: { type: "pto", startDate: "2026/01/01", endDate: "2026-01-02" }) { id } }`,
        code: 'GRAPHQL_VALIDATION_FAILED',
        message: /YYYY-MM-DD/,
      },
      {
        name: 'dates in the wrong order',
        actor: 'staff',
        query: SUBMIT,
        variables: submitInput({ startDate: daysFromToday(45), endDate: daysFromToday(44) }),
        code: 'BAD_USER_INPUT',
        message: /^Start date cannot be after end date$/,
      },
      {
        name: 'an unknown request type',
        actor: 'staff',
        query: SUBMIT,
        variables: submitInput({ type: 'holiday-on-the-moon' }),
        code: 'BAD_USER_INPUT',
        message: /Unknown or inactive request type "holiday-on-the-moon"/,
      },
      {
        name: 'an inactive request type',
        actor: 'staff',
        query: SUBMIT,
        variables: submitInput({ type: 'retired' }),
        code: 'BAD_USER_INPUT',
        message: /Unknown or inactive request type "retired"/,
      },
      {
        name: 'notes over 2000 characters',
        actor: 'staff',
        query: SUBMIT,
        variables: submitInput({ notes: 'x'.repeat(2001) }),
        code: 'BAD_USER_INPUT',
        message: /^Notes must be at most 2000 characters$/,
      },
      {
        name: 'an empty rejection reason',
        actor: 'manager',
        query: `mutation ($id: ID!) { rejectLeaveRequest(id: $id, reason: "   ") { id } }`,
        variables: { id: '__pending__' },
        code: 'BAD_USER_INPUT',
        message: /^Please provide a rejection reason$/,
      },
      {
        name: 'a page of 101 leave requests',
        actor: 'staff',
        query: `{ leaveRequests(first: 101) { totalCount } }`,
        code: 'BAD_USER_INPUT',
        message: /`first` must be between 0 and 100/,
      },
      {
        name: 'a page of 101 people',
        actor: 'admin',
        query: `{ users(first: 101) { totalCount } }`,
        code: 'BAD_USER_INPUT',
        message: /`first` must be between 0 and 100/,
      },
      {
        name: 'a last page of 101 audit entries',
        actor: 'admin',
        query: `{ auditLogs(last: 101) { totalCount } }`,
        code: 'BAD_USER_INPUT',
        message: /`last` must be between 0 and 100/,
      },
      {
        name: 'a page of 101 balances',
        actor: 'admin',
        query: `{ balances(first: 101) { totalCount } }`,
        code: 'BAD_USER_INPUT',
        message: /`first` must be between 0 and 100/,
      },
      {
        name: 'a negative page size',
        actor: 'staff',
        query: `{ leaveRequests(first: -1) { totalCount } }`,
        code: 'BAD_USER_INPUT',
        message: /`first` must be between 0 and 100/,
      },
      {
        name: 'a forged cursor',
        actor: 'staff',
        query: `{ leaveRequests(after: "bm90LWEtY3Vyc29y") { totalCount } }`,
        code: 'BAD_USER_INPUT',
        message: /`after` is not a valid cursor/,
      },
      {
        name: 'a user filter on a malformed id',
        actor: 'staff',
        query: `{ leaveRequests(filter: { userId: "abc" }) { totalCount } }`,
        code: 'BAD_USER_INPUT',
        message: /userId is not a valid id/,
      },
      {
        name: 'an audit filter from before the calendar',
        actor: 'admin',
        query: `query ($from: DateTime) { auditLogs(filter: { from: $from }) { totalCount } }`,
        variables: { from: '-010000-01-01T00:00:00Z' },
        code: 'BAD_USER_INPUT',
        message: /DateTime must be an ISO 8601 timestamp between the years 1 and 9999/,
      },
      {
        name: 'a NUL character in notes',
        actor: 'staff',
        query: SUBMIT,
        variables: submitInput({ notes: 'half\u0000day' }),
        code: 'BAD_USER_INPUT',
        message: /^Text must not contain NUL/,
      },
    ];

    it.each(cases)('answers $name with $code and changes nothing', async (c) => {
      const variables = JSON.parse(
        JSON.stringify(c.variables ?? {})
          .replace('__balance__', w.balanceId)
          .replace('__pending__', w.pendingId),
      );
      await expectRefused(c.actor, JSON.stringify({ query: c.query, variables }), c.code, c.message);
    });
  });
});
