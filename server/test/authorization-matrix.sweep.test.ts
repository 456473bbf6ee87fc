import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputType,
} from 'graphql';
import type { OperationRule } from '../src/auth/policy';
import { SCHEMA_PATH } from '../src/graphql/schema';
import { UserEntity } from '../src/modules/users/user.entity';
import { buildOrganisation, issueToken, type OrganisationRole } from './factories';
import { startTestApp, type TestApp } from './harness';
import { MATRIX_RULES, NOT_SWEPT } from './authorization-matrix.rules';

/**
 * Every operation of the matrix (authorization-matrix.rules.ts), called by a person of each role and by
 * nobody: the roles its rule admits get past it, the others are refused — UNAUTHENTICATED without a
 * session, FORBIDDEN (and audited) with one. Calls carry placeholder arguments (an id nobody has, the
 * first value of an enum, …): what an admitted call then does is the operation's own tests' business;
 * here it only must not be the rule's refusal.
 */

type Caller = OrganisationRole | 'anonymous';
/** Who each rule admits, among the callers. */
const ADMITS: Record<OperationRule, Caller[]> = {
  anyone: ['anonymous', 'staff', 'lead', 'manager', 'hr', 'admin'],
  signedIn: ['staff', 'lead', 'manager', 'hr', 'admin'],
  approver: ['lead', 'manager', 'hr', 'admin'],
  reportReader: ['manager', 'hr', 'admin'],
  hrOrAdmin: ['hr', 'admin'],
  admin: ['admin'],
};
/** Administrators last: their admitted calls reach the most, so they run after everyone else's. */
const CALLERS: Caller[] = ['anonymous', 'staff', 'lead', 'manager', 'hr', 'admin'];
/** The rule's refusals, as graphql/schema.ts and rest/router.ts answer them. */
const SIGN_IN_NEEDED = 'Authentication required';
const NOT_ALLOWED = 'You are not allowed to do that';
/** An id no row has. */
const NOBODY = '7d1f0c2e-5b8a-4c3e-9f61-2a4b6c8d0e1f';
/**
 * Routes whose `:id` is the caller's own: what they allow on somebody else's id is an object check
 * (a person exports their own data; authorization-matrix/ and the privacy tests follow others').
 */
const OWN_ID = new Set(['GET /users/:id/export']);

const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));

/** A placeholder literal of an input type: required input fields filled, lists empty. */
function placeholder(type: GraphQLInputType): string {
  if (isNonNullType(type)) return placeholder(type.ofType);
  if (isListType(type)) return '[]';
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) return `{ ${requiredArguments(Object.values(type.getFields()))} }`;
  const scalars: Record<string, string> = {
    ID: `"${NOBODY}"`,
    Int: '1',
    Float: '1',
    Boolean: 'false',
    Date: '"2031-01-06"',
    DateTime: '"2031-01-06T09:00:00.000Z"',
    JSON: '{}',
  };
  return scalars[type.name] ?? '"matrix"';
}

const requiredArguments = (args: readonly (GraphQLArgument | GraphQLInputField)[]): string =>
  args
    .filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)
    .map((arg) => `${arg.name}: ${placeholder(arg.type)}`)
    .join(', ');

/** The document calling a Query or Mutation root field with placeholder arguments. */
function documentFor(operation: string): string {
  const [type, name] = operation.split('.');
  const root = type === 'Query' ? schema.getQueryType()! : schema.getMutationType()!;
  const field = root.getFields()[name];
  const args = requiredArguments(field.args);
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${type === 'Query' ? 'query' : 'mutation'} { ${name}${args ? `(${args})` : ''}${selection} }`;
}

/** How the rule answered a call: refused (and how), or let through to the operation. */
type Outcome = 'admitted' | 'UNAUTHENTICATED' | 'FORBIDDEN';

const swept = (Object.entries(MATRIX_RULES) as [OperationRule, string[]][]).flatMap(([rule, operations]) =>
  operations.filter((operation) => !(operation in NOT_SWEPT)).map((operation) => ({ operation, rule })),
);

describe('the authorization matrix, swept over every operation', () => {
  let t: TestApp;
  const people = {} as Record<OrganisationRole, UserEntity>;

  beforeAll(async () => {
    t = await startTestApp();
    Object.assign(
      people,
      await buildOrganisation(t, { admin: {}, hr: {}, manager: {}, lead: {}, staff: {} }, { signIn: 'issue' }),
    );
  });
  afterAll(() => t.close());

  /** A token of the caller's as they are now (a call before may have ended their sessions). */
  async function tokenOf(caller: Caller): Promise<string | null> {
    if (caller === 'anonymous') return null;
    const person = await t.dataSource.manager.findOneByOrFail(UserEntity, { id: people[caller].id });
    return issueToken(t, person);
  }

  async function graphql(operation: string, token: string | null): Promise<Outcome> {
    const result = await t.gql(documentFor(operation), {}, token);
    const refusal = result.errors?.find(
      (error) =>
        (error.extensions?.code === 'UNAUTHENTICATED' && error.message === SIGN_IN_NEEDED) ||
        (error.extensions?.code === 'FORBIDDEN' && error.message === NOT_ALLOWED),
    );
    return refusal ? (refusal.extensions!.code as Outcome) : 'admitted';
  }

  async function rest(operation: string, caller: Caller, token: string | null): Promise<Outcome> {
    const [method, path] = operation.split(' ');
    const id = OWN_ID.has(operation) && caller !== 'anonymous' ? people[caller].id : NOBODY;
    const response = await fetch(`${t.url}/api${path.replace(/:\w+/g, id)}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
      },
      ...(method === 'GET' ? {} : { body: '{}' }),
    });
    const text = await response.text();
    let message: unknown;
    try {
      message = (JSON.parse(text) as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    if (response.status === 401 && message === SIGN_IN_NEEDED) return 'UNAUTHENTICATED';
    if (response.status === 403 && message === NOT_ALLOWED) return 'FORBIDDEN';
    return 'admitted';
  }

  /** The rule refusals audited for a person, per operation. */
  async function auditedRefusals(caller: OrganisationRole): Promise<Record<string, number>> {
    const rows: { operation: string; count: number }[] = await t.dataSource.query(
      `SELECT details->>'operation' AS operation, count(*)::int AS count FROM audit_logs
       WHERE action = 'authorization.denied' AND actor_id = $1 AND details->>'reason' = $2 GROUP BY 1`,
      [people[caller].id, NOT_ALLOWED],
    );
    return Object.fromEntries(rows.map((row) => [row.operation, row.count]));
  }

  it('sweeps every operation but the few it names a reason for', () => {
    expect(swept.length).toBeGreaterThan(200);
  });

  it.each(CALLERS)(
    'admits %s exactly where each rule says, refuses them elsewhere, and audits each refusal',
    async (caller) => {
      const differences: string[] = [];
      const refused: string[] = [];
      for (const { operation, rule } of swept) {
        const token = await tokenOf(caller);
        const outcome = /^[A-Z]+ \//.test(operation)
          ? await rest(operation, caller, token)
          : await graphql(operation, token);
        const expected: Outcome = ADMITS[rule].includes(caller)
          ? 'admitted'
          : caller === 'anonymous'
            ? 'UNAUTHENTICATED'
            : 'FORBIDDEN';
        if (outcome !== expected) differences.push(`${operation} (${rule}): ${outcome}, expected ${expected}`);
        if (expected === 'FORBIDDEN') refused.push(operation);
      }
      expect(differences).toEqual([]);
      if (caller === 'anonymous') return;
      // Each refusal left exactly one row in the audit trail, under the operation's name; nothing admitted did.
      expect(await auditedRefusals(caller)).toEqual(Object.fromEntries(refused.map((operation) => [operation, 1])));
    },
  );
});
