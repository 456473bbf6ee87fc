import { requiredHttpScope, type OperationRule } from '../auth/policy';
import { ALL_REST_RULES } from '../rules';
import { auditEntryPresenter } from '../modules/audit/audit.presenter';
import { balancePresenter } from '../modules/balances/balance.presenter';
import { notificationPresenter } from '../modules/notifications/notification.presenter';
import { inboxItemPresenter, requestPresenter } from '../modules/leave-requests/leave-request.shape';
import { importOutcomePresenter, importPresenter } from '../modules/imports/import.presenter';
import {
  quickDecisionLinkPresenter,
  quickDecisionOutcomePresenter,
} from '../modules/quick-decisions/quick-decision.presenter';
import { requestTypePresenter } from '../modules/request-types/request-type.presenter';
import { teamPresenter } from '../modules/teams/team.presenter';
import { userPresenter } from '../modules/users/user.presenter';
import type { RestRoute } from '../api/route';

const RULE_TEXT: Record<OperationRule, string> = {
  anyone: 'No sign-in needed.',
  signedIn:
    'Any signed-in person; objects are then checked one by one (own, direct reports, or everyone for HR and administrators).',
  approver: 'Managers, team leads, HR and administrators.',
  hrOrAdmin: 'HR and administrators.',
  reportReader: "Managers (their reports' data), HR and administrators (everyone).",
  admin: 'Administrators only.',
};

/**
 * The resources the facade answers with, each presented from one field list (api/presenter.ts) that
 * builds both the answer and this schema. Field names are the spec's (§3); a contract test checks that
 * real answers carry exactly these fields.
 */
export const RESOURCE_SCHEMAS: Record<string, { type: 'object'; properties: Record<string, unknown> }> = {
  // Null fields: a colleague outside the reader's reporting line sees names, team and avatar only.
  User: userPresenter.schema,
  LeaveRequest: requestPresenter.schema,
  Balance: balancePresenter.schema,
  Import: importPresenter.schema,
  ImportOutcome: importOutcomePresenter.schema,
  Team: teamPresenter.schema,
  RequestType: requestTypePresenter.schema,
  Notification: notificationPresenter.schema,
  AuditEntry: auditEntryPresenter.schema,
  InboxItem: inboxItemPresenter.schema,
  QuickDecisionLink: quickDecisionLinkPresenter.schema,
  QuickDecisionOutcome: quickDecisionOutcomePresenter.schema,
};

const envelope = (data: Record<string, unknown> = {}) => ({
  type: 'object',
  required: ['success'],
  properties: { success: { type: 'boolean' }, data, message: { type: 'string' }, code: { type: 'string' } },
});

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function dataSchema(response: string | undefined): Record<string, unknown> {
  if (!response) return {};
  const name = response.replace(/\[\]$/, '');
  const ref = { $ref: `#/components/schemas/${name}` };
  return response.endsWith('[]') ? { type: 'array', items: ref } : ref;
}

/** What each status means, for the statuses a route may answer. */
const STATUS_TEXT: Record<number, string> = {
  201: 'Created',
  303: 'Redirect: the browser continues at the Location header',
  400: 'Bad input: malformed JSON, a field of the wrong type or too long, a rule of spec §5',
  401: 'Missing, expired or revoked token',
  403: "Not allowed for this role, or outside this API token's scopes",
  404: 'Not found, or not visible to the caller',
  409: 'Conflict (e.g. the request is no longer pending, the name is taken)',
  413: 'Request body larger than the server accepts (MAX_BODY_BYTES, 1 MiB by default)',
  415: 'Body that is not JSON (send Content-Type: application/json)',
  429: 'Too many attempts: wait and try again',
  500: 'Unexpected failure: a masked message with a correlation id that appears in the server log',
  501: 'Not configured on this server',
  503: 'A component the answer depends on is unavailable',
};

/**
 * Every status a route can answer: its success status (and those it declares; a redirecting route declares
 * 303 instead of 200), 400 (any input, path
 * parameters included), 401 when it needs a sign-in, 403 (roles, and API token scopes on any route), 404,
 * 409 when it changes something, 413 and 415 when it takes a body (every method but GET: the router reads
 * a JSON body before any route's own parser, an upload's too), and 500 for the unexpected.
 */
export function statusesOf(route: RestRoute, rule: OperationRule | undefined): number[] {
  const takesBody = route.method !== 'get';
  const statuses = new Set<number>([
    ...(route.statuses?.some((status) => status === 201 || status === 303) ? [] : [200]),
    ...(route.statuses ?? []),
    400,
    ...(rule === 'anyone' ? [] : [401]),
    403,
    404,
    ...(route.method === 'get' ? [] : [409]),
    ...(takesBody ? [413, 415] : []),
    500,
  ]);
  return [...statuses].sort((a, b) => a - b);
}

function responsesOf(route: RestRoute, rule: OperationRule | undefined): Record<number, unknown> {
  const success = route.produces
    ? {
        description: 'The file',
        // A JSON file (a personal data export) is one JSON document; other files are text.
        content: {
          [route.produces]: { schema: { type: route.produces === 'application/json' ? 'object' : 'string' } },
        },
      }
    : {
        description: 'Success',
        content: { 'application/json': { schema: envelope(dataSchema(route.response)) } },
      };
  return Object.fromEntries(
    statusesOf(route, rule).map((status) => [
      status,
      status === 303
        ? { description: STATUS_TEXT[303], headers: { Location: { schema: { type: 'string' } } } }
        : status < 300
          ? { ...success, description: status === 201 ? STATUS_TEXT[201] : success.description }
          : status === 503 && route.response === undefined && !route.produces
            ? { description: STATUS_TEXT[503], content: { 'application/json': { schema: envelope() } } }
            : errorResponse(STATUS_TEXT[status]),
    ]),
  );
}

/** Express `:id` → OpenAPI `{id}`. */
export const openApiPath = (path: string): string => `/api${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;

/**
 * The OpenAPI 3.1 document of the REST facade, generated from the route declarations themselves so
 * it cannot drift from what is mounted (a test walks the express router and compares).
 */
export function buildOpenApiDocument(
  routes: RestRoute[],
  version: string,
  rules: Readonly<Record<string, OperationRule>> = ALL_REST_RULES,
) {
  const paths: Record<string, Record<string, unknown>> = {
    '/api/openapi.json': {
      get: {
        summary: 'This OpenAPI document.',
        description: 'This OpenAPI document. No sign-in needed.',
        security: [],
        responses: { 200: { description: 'The document' } },
      },
    },
  };
  for (const route of routes) {
    const rule = rules[`${route.method.toUpperCase()} ${route.path}`];
    const pathParams = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const queryParams = Object.entries(route.query ?? {}).map(([name, description]) => ({
      name,
      in: 'query',
      required: false,
      description,
      schema: { type: 'string' },
    }));
    const operation: Record<string, unknown> = {
      summary: route.summary.split('. ')[0],
      description:
        `${route.summary}` +
        (rule
          ? `\n\nWho may call it: ${RULE_TEXT[rule]} An API token needs the \`${requiredHttpScope(route.method.toUpperCase(), rule)}\` scope.`
          : ''),
      operationId: `${route.method}${route.path.replace(/[/:-](\w)/g, (_m, c: string) => c.toUpperCase()).replace(/\W/g, '')}`,
      tags: [route.path.split('/')[1]],
      parameters: [...pathParams, ...queryParams],
      security: rule === 'anyone' ? [] : [{ bearerAuth: [] }],
      responses: responsesOf(route, rule),
    };
    if (route.body) {
      const properties = Object.fromEntries(
        Object.entries(route.body).map(([name, description]) => [name, { description }]),
      );
      const multipart = route.before?.length;
      operation.requestBody = {
        content: {
          [multipart ? 'multipart/form-data' : 'application/json']: {
            schema: { type: 'object', properties, additionalProperties: true },
          },
        },
      };
    }
    paths[openApiPath(route.path)] = { ...(paths[openApiPath(route.path)] ?? {}), [route.method]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Leavewise REST API',
      version,
      description:
        'The REST facade of Leavewise, serving the paths of the product specification (§7). Every route calls the same services as the GraphQL API, ' +
        'with the same permissions and audit. Bodies are `{ success, data, message }`; field names follow the spec (snake_case with camelCase twins where the spec lists both). ' +
        'Only the fields each route documents are read; anything else in a body is ignored. 401 means the token is missing, expired or revoked; 403 that the role may not do this, or that an API token lacks the scope the route names (administrative changes need `admin:organisation`). ' +
        'Every text field is limited in length (1000 characters unless a field says less) and may not hold NUL characters or unpaired UTF-16 surrogates; ' +
        'bodies are JSON (415 otherwise) of at most 1 MiB (413 beyond).',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ...RESOURCE_SCHEMAS,
        Error: {
          type: 'object',
          required: ['success', 'message'],
          properties: { success: { const: false }, message: { type: 'string' }, code: { type: 'string' } },
        },
      },
    },
    paths,
  };
}
