import type { TestApp } from './harness';
import type { UserEntity } from '../src/modules/users/user.entity';

/** A SCIM client for tests: bearer token, SCIM content type, the answer's status, headers and body. */
export function scimClient(t: TestApp, token: string | null) {
  return async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- SCIM documents of many shapes, read freely
  ): Promise<{ status: number; body: any; headers: Headers }> => {
    const response = await fetch(`${t.url}/scim/v2${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/scim+json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  };
}

/** A provisioning token of `admin`, created as an administrator creates one. */
export async function provisioningToken(t: TestApp, admin: UserEntity): Promise<string> {
  const { token } = await t.services.apiTokens.create(
    { user: admin, ip: null },
    { name: 'Entra ID provisioning', scopes: ['scim:provision'] },
  );
  return token;
}
