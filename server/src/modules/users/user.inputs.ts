/** What the people service takes: list filters and the fields of a person to create or change. */
import type { RoleValue } from './user.entity';

export interface UserFilter {
  search?: string | null;
  department?: string | null;
  role?: RoleValue | null;
  isActive?: boolean | null;
  isManager?: boolean | null;
  managerId?: string | null;
  teamId?: string | null;
  locationId?: string | null;
}

export type UserOrderField = 'name' | 'email' | 'department' | 'created_at';

export interface CreateUserInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  department: string;
  jobTitle: string;
  isManager?: boolean | null;
  managerId?: string | null;
  role?: RoleValue | null;
  isAdmin?: boolean | null;
  teamId?: string | null;
  locationId?: string | null;
  employmentStartDate?: string | null;
  employmentEndDate?: string | null;
}

export interface UpdateUserInput {
  firstName?: string | null;
  lastName?: string | null;
  department?: string | null;
  jobTitle?: string | null;
  isManager?: boolean | null;
  managerId?: string | null;
  teamId?: string | null;
  locationId?: string | null;
  workHours?: string | null;
  workAddress?: string | null;
  employmentStartDate?: string | null;
  employmentEndDate?: string | null;
}
