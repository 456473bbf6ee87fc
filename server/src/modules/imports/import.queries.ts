import type { DataSource, EntityManager } from 'typeorm';
import { UserEntity, type RoleValue } from '../users/model';

/** A person as the import leaves them (the columns it writes). */
export interface PersonValues {
  email: string;
  employeeNumber: string | null;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  department: string | null;
  teamId: string | null;
  role: RoleValue;
  isAdmin: boolean;
  isManager: boolean;
  locationId: string | null;
  employmentStartDate: string | null;
}

/** A person already in the organisation, as the people import compares rows with them. */
export interface ExistingPerson extends PersonValues {
  id: string;
  managerId: string | null;
  isActive: boolean;
}

/** One person as the people import writes them (`id` null for someone new). */
export interface PersonRecord {
  id: string | null;
  email: string;
  employee_number: string | null;
  first_name: string;
  last_name: string;
  job_title: string | null;
  department: string | null;
  team_id: string | null;
  role: string;
  is_admin: boolean;
  is_manager: boolean;
  location_id: string | null;
  employment_start_date: string | null;
}

const RECORD = `id uuid, email text, employee_number text, first_name text, last_name text, job_title text, department text,
  team_id uuid, role text, is_admin boolean, is_manager boolean, location_id uuid, employment_start_date date`;

/** The imports' SQL, in one place: the service keeps the transaction and the locks around an import. */
export const importQueries = {
  /** One import at a time, and no manager assignment beside it, until the transaction ends. */
  async lockImports(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('leavewise.imports'))`);
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('leavewise.manager-assignment'))`);
  },

  /** Everyone, in the people import's fields. */
  peopleForExport: (dataSource: DataSource): Promise<Record<string, string | null>[]> =>
    dataSource.query(
      `SELECT u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.employee_number AS "employeeNumber",
              u.job_title AS "jobTitle", u.department, t.name AS team, m.email AS "managerEmail", u.role,
              coalesce(l.name, d.name) AS location, to_char(u.employment_start_date, 'YYYY-MM-DD') AS "employmentStartDate"
         FROM users u LEFT JOIN teams t ON t.id = u.team_id LEFT JOIN users m ON m.id = u.manager_id
         LEFT JOIN locations l ON l.id = u.location_id LEFT JOIN locations d ON d.is_default
        ORDER BY lower(u.email)`,
    ),

  /** A year's stored balances, in the balance import's fields (days taken and available). */
  balancesForExport: (dataSource: DataSource, year: number): Promise<Record<string, string | number | null>[]> =>
    dataSource.query(
      `SELECT u.email, t.display_name AS "leaveType", b.year, b.used_days::float AS "daysTaken",
              (b.total_days - b.used_days - b.pending_days)::float AS available
         FROM leave_balances b JOIN users u ON u.id = b.user_id JOIN request_types t ON t.id = b.request_type_id
        WHERE b.year = $1 ORDER BY lower(u.email), t.display_name`,
      [year],
    ),

  /** The people with these emails (lower case), in any case. */
  peopleByEmail: (manager: EntityManager, emails: string[]): Promise<UserEntity[]> =>
    emails.length
      ? manager.createQueryBuilder(UserEntity, 'u').where('lower(u.email) IN (:...emails)', { emails }).getMany()
      : Promise.resolve([]),

  /** The days a balance's opening entries added to its total. */
  async openingTotal(manager: EntityManager, balanceId: string): Promise<number> {
    const [opening]: { total: number }[] = await manager.query(
      `SELECT coalesce(sum(days) FILTER (WHERE bucket = 'total'), 0)::float AS total
         FROM leave_ledger_entries WHERE balance_id = $1 AND kind = 'opening'`,
      [balanceId],
    );
    return opening.total;
  },

  /** Everyone, the teams and the locations, as the people import matches rows against them. */
  async organisation(manager: EntityManager): Promise<{
    people: ExistingPerson[];
    teams: { id: string; name: string }[];
    locations: { id: string; name: string; is_default: boolean }[];
  }> {
    const people: ExistingPerson[] = await manager.query(
      `SELECT id, email, employee_number AS "employeeNumber", first_name AS "firstName", last_name AS "lastName",
              job_title AS "jobTitle", department, team_id AS "teamId", role, is_admin AS "isAdmin", is_manager AS "isManager",
              location_id AS "locationId", to_char(employment_start_date, 'YYYY-MM-DD') AS "employmentStartDate",
              manager_id AS "managerId", is_active AS "isActive"
         FROM users`,
    );
    const teams: { id: string; name: string }[] = await manager.query(`SELECT id, name FROM teams`);
    const locations: { id: string; name: string; is_default: boolean }[] = await manager.query(
      `SELECT id, name, is_default FROM locations`,
    );
    return { people, teams, locations };
  },

  /** Adds these people without a password (they sign in through single sign-on or the set-password email). */
  insertPeople: (manager: EntityManager, records: PersonRecord[]): Promise<{ id: string; email: string }[]> =>
    manager.query(
      `INSERT INTO users (email, employee_number, first_name, last_name, job_title, department, team_id, role, is_admin,
         is_manager, location_id, employment_start_date, password_hash)
       SELECT email, employee_number, first_name, last_name, job_title, department, team_id, role, is_admin,
         is_manager, location_id, employment_start_date, NULL
         FROM jsonb_to_recordset($1::jsonb) AS r(${RECORD})
       RETURNING id, email`,
      [JSON.stringify(records)],
    ),

  async updatePeople(manager: EntityManager, records: PersonRecord[]): Promise<void> {
    await manager.query(
      `UPDATE users u SET email = r.email, employee_number = r.employee_number, first_name = r.first_name,
         last_name = r.last_name, job_title = r.job_title, department = r.department, team_id = r.team_id, role = r.role,
         is_admin = r.is_admin, is_manager = r.is_manager, location_id = r.location_id,
         employment_start_date = r.employment_start_date, updated_at = now()
       FROM jsonb_to_recordset($1::jsonb) AS r(${RECORD}) WHERE u.id = r.id`,
      [JSON.stringify(records)],
    );
  },

  /** Gives each person the manager with that email (lower case). */
  async setManagers(
    manager: EntityManager,
    pairs: { id: string | null; manager_email: string | null }[],
  ): Promise<void> {
    await manager.query(
      `UPDATE users u SET manager_id = m.id
         FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, manager_email text)
         JOIN users m ON lower(m.email) = r.manager_email
        WHERE u.id = r.id AND u.manager_id IS DISTINCT FROM m.id`,
      [JSON.stringify(pairs)],
    );
  },
};
