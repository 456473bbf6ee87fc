import type { Loaders } from '../../context';
import { field, presenter } from '../../api/presenter';
import type { RequestTypeEntity } from '../request-types';
import type { UserEntity } from '../users/model';
import { availableDays, balanceStatus } from './balance-figures';
import type { LeaveBalanceEntity } from './balance.entity';

/** What a balance's answer is read from: the balance, its type and its person. */
export interface BalanceSource {
  balance: LeaveBalanceEntity;
  type: RequestTypeEntity | null;
  user: UserEntity | null;
}

export const balanceSourceOf = async (balance: LeaveBalanceEntity, loaders: Loaders): Promise<BalanceSource> => {
  const [type, user] = await Promise.all([
    loaders.requestType.load(balance.requestTypeId),
    loaders.user.load(balance.userId),
  ]);
  return { balance, type, user };
};

/** A balance row as the admin table reads it (spec §3 "PTO balance (admin)"). */
export const balancePresenter = presenter<BalanceSource>({
  id: field.text(({ balance }) => balance.id),
  user_id: field.text(({ balance }) => balance.userId),
  type: field.shaped({ type: 'string' }, ({ type }) => type?.name ?? null),
  year: field.number(({ balance }) => balance.year),
  total_days: field.number(({ balance }) => balance.totalDays),
  used_days: field.number(({ balance }) => balance.usedDays),
  pending_days: field.number(({ balance }) => balance.pendingDays),
  available_days: field.number(({ balance }) => availableDays(balance)),
  status: field.text(({ balance }) => balanceStatus(balance)),
  is_low: field.boolean(({ balance }) => balanceStatus(balance) === 'low'),
  // The unit of the figures: hours for a type counted in hours.
  unit: field.shaped({ type: 'string', enum: ['days', 'hours'] }, ({ type }) => type?.unit ?? 'days'),
  first_name: field.textOrNull(({ user }) => user?.firstName ?? null),
  last_name: field.textOrNull(({ user }) => user?.lastName ?? null),
  email: field.textOrNull(({ user }) => user?.email ?? null),
  department: field.textOrNull(({ user }) => user?.department ?? null),
});
