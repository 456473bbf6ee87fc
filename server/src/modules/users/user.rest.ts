import { badInput, notFound } from '../../lib/errors';
import { bodyOf, bool, id, paging, pageArgs, pagination, param, query, text } from '../../api/input';
import type { RestRoute } from '../../api/route';
import { ROLES, type RoleValue } from './user.entity';
import { userBody } from './user.presenter';
import type { UserService } from './user.service';

function roleOf(value: string | null | undefined, field = 'role'): RoleValue | undefined {
  if (value == null || value === '' || value === 'all') return undefined;
  if (!(ROLES as readonly string[]).includes(value))
    throw badInput(`\`${field}\` must be one of ${ROLES.join(', ')}`, field);
  return value as RoleValue;
}

const listQuery = {
  page: 'page from 1 (default 1)',
  limit: 'rows per page, 1-100 (default 100)',
  search: 'name, email or job title contains',
  role: 'staff, team-lead, manager or admin',
  department: 'only this department',
};

export const userRoutes = ({ users }: { users: UserService }): RestRoute[] => [
  {
    method: 'get',
    path: '/admin/users',
    response: 'User[]',
    summary:
      'People the caller may see (everyone for HR and administrators; a manager sees themselves and their reports), by name, paged.',
    query: listQuery,
    handler: async (req, { actor, viewer }) => {
      const { page, limit } = paging(req, 100);
      const result = await users.connection(
        actor,
        { search: query(req, 'search'), role: roleOf(query(req, 'role')), department: query(req, 'department') },
        undefined,
        pageArgs(page, limit),
      );
      return {
        data: result.edges.map((edge) => userBody(edge.node, viewer)),
        extra: { pagination: pagination(page, limit, result.totalCount) },
      };
    },
  },
  {
    method: 'get',
    path: '/admin/users/:id',
    response: 'User',
    summary: 'One person (first_name, last_name, email, …), when the caller may see them; 404 otherwise.',
    handler: async (req, { actor, viewer }) => {
      const user = await users.get(actor, param(req, 'id'));
      if (!user) throw notFound('User not found');
      return { data: userBody(user, viewer) };
    },
  },
  {
    method: 'post',
    path: '/admin/users',
    statuses: [201],
    response: 'User',
    summary:
      'Creates a person (administrators). Reads first_name, last_name, email, password, department, job_title, is_manager, manager_id and location_id; is_admin and role are set through role management only.',
    body: {
      first_name: 'required',
      last_name: 'required',
      email: 'required',
      password: 'required',
      department: 'required',
      job_title: 'required, at least 3 characters',
      is_manager: 'boolean',
      manager_id: "a manager's id or null",
      location_id: "a location's id, or null for the default location",
      employment_start_date: 'YYYY-MM-DD or null: the first day of employment (that year is prorated)',
      employment_end_date: 'YYYY-MM-DD or null: the last day of employment (that year is prorated)',
    },
    handler: async (req, { actor, viewer }) => {
      const body = bodyOf(req);
      const user = await users.create(actor, {
        employmentStartDate: text(body, 'employment_start_date', 'employmentStartDate'),
        employmentEndDate: text(body, 'employment_end_date', 'employmentEndDate'),
        firstName: text(body, 'first_name', 'firstName') ?? '',
        lastName: text(body, 'last_name', 'lastName') ?? '',
        email: text(body, 'email') ?? '',
        password: text(body, 'password') ?? '',
        department: text(body, 'department') ?? '',
        jobTitle: text(body, 'job_title', 'jobTitle') ?? '',
        isManager: bool(body, 'is_manager', 'isManager'),
        managerId: id(body, 'manager_id', 'managerId') ?? null,
        locationId: id(body, 'location_id', 'locationId') ?? null,
      });
      return { status: 201, data: userBody(user, viewer), message: 'User created successfully' };
    },
  },
  {
    method: 'put',
    path: '/admin/users/:id',
    response: 'User',
    summary:
      'Updates a person (administrators). Reads first_name, last_name, department, job_title, is_manager, manager_id, location_id, workHours, workAddress and the employment dates; email, is_admin and role are not changed here.',
    body: {
      first_name: 'text',
      last_name: 'text',
      department: 'text',
      job_title: 'text',
      is_manager: 'boolean',
      manager_id: "a manager's id or null",
      location_id: "a location's id, or null for the default location",
      employment_start_date: 'YYYY-MM-DD or null',
      employment_end_date: 'YYYY-MM-DD or null',
      workHours: 'text',
      workAddress: 'text',
    },
    handler: async (req, { actor, viewer }) => {
      const body = bodyOf(req);
      const user = await users.update(actor, param(req, 'id'), {
        firstName: text(body, 'first_name', 'firstName'),
        lastName: text(body, 'last_name', 'lastName'),
        department: text(body, 'department'),
        jobTitle: text(body, 'job_title', 'jobTitle'),
        isManager: bool(body, 'is_manager', 'isManager'),
        managerId: id(body, 'manager_id', 'managerId'),
        locationId: id(body, 'location_id', 'locationId'),
        workHours: text(body, 'workHours', 'work_hours'),
        workAddress: text(body, 'workAddress', 'work_address'),
        employmentStartDate: text(body, 'employment_start_date', 'employmentStartDate'),
        employmentEndDate: text(body, 'employment_end_date', 'employmentEndDate'),
      });
      return { data: userBody(user, viewer), message: 'User updated successfully' };
    },
  },
  {
    method: 'put',
    path: '/admin/users/:id/manager',
    response: 'User',
    summary:
      "Assigns a person's manager (administrators); manager_id null removes it. Only people flagged as managers can manage, and no management cycle may form.",
    body: { manager_id: "a manager's id or null" },
    handler: async (req, { actor, viewer }) => {
      const body = bodyOf(req);
      if (
        !Object.prototype.hasOwnProperty.call(body, 'manager_id') &&
        !Object.prototype.hasOwnProperty.call(body, 'managerId')
      )
        throw badInput('`manager_id` is required (null removes the manager)', 'manager_id');
      const user = await users.assignManager(actor, param(req, 'id'), id(body, 'manager_id', 'managerId') ?? null);
      return { data: userBody(user, viewer), message: 'Manager assigned successfully' };
    },
  },
  {
    method: 'get',
    path: '/admin/roles/users',
    summary:
      'Role management list (administrators): data.users with role, flags, department, is_active and last_login; data.pagination. Search and role filter.',
    query: listQuery,
    handler: async (req, { actor, viewer }) => {
      const { page, limit } = paging(req, 100);
      const result = await users.connection(
        actor,
        { search: query(req, 'search'), role: roleOf(query(req, 'role')) },
        undefined,
        pageArgs(page, limit),
      );
      const paged = pagination(page, limit, result.totalCount);
      return {
        data: { users: result.edges.map((edge) => userBody(edge.node, viewer)), pagination: paged },
        extra: { pagination: paged },
      };
    },
  },
  {
    method: 'get',
    path: '/admin/roles/stats',
    summary: 'People per role (administrators): data.roleStats of { role, count, active_count }.',
    handler: async (_req, { actor }) => {
      const stats = await users.roleStats(actor);
      return { data: { roleStats: stats.map((s) => ({ role: s.role, count: s.count, active_count: s.activeCount })) } };
    },
  },
  {
    method: 'put',
    path: '/admin/roles/users/:id/role',
    response: 'User',
    summary:
      "Changes a person's role and flags (administrators): role (staff, team-lead, manager, admin), is_admin, is_manager. Audited as role.updated.",
    body: { role: 'staff, team-lead, manager or admin (required)', is_admin: 'boolean', is_manager: 'boolean' },
    handler: async (req, { actor, viewer }) => {
      const body = bodyOf(req);
      const role = roleOf(text(body, 'role'));
      if (!role) throw badInput('`role` is required', 'role');
      const user = await users.updateRole(actor, param(req, 'id'), {
        role,
        isAdmin: bool(body, 'is_admin', 'isAdmin'),
        isManager: bool(body, 'is_manager', 'isManager'),
      });
      return { data: userBody(user, viewer), message: 'User role updated successfully' };
    },
  },
];
