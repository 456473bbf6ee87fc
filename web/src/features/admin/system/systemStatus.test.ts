import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { i18n } from '../../../i18n';
import { checkComponent, EMAIL_NOT_CONFIGURED, restartComponent, uptimeLabel } from './systemStatus';

let en: TFunction;
let de: TFunction;
beforeAll(async () => {
  await i18n.reloadResources(['en', 'de'], ['admin-system']);
  en = i18n.getFixedT('en', 'admin-system');
  de = i18n.getFixedT('de', 'admin-system');
});

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

function stubBrowser(fetchImpl: typeof fetch) {
  vi.stubGlobal('window', {
    location: { protocol: 'http:', hostname: 'localhost', port: '3001', origin: 'http://localhost:3001' },
  });
  vi.stubGlobal('localStorage', { getItem: () => 'token', setItem: () => undefined, removeItem: () => undefined });
  vi.stubGlobal('fetch', fetchImpl);
}

describe('system status', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads a component's own verdict, also from a 503 health answer", async () => {
    stubBrowser(answer(503, { success: true, data: { status: 'error', version: '1.0.0' } }) as unknown as typeof fetch);
    const check = await checkComponent('backend');
    expect(check).toMatchObject({ status: 'error', data: { version: '1.0.0' }, error: null });
    expect(check.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('says email without an SMTP server is not sending, whatever its worker does', async () => {
    stubBrowser(
      answer(200, {
        success: true,
        data: { status: 'online', provider: 'outbox', queueSize: 3 },
      }) as unknown as typeof fetch,
    );
    expect(await checkComponent('email')).toMatchObject({ status: 'not_configured', note: EMAIL_NOT_CONFIGURED });
    stubBrowser(
      answer(200, { success: true, data: { status: 'online', provider: 'smtp' } }) as unknown as typeof fetch,
    );
    expect(await checkComponent('email')).toMatchObject({ status: 'online' });
  });

  it('marks a component offline when the server cannot be reached', async () => {
    stubBrowser(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch);
    expect(await checkComponent('email')).toMatchObject({ status: 'offline', responseTime: null });
  });

  it("words restart outcomes as the spec's toasts", async () => {
    stubBrowser(answer(200, { success: true, message: 'Email service restarted' }) as unknown as typeof fetch);
    expect(await restartComponent('email', en)).toEqual({ ok: true, message: 'Email service restarted' });
    stubBrowser(answer(500, { success: false, message: 'Pool exhausted' }) as unknown as typeof fetch);
    expect(await restartComponent('backend', en)).toEqual({
      ok: false,
      message: 'Backend restart failed: Pool exhausted',
    });
    expect(await restartComponent('backend', de)).toEqual({
      ok: false,
      message: 'Neustart des Backends fehlgeschlagen: Pool exhausted',
    });
    stubBrowser(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch);
    expect(await restartComponent('backend', en)).toEqual({
      ok: false,
      message: 'Failed to restart backend - server may be offline',
    });
    expect(await restartComponent('notifications', en)).toEqual({
      ok: false,
      message: 'Failed to restart notification service - server may be offline',
    });
  });

  it("shortens uptimes, in the screen's language", () => {
    expect(uptimeLabel(42, en)).toBe('42 s');
    expect(uptimeLabel(7_500, en)).toBe('2 h 5 min');
    expect(uptimeLabel(3 * 86_400 + 4 * 3_600, en)).toBe('3 d 4 h');
    expect(uptimeLabel(3 * 86_400 + 4 * 3_600, de)).toBe('3 T. 4 Std.');
  });
});
