// The organisation of the scale fan-out benchmark, generated in SQL, and who may see whose events.
import type { Client } from 'pg';

export interface Person {
  id: string;
  kind: 'tool' | 'director' | 'manager' | 'staff';
  managerId: string | null;
}

export interface Organisation {
  people: Person[];
  byId: Map<string, Person>;
  tools: Person[];
  managers: Person[];
  staff: Person[];
  /** Everyone who may see the events of a person's requests: themselves, their line upwards, the tools. */
  audienceOf(personId: string): string[];
}

/** The mix: a tool per thousand people, a director per 500, a line manager per 25, the rest staff. */
export function organisationShape(size: number) {
  const tools = Math.max(2, Math.round(size / 1000));
  const directors = Math.max(1, Math.round(size / 500));
  const managers = Math.max(2, Math.round(size / 25));
  return { tools, directors, managers, staff: size - tools - directors - managers };
}

/** Inserts `size` people: tools (administrators), directors, line managers with a team each, and staff. */
export async function generateOrganisation(db: Client, size: number): Promise<Organisation> {
  const shape = organisationShape(size);
  await db.query(
    `INSERT INTO users (email, first_name, last_name, is_admin, role)
     SELECT 'tool' || n || '@scale.bench', 'Tool', 'No ' || n, true, 'admin' FROM generate_series(1, $1) n`,
    [shape.tools],
  );
  await db.query(
    `INSERT INTO users (email, first_name, last_name, is_manager, role, department)
     SELECT 'director' || n || '@scale.bench', 'Dana', 'Director ' || n, true, 'manager', 'Division ' || n
     FROM generate_series(1, $1) n`,
    [shape.directors],
  );
  await db.query(
    `WITH d AS (SELECT id, department, row_number() OVER (ORDER BY email) - 1 AS k
                FROM users WHERE email LIKE 'director%@scale.bench')
     INSERT INTO users (email, first_name, last_name, is_manager, role, manager_id, department)
     SELECT 'manager' || n || '@scale.bench', 'Mo', 'Manager ' || n, true, 'manager', d.id, d.department
     FROM generate_series(1, $1) n JOIN d ON d.k = n % $2`,
    [shape.managers, shape.directors],
  );
  await db.query(
    `INSERT INTO teams (name, description, manager_id)
     SELECT 'Team of ' || last_name, 'Scale benchmark team', id FROM users WHERE email LIKE 'manager%@scale.bench'`,
  );
  await db.query(
    `WITH m AS (SELECT u.id, u.department, t.id AS team_id, row_number() OVER (ORDER BY u.email) - 1 AS k
                FROM users u JOIN teams t ON t.manager_id = u.id WHERE u.email LIKE 'manager%@scale.bench')
     INSERT INTO users (email, first_name, last_name, manager_id, team_id, department)
     SELECT 'staff' || n || '@scale.bench', 'Sam', 'Staff ' || n, m.id, m.team_id, m.department
     FROM generate_series(1, $1) n JOIN m ON m.k = n % $2`,
    [shape.staff, shape.managers],
  );
  await db.query(`UPDATE users SET team_id = t.id FROM teams t WHERE t.manager_id = users.id`);
  const rows: { id: string; email: string; manager_id: string | null }[] = (
    await db.query(`SELECT id, email, manager_id FROM users WHERE email LIKE '%@scale.bench' ORDER BY email`)
  ).rows;
  const people = rows
    .map((row) => ({
      id: row.id,
      kind: row.email.replace(/\d.*$/, '') as Person['kind'],
      number: Number(/\d+/.exec(row.email)![0]),
      managerId: row.manager_id,
    }))
    .sort((a, b) => a.number - b.number);
  const byId = new Map(people.map((person) => [person.id, person]));
  const tools = people.filter((p) => p.kind === 'tool');
  const toolIds = tools.map((p) => p.id);
  return {
    people,
    byId,
    tools,
    managers: people.filter((p) => p.kind === 'manager'),
    // By number: consecutive staff have different managers.
    staff: people.filter((p) => p.kind === 'staff'),
    audienceOf(personId) {
      const audience = [personId];
      for (let p = byId.get(personId); p?.managerId; p = byId.get(p.managerId)) audience.push(p.managerId);
      return [...audience, ...toolIds];
    },
  };
}
