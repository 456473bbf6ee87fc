import { assertSafeUrl, ssoSettingsFromEnv } from './sso';

const PUBLIC_URL = 'https://leave.example.com';

describe('single sign-on settings from the environment', () => {
  it('is off without SSO_ISSUER', () => {
    expect(ssoSettingsFromEnv({})).toBeNull();
  });

  it('reads an Entra ID tenant: Microsoft as the provider, Graph for the profile, lists and flags', () => {
    expect(
      ssoSettingsFromEnv({
        SSO_ISSUER: 'https://login.microsoftonline.com/72f988bf-86f1-41af-91ab-2d7cd011db47/v2.0',
        SSO_CLIENT_ID: 'app-id',
        SSO_CLIENT_SECRET: 'secret',
        SSO_ALLOWED_TENANTS: ' 72F988BF-86F1-41AF-91AB-2D7CD011DB47 , ',
        SSO_AUTO_CREATE: 'true',
        SSO_ADMIN_GROUPS: 'g1,g2',
        PUBLIC_URL: 'https://leave.example.com/',
      }),
    ).toEqual({
      issuer: 'https://login.microsoftonline.com/72f988bf-86f1-41af-91ab-2d7cd011db47/v2.0',
      clientId: 'app-id',
      clientSecret: 'secret',
      allowedTenants: ['72f988bf-86f1-41af-91ab-2d7cd011db47'],
      autoCreate: true,
      adminGroups: ['g1', 'g2'],
      hrGroups: [],
      publicUrl: 'https://leave.example.com',
      providerName: 'Microsoft',
      graphUrl: 'https://graph.microsoft.com',
    });
  });

  it('reads a generic issuer: no Graph, accounts only by administrators unless SSO_AUTO_CREATE says otherwise', () => {
    const settings = ssoSettingsFromEnv({ SSO_ISSUER: 'https://id.example.com', SSO_CLIENT_ID: 'c', PUBLIC_URL });
    expect(settings).toMatchObject({ providerName: 'SSO', autoCreate: false, allowedTenants: [] });
    expect(settings?.graphUrl).toBeUndefined();
  });

  it('refuses an http issuer off loopback, a missing client id, and a multi-tenant authority without a tenant list', () => {
    expect(() => ssoSettingsFromEnv({ SSO_ISSUER: 'http://id.example.com', SSO_CLIENT_ID: 'c', PUBLIC_URL })).toThrow(
      /must use https/,
    );
    expect(() => ssoSettingsFromEnv({ SSO_ISSUER: 'https://id.example.com' })).toThrow(/SSO_CLIENT_ID is required/);
    expect(() =>
      ssoSettingsFromEnv({
        SSO_ISSUER: 'https://login.microsoftonline.com/organizations/v2.0',
        SSO_CLIENT_ID: 'c',
        PUBLIC_URL,
      }),
    ).toThrow(/SSO_ALLOWED_TENANTS is required/);
    expect(() =>
      ssoSettingsFromEnv({
        SSO_ISSUER: 'https://id.example.com',
        SSO_CLIENT_ID: 'c',
        SSO_AUTO_CREATE: 'maybe',
        PUBLIC_URL,
      }),
    ).toThrow(/SSO_AUTO_CREATE must be true or false/);
  });

  it('requires PUBLIC_URL, so the redirect URI never comes from a request Host header', () => {
    const env = { SSO_ISSUER: 'https://id.example.com', SSO_CLIENT_ID: 'c' };
    expect(() => ssoSettingsFromEnv(env)).toThrow(/PUBLIC_URL is required when SSO_ISSUER is set/);
    expect(() => ssoSettingsFromEnv({ ...env, PUBLIC_URL: '  ' })).toThrow(/PUBLIC_URL is required/);
    expect(() => ssoSettingsFromEnv({ ...env, PUBLIC_URL: 'leave.example.com' })).toThrow(/PUBLIC_URL is not a URL/);
    expect(() => ssoSettingsFromEnv({ ...env, PUBLIC_URL: 'ftp://leave.example.com' })).toThrow(/http\(s\) URL/);
  });

  it('accepts http only on loopback hosts', () => {
    for (const url of [
      'http://127.0.0.1:4000',
      'http://localhost:4000/x',
      'http://[::1]:4000',
      'https://id.example.com',
    ])
      expect(assertSafeUrl(url, 'SSO_ISSUER').href).toBe(new URL(url).href);
    for (const url of ['http://10.0.0.1', 'http://127.0.0.1.example.com', 'ftp://127.0.0.1'])
      expect(() => assertSafeUrl(url, 'SSO_ISSUER')).toThrow();
  });
});
