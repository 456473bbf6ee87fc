import { documentLanguage } from '../../i18n';
import { badInput } from '../../lib/errors';
import { bodyOf, objects, paging, pageArgs, pagination, queryInt, text, type Body } from '../../api/input';
import { csvFile } from '../../api/files';
import type { RestRoute } from '../../api/route';
import { IMPORT_KINDS, type ImportKind } from './import.entity';
import type { ImportInput, ImportService } from './import.service';
import { importPresenter, presentOutcome } from './import.presenter';

const fileBody = {
  kind: 'people or balances',
  file_name: 'the file name (.csv, .xlsx or .txt)',
  content_base64: 'the file in base64 (CSV or XLSX, at most 1 MiB); or `csv_text`',
  csv_text: 'the file as CSV text',
  mapping: 'optional list of {column, field}: the field each column is read as (null ignores it); omitted: guessed',
};

function importInput(body: Body): ImportInput {
  const kind = text(body, 'kind');
  if (!kind || !(IMPORT_KINDS as readonly string[]).includes(kind))
    throw badInput('`kind` must be people or balances', 'kind');
  return {
    kind: kind as ImportKind,
    fileName: text(body, 'file_name', 'fileName') ?? '',
    contentBase64: text(body, 'content_base64', 'contentBase64'),
    csvText: text(body, 'csv_text', 'csvText'),
    mapping: objects(body, 'mapping', (item) => ({
      column: text(item, 'column') ?? '',
      field: text(item, 'field') ?? null,
    })),
  };
}

export const importRoutes = ({ imports }: { imports: ImportService }): RestRoute[] => [
  {
    method: 'get',
    path: '/imports',
    response: 'Import[]',
    summary: 'Past imports (kind, file name, who, when, counts), newest first, paged (HR and administrators).',
    query: { page: 'page from 1 (default 1)', limit: 'rows per page, 1-100 (default 20)' },
    handler: async (req, { actor }) => {
      const { page, limit } = paging(req, 20);
      const result = await imports.list(actor, pageArgs(page, limit));
      return {
        data: result.edges.map((edge) => importPresenter.present(edge.node)),
        extra: { pagination: pagination(page, limit, result.totalCount) },
      };
    },
  },
  {
    method: 'post',
    path: '/imports/preview',
    response: 'ImportOutcome',
    summary:
      'The dry run: what importing the file would do (created, updated, unchanged, every row error, each row), changing nothing.',
    body: fileBody,
    handler: async (req, { actor }) => ({
      data: presentOutcome(await imports.preview(actor, importInput(bodyOf(req)))),
    }),
  },
  {
    method: 'post',
    path: '/imports',
    statuses: [201],
    response: 'ImportOutcome',
    summary:
      'Imports the file in one transaction, all or nothing (400 naming the rows while any has an error); importing it again changes nothing.',
    body: fileBody,
    handler: async (req, { actor }) => ({
      status: 201,
      data: presentOutcome(await imports.apply(actor, importInput(bodyOf(req)))),
    }),
  },
  {
    method: 'get',
    path: '/imports/export/people',
    produces: 'text/csv',
    summary: "Everyone as CSV in the people import's columns: importing it back changes nothing.",
    handler: async (req, { actor }) => ({
      send: csvFile({
        filename: 'people.csv',
        content: await imports.exportPeople(actor, documentLanguage(req, actor)),
      }),
    }),
  },
  {
    method: 'get',
    path: '/imports/export/balances',
    produces: 'text/csv',
    query: { year: 'the leave year (default this year)' },
    summary:
      "A year's balances as CSV in the balance import's columns (days taken, available): importing it back changes nothing.",
    handler: async (req, { actor }) => {
      const year = queryInt(req, 'year', 2000, 9999) ?? new Date().getUTCFullYear();
      return {
        send: csvFile({
          filename: `balances-${year}.csv`,
          content: await imports.exportBalances(actor, year, documentLanguage(req, actor)),
        }),
      };
    },
  },
];
