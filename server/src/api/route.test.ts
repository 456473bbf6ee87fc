import { assertReachable, type RestRoute } from './route';
import { restRoutes } from '../rest/router';

const get = (path: string): RestRoute => ({ method: 'get', path, summary: path, handler: async () => undefined });

describe('REST routes in mounting order', () => {
  it('refuses a parameterised route mounted before a path it would take', () => {
    expect(() => assertReachable([get('/audit/:id'), get('/audit/stats')])).toThrow(
      'REST route GET /audit/stats is hidden by GET /audit/:id, mounted before it',
    );
  });

  it('accepts the specific path first, other methods and other lengths', () => {
    expect(() =>
      assertReachable([
        get('/audit/stats'),
        get('/audit/:id'),
        { ...get('/audit/:id'), method: 'put' },
        get('/audit/:id/x'),
      ]),
    ).not.toThrow();
  });

  it('mounts every module route where it can be reached', () => {
    expect(() => assertReachable(restRoutes())).not.toThrow();
    expect(restRoutes().length).toBeGreaterThan(70);
  });
});
