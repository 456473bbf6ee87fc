import type { AnyModule } from './module';
import { declaredRules, ROOT_RULES } from './rules';

const withRules = (name: string, rules: AnyModule['rules']): AnyModule => ({ name, rules }) as AnyModule;

describe('declared permission rules', () => {
  it("collects each module's rules, root fields and routes each to their table, beside the root's own", () => {
    const { operations, routes } = declaredRules([
      withRules('about', { 'Query.about': 'signedIn', 'GET /about': 'anyone' }),
      withRules('status', { 'Mutation.restart': 'admin' }),
    ]);
    expect(operations).toEqual({ 'Query.about': 'signedIn', 'Mutation.restart': 'admin' });
    expect(routes).toEqual({ ...ROOT_RULES, 'GET /about': 'anyone' });
  });

  it('refuses a rule declared twice, by two modules or by a module and the root', () => {
    expect(() =>
      declaredRules([withRules('a', { 'Query.about': 'signedIn' }), withRules('b', { 'Query.about': 'admin' })]),
    ).toThrow('Module b declares a rule for Query.about, which is already declared');
    expect(() => declaredRules([withRules('a', { 'GET /openapi.json': 'admin' })])).toThrow(
      'Module a declares a rule for GET /openapi.json, which is already declared',
    );
  });

  it('refuses a rule under a name that is neither a root field nor a route', () => {
    expect(() => declaredRules([withRules('a', { 'User.email': 'admin' })])).toThrow(
      'Module a declares a rule for User.email: name a root field or "<METHOD> /path"',
    );
  });
});
