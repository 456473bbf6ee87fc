import { buildManager, buildStaffWithToken, submitRequest } from '../../../test/factories';
import { startTestApp, daysFromToday, type TestApp } from '../../../test/harness';
import { formatDateRange } from '../../lib/dates';
import { SOUNDS } from './notification.service';

describe('notification sounds and wording', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves every sound a notification names under /sounds/ as a playable WAV file', async () => {
    const names = [...new Set(Object.values(SOUNDS).filter((name): name is string => Boolean(name)))];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const response = await fetch(`${t.url}/sounds/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^audio\/(x-)?wav/);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString()).toBe('WAVE');
      expect(bytes.length).toBeGreaterThan(1000);
    }
    expect((await fetch(`${t.url}/sounds/missing.wav`)).status).toBe(404);
  });

  it('writes dates into notification text as words, not ISO strings', async () => {
    const manager = await buildManager(t);
    const { token } = await buildStaffWithToken(t, manager);
    const [start, end] = [daysFromToday(40), daysFromToday(42)];
    const { id } = await submitRequest(t, token, { startDate: start, endDate: end });
    const [row] = await t.dataSource.query(
      `SELECT body, sound FROM notifications WHERE request_id = $1 AND user_id = $2`,
      [id, manager.id],
    );
    expect(row.body).toContain(formatDateRange(start, end));
    expect(row.body).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(row.sound).toBe('notification.wav');
    expect(formatDateRange('2025-06-02', '2025-06-04')).toBe('Mon, Jun 2, 2025 to Wed, Jun 4, 2025');
    expect(formatDateRange('2025-06-02', '2025-06-02')).toBe('Mon, Jun 2, 2025');
  });
});
