import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, DEMO, DEMO_PASSWORD, gql } from './support/api';
import { DESKTOP_WIDE, PHONE } from './support/browser';
import { useBrowser } from './support/fixtures';

/** The one definition of each figure, read from the API for the same scope and period as the screens. */
const FIGURES = `{
  coverage(scope: REPORTING_LINE) { people }
  ptoReport(range: LAST_30_DAYS) { coverage { people } figures { total pending } }
  analytics(periodDays: 30) { coverage { people } figures { total pending } }
}`;

interface Figures {
  coverage: { people: number };
  ptoReport: { coverage: { people: number }; figures: { total: number; pending: number } };
  analytics: { coverage: { people: number }; figures: { total: number; pending: number } };
}

/** The first number after `label` in the main region's text. */
async function numberAfter(page: Page, label: RegExp): Promise<number> {
  const text = await page.getByRole('main').innerText();
  const match = new RegExp(`${label.source}\\D*?(\\d+)`).exec(text);
  if (!match) throw new Error(`no number after ${label} in:\n${text}`);
  return Number(match[1]);
}

describe("a manager's figures", () => {
  const browser = useBrowser();

  it.each([
    ['1440 px', DESKTOP_WIDE],
    ['390 px', PHONE],
  ] as const)(
    'are the same on the dashboard, Team Overview, Reports and Analytics, at %s',
    async (_width, viewport) => {
      const session = await apiLogin(browser.baseUrl, DEMO.manager, DEMO_PASSWORD);
      const api = await gql<Figures>(browser.baseUrl, FIGURES, {}, session.token);
      const people = api.coverage.people;
      expect(people).toBeGreaterThan(1);
      expect(api.ptoReport.coverage.people).toBe(people);
      expect(api.analytics.coverage.people).toBe(people);
      expect(api.analytics.figures).toEqual(api.ptoReport.figures);
      const { total, pending } = api.ptoReport.figures;
      expect(total).toBeGreaterThan(0);

      const page = await browser.newPage();
      await page.setViewportSize(viewport);
      await page.addInitScript(
        ([token, user]) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', user);
        },
        [session.token, JSON.stringify(session.user)] as const,
      );
      const shown: Record<string, number> = {};

      await page.goto(`${browser.baseUrl}/dashboard`);
      await page.getByTestId('reporting-line').waitFor();
      shown['dashboard: reporting line'] = await numberAfter(page, /Reporting line/);

      await page.goto(`${browser.baseUrl}/team`);
      await page.getByText(/Reporting line \(everyone below you\) · \d+ people/).waitFor();
      shown['Team Overview: subtitle'] = await numberAfter(page, /Reporting line \(everyone below you\) ·/);
      shown['Team Overview: Team Size'] = await numberAfter(page, /Team Size/);

      await page.goto(`${browser.baseUrl}/reports`);
      await page.getByText(/Reporting line \(everyone below you\) · \d+ people/).waitFor();
      await page.getByText('Total Requests').waitFor();
      shown['Reports: subtitle'] = await numberAfter(page, /Reporting line \(everyone below you\) ·/);
      const reportsTotal = await numberAfter(page, /Total Requests/);
      const reportsPending = await numberAfter(page, /Total Requests\s+\d+\s+/);

      await page.goto(`${browser.baseUrl}/analytics`);
      await page.getByText('Department Performance').waitFor();
      shown['Analytics: People'] = await numberAfter(page, /People/);
      const analyticsPending = await numberAfter(page, /Active requests\s+\d+\s+/);
      // The department table's requests add up to the period's total.
      const departmentRows = page.getByRole('table').filter({ hasText: 'Sickness / person' }).getByRole('row');
      const rows = await departmentRows.evaluateAll((trs) =>
        trs.slice(1).map((tr) => Number(tr.querySelectorAll('td')[2]?.textContent ?? 'NaN')),
      );
      const analyticsTotal = rows.reduce((sum, requests) => sum + requests, 0);

      expect(shown).toEqual(Object.fromEntries(Object.keys(shown).map((where) => [where, people])));
      expect({ reportsTotal, analyticsTotal }).toEqual({ reportsTotal: total, analyticsTotal: total });
      expect({ reportsPending, analyticsPending }).toEqual({ reportsPending: pending, analyticsPending: pending });
    },
    120_000,
  );
});
