import { OPERATION_RULES, REST_RULES } from '../auth/policy';
import type { AnyModule } from './module';
import { declaredRules } from './rules';

const withRules = (name: string, rules: AnyModule['rules']): AnyModule => ({ name, rules }) as AnyModule;

describe('declared permission rules', () => {
  it("adds a module's rules beside auth/policy.ts's, root fields and routes each to their table", () => {
    const { operations, routes } = declaredRules([
      withRules('about', { 'Query.about': 'signedIn', 'GET /about': 'anyone' }),
    ]);
    expect(operations['Query.about']).toBe('signedIn');
    expect(routes['GET /about']).toBe('anyone');
    expect(operations['Query.viewer']).toBe(OPERATION_RULES['Query.viewer']);
    expect(Object.keys(operations)).toHaveLength(Object.keys(OPERATION_RULES).length + 1);
    expect(Object.keys(routes)).toHaveLength(Object.keys(REST_RULES).length + 1);
  });

  it('refuses a rule declared twice, by two modules or by a module and auth/policy.ts', () => {
    expect(() =>
      declaredRules([withRules('a', { 'Query.about': 'signedIn' }), withRules('b', { 'Query.about': 'admin' })]),
    ).toThrow('Module b declares a rule for Query.about, which is already declared');
    expect(() => declaredRules([withRules('a', { 'Mutation.login': 'admin' })])).toThrow(
      'Module a declares a rule for Mutation.login, which is already declared',
    );
  });

  it('refuses a rule under a name that is neither a root field nor a route', () => {
    expect(() => declaredRules([withRules('a', { 'User.email': 'admin' })])).toThrow(
      'Module a declares a rule for User.email: name a root field or "<METHOD> /path"',
    );
  });
});
