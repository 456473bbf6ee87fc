import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { fetchApi, httpErrorMessage } from './authorizedFetch';

describe('REST calls', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it("send the screen's language and the session's token", async () => {
    const sent: Headers[] = [];
    vi.stubGlobal('window', { location: { protocol: 'http:', hostname: 'app', port: '', origin: 'http://app' } });
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'token' ? 'secret' : null) });
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      return new Response('{}', { status: 200 });
    });
    await i18n.changeLanguage('fr');
    await fetchApi('/api/pto/requests');
    await i18n.changeLanguage('de');
    await fetchApi('/api/pto/requests', { headers: { 'X-Other': '1' } });
    expect(sent.map((headers) => [headers.get('accept-language'), headers.get('authorization')])).toEqual([
      ['fr', 'Bearer secret'],
      ['de', 'Bearer secret'],
    ]);
  });

  it("explain a failure without the server's message in the screen's language", async () => {
    expect(httpErrorMessage(503, null)).toBe('HTTP error! status: 503');
    await i18n.changeLanguage('es');
    expect(httpErrorMessage(503, {})).toBe('¡Error HTTP! Estado: 503');
    expect(httpErrorMessage(400, { message: 'Bad dates' })).toBe('Bad dates');
  });
});
