import { buildSchema } from '../src/graphql/schema';
import { ROOT_RULES } from '../src/kernel/rules';
import { ruleKey } from '../src/api/route';
import { restRoutes } from '../src/rest/router';
import { MATRIX_RULES, NOT_SWEPT } from './authorization-matrix.rules';

/** Every root field of the executable schema, as `Type.field`. */
function rootFields(): string[] {
  const schema = buildSchema();
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((root) =>
    root ? Object.keys(root.getFields()).map((field) => `${root.name}.${field}`) : [],
  );
}

/** Every REST route the router mounts under /api (the modules' and the root's own), as `METHOD /path`. */
const routes = (): string[] => [...restRoutes().map(ruleKey), ...Object.keys(ROOT_RULES)];

const inMatrix = (): string[] => Object.values(MATRIX_RULES).flat();

describe('the authorization matrix is complete', () => {
  it('has an entry for every root field and every REST route, or a reason why not', () => {
    const operations = [...rootFields(), ...routes()];
    expect(operations.length).toBeGreaterThan(200);
    const covered = new Set([...inMatrix(), ...Object.keys(NOT_SWEPT)]);
    expect(operations.filter((name) => !covered.has(name))).toEqual([]);
  });

  it('names no operation the API does not have, and none twice', () => {
    const operations = new Set([...rootFields(), ...routes()]);
    const named = [...inMatrix(), ...Object.keys(NOT_SWEPT)];
    expect(named.filter((name) => !operations.has(name))).toEqual([]);
    expect(named.filter((name, index) => named.indexOf(name) !== index)).toEqual([]);
  });

  it('gives every exception a reason', () => {
    expect(Object.entries(NOT_SWEPT).filter(([, reason]) => reason.trim().length < 40)).toEqual([]);
  });
});
