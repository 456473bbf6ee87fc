import { requestLogLevel } from './http';

describe('the level of a request log line', () => {
  it('is error for a server fault and info for an answer, 501 (not set up here) included', () => {
    expect(requestLogLevel(500, '/graphql')).toBe('error');
    expect(requestLogLevel(503, '/api/users')).toBe('error');
    expect(requestLogLevel(501, '/api/auth/sso')).toBe('info');
    expect(requestLogLevel(404, '/api/users/x')).toBe('info');
    expect(requestLogLevel(200, '/api/users')).toBe('info');
  });

  it('is debug for probes and scrapes, whatever they answer', () => {
    expect(requestLogLevel(200, '/api/health/live')).toBe('debug');
    expect(requestLogLevel(503, '/api/health/ready')).toBe('debug');
    expect(requestLogLevel(200, '/metrics')).toBe('debug');
  });
});
