import type { Response } from 'express';
import { Readable } from 'node:stream';
import { badInput } from '../../lib/errors';
import { bodyOf, num, param, text } from '../../api/input';
import type { RestRoute } from '../../api/route';
import type { ErasureService } from './erasure.service';
import type { PersonalDataExport, PersonalDataExportService } from './personal-data-export.service';
import type { RetentionService } from './retention.service';

interface PrivacyScope {
  personalDataExport: PersonalDataExportService;
  erasure: ErasureService;
  retention: RetentionService;
}

/** The export as a JSON file download, streamed piece by piece as fast as the client reads it. */
const jsonFile =
  ({ filename, pieces }: PersonalDataExport) =>
  (res: Response): void => {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'no-store');
    Readable.from(pieces).pipe(res);
  };

const settingsBody = (settings: { retentionMonths: number | null; updatedAt: Date }) => ({
  retention_months: settings.retentionMonths,
  updated_at: new Date(settings.updatedAt).toISOString(),
});

export const privacyRoutes = ({ personalDataExport, erasure, retention }: PrivacyScope): RestRoute[] => [
  {
    method: 'get',
    path: '/users/:id/export',
    summary:
      "Everything held about a person as a JSON file (`me`: the caller); only administrators may download someone else's (audited). " +
      'An export: 429 beyond two at a time or 30 in 10 minutes per person.',
    statuses: [429],
    produces: 'application/json',
    handler: async (req, { actor }) => {
      const id = param(req, 'id');
      return { send: jsonFile(await personalDataExport.exportFor(actor, id === 'me' ? null : id)) };
    },
  },
  {
    method: 'post',
    path: '/admin/users/:id/erase',
    summary:
      "Erases a former employee's personal data, beyond undoing (administrators). Reads confirm_name: the person's full name. " +
      '409 while they are still employed or when already erased; 400 when the name does not match.',
    body: { confirm_name: "required: the person's first and last name, as shown" },
    handler: async (req, { actor }) => {
      const confirmName = text(bodyOf(req), 'confirm_name', 'confirmName');
      if (!confirmName) throw badInput("Type the person's full name to confirm.", 'confirm_name');
      const result = await erasure.erase(actor, param(req, 'id'), confirmName);
      return {
        data: {
          user_id: result.userId,
          pseudonym: result.pseudonym,
          erased_at: new Date(result.erasedAt).toISOString(),
        },
        message: `Personal data erased; the person is now ${result.pseudonym}.`,
      };
    },
  },
  {
    method: 'get',
    path: '/admin/privacy-settings',
    summary:
      "The organisation's retention of leavers' personal data (administrators): retention_months, null when off.",
    handler: async (_req, { actor }) => ({ data: settingsBody(await retention.settings(actor)) }),
  },
  {
    method: 'put',
    path: '/admin/privacy-settings',
    summary:
      'Sets retention_months (1-120: leavers are erased that many months after their last day; null: never automatically) (administrators).',
    body: { retention_months: '1-120, or null to turn automatic erasure off' },
    handler: async (req, { actor }) => {
      const body = bodyOf(req);
      if (!Object.prototype.hasOwnProperty.call(body, 'retention_months'))
        throw badInput('`retention_months` is required (null turns automatic erasure off)', 'retention_months');
      return { data: settingsBody(await retention.updateSettings(actor, num(body, 'retention_months') ?? null)) };
    },
  },
];
