import { REST_RULES, type OperationRule } from '../auth/policy';
import type { RestRoute } from './router';

const RULE_TEXT: Record<OperationRule, string> = {
  anyone: 'No sign-in needed.',
  signedIn:
    'Any signed-in person; objects are then checked one by one (own, direct reports, or everyone for HR and administrators).',
  approver: 'Managers, team leads, HR and administrators.',
  hrOrAdmin: 'HR and administrators.',
  reportReader: "Managers (their reports' data), HR and administrators (everyone).",
  admin: 'Administrators only.',
};

const fields = (type: string | string[], names: string[]) => Object.fromEntries(names.map((name) => [name, { type }]));
const nullableText = ['string', 'null'];

/**
 * The resources the facade answers with. Field names are the spec's (§3); a contract test checks that
 * real answers carry exactly these fields.
 */
export const RESOURCE_SCHEMAS: Record<string, { type: 'object'; properties: Record<string, unknown> }> = {
  User: {
    type: 'object',
    properties: {
      // Null fields: a colleague outside the reader's reporting line sees names, team and avatar only.
      ...fields('string', ['id', 'first_name', 'firstName', 'last_name', 'lastName']),
      ...fields(nullableText, [
        'email',
        'role',
        'created_at',
        'department',
        'job_title',
        'jobTitle',
        'manager_id',
        'managerId',
        'team_id',
        'workHours',
        'workAddress',
        'profileImage',
        'last_login',
        'lastLogin',
      ]),
      ...fields(
        ['boolean', 'null'],
        ['is_admin', 'isAdmin', 'is_manager', 'isManager', 'is_hr', 'is_active', 'isActive'],
      ),
    },
  },
  LeaveRequest: {
    type: 'object',
    properties: {
      ...fields('string', [
        'id',
        'requestId',
        'request_id',
        'type',
        'status',
        'start_date',
        'startDate',
        'end_date',
        'endDate',
        'notes',
        'created_at',
        'createdAt',
        'user_id',
      ]),
      ...fields('boolean', ['start_half_day', 'startHalfDay', 'end_half_day', 'endHalfDay']),
      days: { type: 'number' },
      ...fields(nullableText, [
        'first_name',
        'last_name',
        'email',
        'department',
        'job_title',
        'approver_id',
        'approvedBy',
        'approvedAt',
        'approved_at',
        'comments',
        'rejectionReason',
        'rejection_reason',
        'rejectedAt',
      ]),
    },
  },
  Balance: {
    type: 'object',
    properties: {
      ...fields('string', ['id', 'user_id', 'type', 'status']),
      ...fields('number', ['year', 'total_days', 'used_days', 'pending_days', 'available_days']),
      ...fields(nullableText, ['first_name', 'last_name', 'email', 'department']),
    },
  },
  Team: {
    type: 'object',
    properties: {
      ...fields('string', ['id', 'name', 'description', 'created_at']),
      manager_id: { type: nullableText },
      manager: { type: ['object', 'null'], properties: fields('string', ['id', 'first_name', 'last_name', 'email']) },
      member_count: { type: 'integer' },
      member_ids: { type: 'array', items: { type: 'string' } },
    },
  },
  RequestType: {
    type: 'object',
    properties: {
      ...fields('string', ['id', 'name', 'display_name', 'color', 'icon', 'accrual_type']),
      description: { type: nullableText },
      ...fields('boolean', ['requires_approval', 'is_active', 'is_built_in']),
      ...fields('number', ['max_days_per_year', 'accrual_rate']),
    },
  },
  Notification: {
    type: 'object',
    properties: {
      ...fields('string', ['id', 'type', 'title', 'body', 'created_at']),
      ...fields(nullableText, ['sound', 'request_id', 'read_at']),
    },
  },
  AuditEntry: {
    type: 'object',
    properties: {
      ...fields('string', ['id', 'action', 'resource_type', 'created_at']),
      ...fields(nullableText, ['resource_id', 'user_id', 'first_name', 'last_name', 'email', 'ip_address']),
      details: { type: 'object' },
    },
  },
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

/** Express `:id` → OpenAPI `{id}`. */
export const openApiPath = (path: string): string => `/api${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;

/**
 * The OpenAPI 3.1 document of the REST facade, generated from the route declarations themselves so
 * it cannot drift from what is mounted (a test walks the express router and compares).
 */
export function buildOpenApiDocument(routes: RestRoute[], version: string) {
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
    const rule = REST_RULES[`${route.method.toUpperCase()} ${route.path}`];
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
      description: `${route.summary}${rule ? `\n\nWho may call it: ${RULE_TEXT[rule]}` : ''}`,
      operationId: `${route.method}${route.path.replace(/[/:-](\w)/g, (_m, c: string) => c.toUpperCase()).replace(/\W/g, '')}`,
      tags: [route.path.split('/')[1]],
      parameters: [...pathParams, ...queryParams],
      security: rule === 'anyone' ? [] : [{ bearerAuth: [] }],
      responses: {
        200: route.produces
          ? { description: 'The file', content: { [route.produces]: { schema: { type: 'string' } } } }
          : {
              description: 'Success',
              content: { 'application/json': { schema: envelope(dataSchema(route.response)) } },
            },
        400: errorResponse('Bad input (malformed JSON, a field of the wrong type, a rule of spec §5)'),
        ...(rule === 'anyone'
          ? {}
          : {
              401: errorResponse('Missing, expired or revoked token'),
              403: errorResponse('Not allowed for this role'),
            }),
        404: errorResponse('Not found, or not visible to the caller'),
        409: errorResponse('Conflict (e.g. the request is no longer pending)'),
      },
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
        'Only the fields each route documents are read; anything else in a body is ignored. 401 means the token is missing, expired or revoked; 403 that the role may not do this.',
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
