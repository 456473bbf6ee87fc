/** Minimal GraphQL calls used to prepare and inspect test data (the UI flows go through the browser). */
export async function gql<T>(baseUrl: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
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
