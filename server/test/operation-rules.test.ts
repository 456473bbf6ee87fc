import { buildSchema } from '../src/graphql/schema';
import { requiredScope, SESSION_ONLY_OPERATIONS, type OperationRule } from '../src/auth/policy';
import { ALL_OPERATION_RULES } from '../src/rules';
import { MATRIX_RULES } from './authorization-matrix.rules';

const RULES: OperationRule[] = ['reportReader', 'anyone', 'signedIn', 'approver', 'hrOrAdmin', 'admin'];

/** Every root field of the served schema, as `Type.field`. */
function rootFields(): string[] {
  const schema = buildSchema();
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((root) =>
    root ? Object.keys(root.getFields()).map((field) => `${root.name}.${field}`) : [],
  );
}

describe('operation rules', () => {
  it('declares a permission rule for every root field of the schema', () => {
    const fields = rootFields();
    expect(fields.length).toBeGreaterThan(40);
    const missing = fields.filter((name) => !(name in ALL_OPERATION_RULES));
    expect(missing).toEqual([]);
  });

  it('declares no rule for a field the schema does not have', () => {
    const fields = new Set(rootFields());
    expect(Object.keys(ALL_OPERATION_RULES).filter((name) => !fields.has(name))).toEqual([]);
  });

  it('uses only known rules', () => {
    expect(Object.values(ALL_OPERATION_RULES).filter((rule) => !RULES.includes(rule))).toEqual([]);
  });

  // The reviewed list is the authorization matrix's (sign-in, registration, password recovery, the viewer
  // and the SSO configuration), which the sweep also calls over the wire without a session.
  it('lets through without a session only the root fields the authorization matrix lists for anyone', () => {
    const open = Object.entries(ALL_OPERATION_RULES)
      .filter(([, rule]) => rule === 'anyone')
      .map(([name]) => name)
      .sort();
    expect(open).toEqual(MATRIX_RULES.anyone.filter((name) => /^(Query|Mutation|Subscription)\./.test(name)).sort());
    expect(open).toContain('Mutation.login');
  });

  it('keeps the rule table as reviewed (a permission change shows up as a snapshot diff)', () => {
    expect(ALL_OPERATION_RULES).toMatchSnapshot();
  });

  it('keeps what an API token needs for each root field as reviewed (derived from its rule)', () => {
    const scopes = Object.fromEntries(
      Object.entries(ALL_OPERATION_RULES).map(([name, rule]) => [
        name,
        SESSION_ONLY_OPERATIONS.has(name) ? 'a sign-in session' : requiredScope(name, rule),
      ]),
    );
    expect(scopes).toMatchSnapshot();
  });
});
