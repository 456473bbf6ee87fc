import type { AnyModule, Kernel } from './module';
import { assembleModules, orderByNeeds } from './assemble';

const named = (name: string, needs: string[] = [], provide?: AnyModule['provide']): AnyModule =>
  ({ name, needs, provide }) as AnyModule;

/** Just enough kernel for assembling: the job queue and events are never reached by these modules. */
const kernel = { dataSource: 'the data source' } as unknown as Kernel;

describe('assembling modules', () => {
  it('orders every module after the modules it needs, alphabetically where the needs leave a choice', () => {
    const order = orderByNeeds([
      named('teams', ['users', 'audit']),
      named('users', ['audit']),
      named('audit'),
      named('changelog'),
    ]);
    expect(order.map((m) => m.name)).toEqual(['audit', 'changelog', 'users', 'teams']);
  });

  it('refuses a need that names no module', () => {
    expect(() => orderByNeeds([named('teams', ['people'])])).toThrow(
      'Module teams needs people, and there is no module people',
    );
  });

  it('refuses needs that run in a circle, naming the circle', () => {
    expect(() => orderByNeeds([named('a', ['b']), named('b', ['c']), named('c', ['a'])])).toThrow(
      'Modules need each other in a circle: a → b → c → a',
    );
  });

  it('refuses two modules of one name', () => {
    expect(() => orderByNeeds([named('audit'), named('audit')])).toThrow('Two modules are named audit');
  });

  it('gives each module the kernel and the services of what it needs, and nothing else', () => {
    const seen: Record<string, string[]> = {};
    const record = (name: string, provides: Record<string, unknown>) => (deps: object) => {
      seen[name] = Object.keys(deps).sort();
      return provides;
    };
    const { services } = assembleModules(
      [
        named('audit', [], record('audit', { audit: 'audit service' })),
        named('users', ['audit'], record('users', { users: 'user service' })),
        named('teams', ['users'], record('teams', { teams: 'team service' })),
      ],
      kernel,
    );
    expect(seen).toEqual({ audit: ['dataSource'], users: ['audit', 'dataSource'], teams: ['dataSource', 'users'] });
    expect(services).toEqual({
      dataSource: 'the data source',
      audit: 'audit service',
      users: 'user service',
      teams: 'team service',
    });
  });

  it('refuses two modules that provide the same service, or one the kernel provides', () => {
    expect(() =>
      assembleModules([named('a', [], () => ({ teams: 1 })), named('b', [], () => ({ teams: 2 }))], kernel),
    ).toThrow('Module b provides teams, which module a provides');
    expect(() => assembleModules([named('a', [], () => ({ dataSource: 1 }))], kernel)).toThrow(
      'Module a provides dataSource, which the kernel provides',
    );
  });
});
