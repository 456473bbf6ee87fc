/** Minimal GraphQL calls used to prepare and inspect test data (the UI flows go through the browser). */
export async function gql<T>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data as T;
}

export interface Session {
  token: string;
  user: Record<string, unknown> & { id: string };
}

export async function apiLogin(baseUrl: string, email: string, password: string): Promise<Session> {
  const data = await gql<{ login: Session }>(
    baseUrl,
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token user { id email firstName lastName fullName role isAdmin isManager isHr } } }',
    { email, password },
  );
  return data.login;
}

export const DEMO_PASSWORD = 'leavewise-demo';
export const DEMO = {
  admin: 'admin@leavewise.local',
  hr: 'hr@leavewise.local',
  manager: 'maya.manager@leavewise.local',
  lead: 'tara.lead@leavewise.local',
  staff: 'sam.staff@leavewise.local',
  staffOfManager: 'emma.staff@leavewise.local',
  noManager: 'ava.staff@leavewise.local',
} as const;

export interface TestPerson {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let counter = 0;

/** A new staff member created by the demo administrator, optionally reporting to a manager. */
export async function createPerson(
  baseUrl: string,
  options: { managerEmail?: string; firstName?: string } = {},
): Promise<TestPerson> {
  const admin = await apiLogin(baseUrl, DEMO.admin, DEMO_PASSWORD);
  let managerId: string | null = null;
  if (options.managerEmail) {
    const found = await gql<{ users: { edges: { node: { id: string } }[] } }>(
      baseUrl,
      'query ($search: String!) { users(first: 1, filter: { search: $search }) { edges { node { id } } } }',
      { search: options.managerEmail },
      admin.token,
    );
    managerId = found.users.edges[0].node.id;
  }
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  const person = {
    email: `e2e-${stamp}@example.com`,
    password: 'e2e-password-1',
    firstName: options.firstName ?? 'Robin',
    lastName: `Tester${stamp}`,
  };
  const created = await gql<{ createUser: { id: string } }>(
    baseUrl,
    'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }',
    { input: { ...person, department: 'Engineering', jobTitle: 'Software Engineer', managerId } },
    admin.token,
  );
  return { ...person, id: created.createUser.id };
}

/** Dates for a short request that stays in the current year (so the dashboard's balance shows it). */
export function requestDates(lengthDays = 3): { start: string; end: string; days: number } {
  const now = new Date();
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + lengthDays - 1);
  if (end.getFullYear() !== start.getFullYear()) end.setTime(new Date(start.getFullYear(), 11, 31).getTime());
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return { start: iso(start), end: iso(end), days: Math.round((end.getTime() - start.getTime()) / 86_400_000) + 1 };
}
