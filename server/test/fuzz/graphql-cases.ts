import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from 'graphql';
import { allowsOperation } from '../../src/auth/policy';
import { ALL_OPERATION_RULES } from '../../src/rules';
import { buildSchema } from '../../src/graphql/schema';
import type { UserEntity } from '../../src/modules/users/user.entity';
import { currentYear } from '../../src/modules/users/user.service';
import { buildAdmin, buildManager, buildStaff, buildTeam, buildUser, issueToken, submitRequest } from '../factories';
import { daysFromToday, type TestApp } from '../harness';
import {
  HOSTILE_BOOLEAN,
  HOSTILE_DATE,
  HOSTILE_DATE_TIME,
  HOSTILE_ENUM,
  HOSTILE_FLOAT,
  HOSTILE_ID,
  HOSTILE_INT,
  HOSTILE_JSON_VALUE,
  HOSTILE_OBJECT,
  HOSTILE_TEXT,
  seededRandom,
  seededUuid,
  uniqueEmail,
} from './fuzz-support';

/**
 * The GraphQL fuzz's cases, whatever carries them (HTTP, graphql-ws): every root field of the schema
 * with hostile values in each argument and in each field of its input objects (one at a time, the rest
 * plausible), as an anonymous caller, a staff member and an administrator, against real objects made
 * by setUpFuzzFixtures. One module instance per test file: the seeded source runs the same way each time.
 */

export type Caller = 'anonymous' | 'staff' | 'admin';
type Path = (string | number)[];

export const schema = buildSchema();
export const random = seededRandom();
/**
 * Hostile values per slot sent by a caller the operation's rule refuses (FORBIDDEN or UNAUTHENTICATED
 * before any input is read): a sample, to show the refusal holds whatever the input.
 */
const REFUSED_SAMPLE = 3;
/** Nesting of input objects followed when choosing slots. */
const MAX_SLOT_DEPTH = 3;

/** Ids of real objects, so hostile values meet the code past the "not found" check. */
const ids: Record<string, string> = {};

function idFor(name: string, field: GraphQLField<unknown, unknown>): string {
  const byName: Record<string, string | undefined> = {
    userId: ids.user,
    managerId: ids.manager,
    actorId: ids.admin,
    teamId: ids.team,
    webhookId: ids.webhook,
    memberIds: ids.user,
    ids: ids.request,
  };
  if (byName[name]) return byName[name]!;
  const returned = getNamedType(field.type).name;
  const byType: Record<string, string | undefined> = {
    User: ids.user,
    Team: ids.team,
    RequestType: ids.requestType,
    LeaveRequest: ids.request,
    LeaveBalance: ids.balance,
    Holiday: ids.holiday,
    Notification: ids.notification,
    ApiToken: ids.apiToken,
    Webhook: ids.webhook,
    AuditLog: ids.auditLog,
  };
  return byType[returned] ?? seededUuid(random);
}

/** A plausible value for a leaf, by its type and the name of its argument or field. */
function plausibleLeaf(typeName: string, name: string, field: GraphQLField<unknown, unknown>): unknown {
  switch (typeName) {
    case 'ID':
      return idFor(name, field);
    case 'String': {
      const byName: Record<string, () => string> = {
        email: uniqueEmail,
        password: () => 'correct-horse-battery-staple',
        url: () => 'https://example.com/hooks/leavewise',
        type: () => 'pto',
        role: () => 'staff',
        department: () => 'Engineering',
        scopes: () => 'read:requests',
        color: () => '#3B82F6',
        icon: () => 'calendar',
        action: () => 'user.created',
        resourceType: () => 'user',
        workHours: () => 'Flexible Hours',
      };
      return (byName[name] ?? (() => 'Fuzzy Value'))();
    }
    case 'Int':
      return { year: currentYear(), first: 5, last: 5, page: 1, periodDays: 30 }[name] ?? 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'Date':
      return /end|to/i.test(name) ? daysFromToday(31) : daysFromToday(30);
    case 'DateTime':
      return name === 'expiresAt' ? new Date(Date.now() + 86_400_000).toISOString() : new Date().toISOString();
    case 'JSON':
      return {};
    default:
      return null;
  }
}

/** The plausible value of an input type (required input fields filled, optional ones left out). */
function plausible(type: GraphQLInputType, name: string, field: GraphQLField<unknown, unknown>): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [plausible(nullable.ofType, name, field)];
  if (isEnumType(nullable)) return nullable.getValues()[0].name;
  if (isInputObjectType(nullable)) {
    const value: Record<string, unknown> = {};
    for (const inner of Object.values(nullable.getFields()))
      if (isNonNullType(inner.type)) value[inner.name] = plausible(inner.type, inner.name, field);
    return value;
  }
  return plausibleLeaf(nullable.name, name, field);
}

/** `count` values drawn from `values` by the seeded source. */
function sample<T>(values: T[], count: number): T[] {
  const pool = [...values];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return chosen;
}

/** Hostile values for a slot of this type (null among them: for a required slot it must be refused). */
function hostileValues(type: GraphQLInputType): unknown[] {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [[], 'not a list', Array.from({ length: 60 }, () => null), null];
  if (isInputObjectType(nullable)) return [...HOSTILE_OBJECT, null];
  if (isEnumType(nullable)) {
    const values = nullable.getValues().map((value) => value.name);
    return [...HOSTILE_ENUM, values[values.length - 1], null];
  }
  if (isScalarType(nullable)) {
    const pools: Record<string, unknown[]> = {
      String: HOSTILE_TEXT,
      ID: HOSTILE_ID,
      Int: HOSTILE_INT,
      Float: HOSTILE_FLOAT,
      Boolean: HOSTILE_BOOLEAN,
      Date: HOSTILE_DATE,
      DateTime: HOSTILE_DATE_TIME,
      JSON: HOSTILE_JSON_VALUE,
    };
    return [...(pools[nullable.name] ?? HOSTILE_TEXT), null];
  }
  return [null];
}

interface Slot {
  path: Path;
  type: GraphQLInputType;
}

/** Every place a hostile value can go: each argument, each field of its input objects, each list item. */
function slotsOf(type: GraphQLInputType, path: Path, depth = 0): Slot[] {
  const slots: Slot[] = [{ path, type }];
  if (depth >= MAX_SLOT_DEPTH) return slots;
  const nullable = getNullableType(type);
  if (isListType(nullable)) slots.push(...slotsOf(nullable.ofType, [...path, 0], depth + 1));
  if (isInputObjectType(nullable))
    for (const inner of Object.values(nullable.getFields()))
      slots.push(...slotsOf(inner.type, [...path, inner.name], depth + 1));
  return slots;
}

/** The leaf fields of a return type worth reading back (scalars without required arguments). */
function selectionFor(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (!isCompositeType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const leaves = Object.values(named.getFields())
    .filter((field) => isLeafType(getNamedType(field.type)) && field.args.every((arg) => !isNonNullType(arg.type)))
    .map((field) => field.name);
  return `{ __typename ${leaves.join(' ')} }`;
}

/** Sets `value` at `path` inside `variables`, building plausible parents on the way. */
function withValueAt(
  variables: Record<string, unknown>,
  path: Path,
  value: unknown,
  args: readonly GraphQLArgument[],
  field: GraphQLField<unknown, unknown>,
): Record<string, unknown> {
  const copy = structuredClone(variables);
  let target: Record<string | number, unknown> = copy;
  let type: GraphQLInputType = args.find((arg) => arg.name === path[0])!.type;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i];
    const nullable = getNullableType(type);
    const nextKey = path[i + 1];
    const nextType: GraphQLInputType = isListType(nullable)
      ? nullable.ofType
      : isInputObjectType(nullable)
        ? nullable.getFields()[String(nextKey)].type
        : type;
    if (target[key] === null || typeof target[key] !== 'object')
      target[key] = plausible(type, String(key), field) ?? (isListType(nullable) ? [] : {});
    target = target[key] as Record<string | number, unknown>;
    if (isListType(nullable) && !(0 in target)) target[0] = plausible(nextType, String(key), field);
    type = nextType;
  }
  target[path[path.length - 1]] = value;
  return copy;
}

export interface FuzzFixtures {
  tokens: Record<Caller, string | null>;
  users: Record<Caller, UserEntity | null>;
  /** A person of no importance: `logout` is fuzzed with their token, so the callers stay signed in. */
  throwawayToken: string;
}

/** Makes the people and objects the cases name (their ids go into the plausible values). */
export async function setUpFuzzFixtures(t: TestApp): Promise<FuzzFixtures> {
  const admin = await buildAdmin(t, { department: 'Operations' });
  const manager = await buildManager(t, { jobTitle: 'Engineering Manager' });
  const staff = await buildStaff(t, manager);
  const target = await buildStaff(t, manager);
  const throwaway = await buildUser(t);
  const adminToken = await issueToken(t, admin);
  const tokens: Record<Caller, string | null> = {
    anonymous: null,
    staff: await issueToken(t, staff),
    admin: adminToken,
  };
  Object.assign(ids, { admin: admin.id, manager: manager.id, user: target.id });
  const users: Record<Caller, UserEntity | null> = { anonymous: null, staff, admin };
  const throwawayToken = await issueToken(t, throwaway);

  const made = async <T>(query: string, variables: Record<string, unknown>, token: string | null): Promise<T> => {
    const result = await t.gql<T>(query, variables, token);
    if (result.errors) throw new Error(`fixture failed: ${JSON.stringify(result.errors)}`);
    return result.data!;
  };
  ids.request = (
    await submitRequest(t, await issueToken(t, target), { startDate: daysFromToday(60), endDate: daysFromToday(61) })
  ).id;
  ids.team = await buildTeam(t, adminToken, { name: 'Fuzz team', description: 'A team to fuzz' });
  ids.requestType = (
    await made<{ createRequestType: { id: string } }>(
      `mutation { createRequestType(input: { name: "fuzz", displayName: "Fuzz", maxDaysPerYear: 5, accrualRate: 0 }) { id } }`,
      {},
      tokens.admin,
    )
  ).createRequestType.id;
  ids.holiday = (
    await made<{ addHoliday: { id: string } }>(
      `mutation ($date: Date!) { addHoliday(input: { date: $date, name: "Fuzz day" }) { id } }`,
      { date: daysFromToday(90) },
      tokens.admin,
    )
  ).addHoliday.id;
  ids.apiToken = (
    await made<{ createApiToken: { apiToken: { id: string } } }>(
      `mutation { createApiToken(input: { name: "fuzz", scopes: ["read:requests"] }) { apiToken { id } } }`,
      {},
      tokens.admin,
    )
  ).createApiToken.apiToken.id;
  ids.webhook = (
    await made<{ createWebhook: { webhook: { id: string } } }>(
      `mutation { createWebhook(input: { url: "https://example.com/hook", events: [APPROVED] }) { webhook { id } } }`,
      {},
      tokens.admin,
    )
  ).createWebhook.webhook.id;
  [{ id: ids.balance }] = await t.dataSource.query(`SELECT id FROM leave_balances WHERE user_id = $1 LIMIT 1`, [
    target.id,
  ]);
  [{ id: ids.notification } = { id: seededUuid(random) }] = await t.dataSource.query(
    `SELECT id FROM notifications LIMIT 1`,
  );
  [{ id: ids.auditLog }] = await t.dataSource.query(`SELECT id FROM audit_logs LIMIT 1`);
  return { tokens, users, throwawayToken };
}

/** One GraphQL request of the fuzz. */
export interface FuzzCase {
  caller: Caller;
  /** The root field, as `Query.viewer`. */
  label: string;
  query: string;
  variables: Record<string, unknown>;
}

/**
 * The cases for every field of `roots`: each caller's plausible call, every hostile value once (by one of
 * the callers the field's rule lets in, a seeded choice), a sample by the callers it refuses, and hostile
 * text written into the document instead of a variable. Fields open to anyone are fuzzed by the first
 * caller (as HTTP fuzzes sign-in and registration anonymously).
 */
export function fuzzCases(
  roots: GraphQLObjectType[],
  users: Record<Caller, UserEntity | null>,
  callers: Caller[],
): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const send = (caller: Caller, label: string, query: string, variables: Record<string, unknown>) =>
    cases.push({ caller, label, query, variables });
  for (const root of roots) {
    for (const field of Object.values(root.getFields())) {
      const label = `${root.name}.${field.name}`;
      const keyword =
        root === schema.getMutationType()
          ? 'mutation'
          : root === schema.getSubscriptionType()
            ? 'subscription'
            : 'query';
      /** The operation, with arguments as variables except those given as literals. */
      const document = (literals: Record<string, unknown> = {}) => {
        const variables = field.args.filter((arg) => !(arg.name in literals));
        const declarations = variables.map((arg) => `$${arg.name}: ${arg.type}`).join(', ');
        const call = field.args
          .map((arg) => `${arg.name}: ${arg.name in literals ? JSON.stringify(literals[arg.name]) : `$${arg.name}`}`)
          .join(', ');
        return `${keyword} Fuzz${declarations ? `(${declarations})` : ''} { ${field.name}${call ? `(${call})` : ''} ${selectionFor(field.type)} }`;
      };
      const query = document();
      const baseline = () => {
        const variables: Record<string, unknown> = {};
        for (const arg of field.args)
          if (isNonNullType(arg.type) || ['first', 'last'].includes(arg.name))
            variables[arg.name] = plausible(arg.type, arg.name, field);
        return variables;
      };
      // Operations open to anyone (sign-in, registration) read no token: the first caller fuzzes them.
      const reached = callers.filter((caller) =>
        ALL_OPERATION_RULES[label] === 'anyone'
          ? caller === callers[0]
          : allowsOperation(ALL_OPERATION_RULES[label], users[caller]),
      );
      const hostile = field.args.flatMap((arg) =>
        slotsOf(arg.type, [arg.name]).flatMap((slot) =>
          hostileValues(slot.type).map((value) => ({ path: slot.path, value })),
        ),
      );
      const variablesWith = ({ path, value }: { path: Path; value: unknown }) =>
        withValueAt(baseline(), path, value, field.args, field);
      for (const caller of callers) send(caller, label, query, baseline());
      // Every hostile value once, by one of the callers the operation lets in (seeded choice); callers it
      // refuses send a sample, to show the refusal holds whatever the input.
      for (const entry of hostile) {
        const caller = reached.length ? reached[Math.floor(random() * reached.length)] : callers[0];
        send(caller, label, query, variablesWith(entry));
      }
      for (const caller of callers.filter((c) => !reached.includes(c)))
        for (const entry of sample(hostile, REFUSED_SAMPLE)) send(caller, label, query, variablesWith(entry));
      // The same hostile text written in the document instead of a variable.
      const literalCaller = reached.includes('admin') ? 'admin' : reached[0];
      for (const arg of field.args.filter((a) => ['String', 'ID'].includes(getNamedType(a.type).name))) {
        if (!literalCaller || isListType(getNullableType(arg.type))) continue;
        for (const value of ['\ud800', 'x'.repeat(5000), 'a\u0000b'])
          send(literalCaller, label, document({ [arg.name]: value }), baseline());
      }
    }
  }

  return cases;
}

/** Shuffles in place with the seeded source, so no operation runs only after those that change state before it. */
export function shuffled<T>(list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}
