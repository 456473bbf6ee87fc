import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { daysFromToday, startTestApp, type TestApp } from '../../test/harness';
import { LeaveBalanceEntity } from '../modules/balances/balance.entity';
import { LeaveRequestEntity } from '../modules/leave-requests/leave-request.entity';
import { RequestTypeEntity } from '../modules/request-types/request-type.entity';
import { TeamEntity } from '../modules/teams/team.entity';
import { UserEntity } from '../modules/users/user.entity';
import { rowReader } from './rows';

describe('RowReader reads the entities manager.find reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    const manager = await t.createUser({ isManager: true, role: 'manager', department: 'Ops', workHours: '9-5' });
    const person = await t.createUser({ managerId: manager.id });
    await t.dataSource.query(`INSERT INTO teams (name, description, manager_id) VALUES ('Ops', 'Runs it', $1)`, [
      manager.id,
    ]);
    await t.dataSource.query(
      `INSERT INTO leave_requests (request_id, user_id, request_type_id, status, start_date, end_date, start_half_day, days, balance_year, notes)
       SELECT 'WD-PTO-ROWS-1', $1, id, 'pending', $2::date, $2::date, true, 0.5, extract(year FROM $2::date), 'half a day'
       FROM request_types WHERE name = 'pto'`,
      [person.id, daysFromToday(10)],
    );
  });
  afterAll(() => t.close());

  async function same<T extends ObjectLiteral & { id: string }>(entity: EntityTarget<T>) {
    const expected = await t.dataSource.manager.find(entity, { order: { id: 'ASC' } as never });
    expect(expected.length).toBeGreaterThan(0);
    const read = await rowReader(t.dataSource, entity).byIds(expected.map((row) => row.id));
    read.sort((a, b) => a.id.localeCompare(b.id));
    expect(read).toEqual(expected);
    expect(read.every((row, i) => row.constructor === expected[i].constructor)).toBe(true);
    return read;
  }

  it('people, without their password hash', async () => {
    const users = await same(UserEntity);
    expect(users.every((user) => user.passwordHash === undefined)).toBe(true);
    expect(users.some((user) => user.workHours === '9-5')).toBe(true);
    expect(users[0].createdAt).toBeInstanceOf(Date);
  });

  it('requests with dates as strings and days as numbers', async () => {
    const [request] = await same(LeaveRequestEntity);
    expect(request.days).toBe(0.5);
    expect(request.startDate).toBe(daysFromToday(10));
    expect(request.startHalfDay).toBe(true);
  });

  it('request types, teams and balances', async () => {
    await same(RequestTypeEntity);
    await same(TeamEntity);
    const balances = await same(LeaveBalanceEntity);
    expect(typeof balances[0].totalDays).toBe('number');
  });

  it('ignores ids that are not UUIDs and ids that do not exist', async () => {
    const [user] = await t.dataSource.manager.find(UserEntity, { take: 1 });
    const read = await rowReader(t.dataSource, UserEntity).byIds([
      'not-a-uuid',
      "1'; DROP TABLE users; --",
      '00000000-0000-4000-8000-000000000000',
      user.id,
    ]);
    expect(read.map((row) => row.id)).toEqual([user.id]);
    expect(await rowReader(t.dataSource, UserEntity).byIds(['nope'])).toEqual([]);
  });
});
