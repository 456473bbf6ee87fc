/** The discovery documents (RFC 7643 §5–7): what this service provider supports and its schemas. */

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const ENTERPRISE_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
export const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const CONFIG_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig';
const RESOURCE_TYPE_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:ResourceType';
const SCHEMA_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Schema';

/** The largest page a list answers (ServiceProviderConfig.filter.maxResults). */
export const MAX_RESULTS = 200;

/** A ListResponse (RFC 7644 §3.4.2): one page of `total` results, starting at `startIndex` (1-based). */
export const listResponse = (resources: unknown[], total: number, startIndex: number) => ({
  schemas: [LIST_SCHEMA],
  totalResults: total,
  startIndex,
  itemsPerPage: resources.length,
  Resources: resources,
});

type Attribute = Record<string, unknown>;

/** An attribute description with SCIM's defaults for what is not said. */
const attribute = (name: string, extra: Attribute = {}): Attribute => ({
  name,
  type: 'string',
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});
const complex = (name: string, subAttributes: Attribute[], extra: Attribute = {}) =>
  attribute(name, { type: 'complex', subAttributes, ...extra });
const multiValued = (name: string, extra: Attribute = {}, value: Attribute = {}) =>
  complex(
    name,
    [attribute('value', value), attribute('type'), attribute('primary', { type: 'boolean' }), attribute('display')],
    { multiValued: true, ...extra },
  );

/** A `$ref` sub-attribute (RFC 7643 §2.3.7, §8.7.1): the URI of the resource the value names. */
const reference = (resourceType: string, extra: Attribute = {}) =>
  attribute('$ref', { type: 'reference', referenceTypes: [resourceType], ...extra });

const SCHEMAS = [
  {
    id: USER_SCHEMA,
    name: 'User',
    // RFC 7643 §8.7.1's own descriptions, which clients look for.
    description: 'User Account',
    attributes: [
      attribute('userName', { required: true, uniqueness: 'server' }),
      complex('name', [attribute('formatted'), attribute('givenName'), attribute('familyName')]),
      attribute('displayName'),
      attribute('title'),
      attribute('preferredLanguage'),
      attribute('active', { type: 'boolean' }),
      // Everyone signs in and is told of decisions by email: a person comes with one (a userName that is
      // an email address stands in for it, as Entra ID's and Okta's are).
      multiValued('emails', { required: true }, { required: true }),
      complex(
        'addresses',
        ['formatted', 'streetAddress', 'locality', 'region', 'postalCode', 'country', 'type'].map((name) =>
          attribute(name),
        ),
        { multiValued: true },
      ),
      complex(
        'groups',
        [
          attribute('value', { mutability: 'readOnly' }),
          reference('Group', { mutability: 'readOnly' }),
          attribute('display', { mutability: 'readOnly' }),
        ],
        {
          multiValued: true,
          mutability: 'readOnly',
        },
      ),
    ],
  },
  {
    id: ENTERPRISE_SCHEMA,
    name: 'EnterpriseUser',
    description: 'Enterprise User',
    attributes: [
      attribute('employeeNumber'),
      attribute('department'),
      complex('manager', [attribute('value'), reference('User'), attribute('displayName', { mutability: 'readOnly' })]),
    ],
  },
  {
    id: GROUP_SCHEMA,
    name: 'Group',
    description: 'Group',
    attributes: [
      attribute('displayName', { required: true, uniqueness: 'server' }),
      complex(
        'members',
        [attribute('value', { mutability: 'immutable' }), reference('User', { mutability: 'immutable' })],
        { multiValued: true },
      ),
    ],
  },
].map((schema) => ({ schemas: [SCHEMA_SCHEMA], ...schema, meta: { resourceType: 'Schema' } }));

/** The documents under `base` (the service's own URL, for meta.location). */
export function discoveryDocuments(base: string) {
  const located = <T extends { meta: Record<string, unknown> }>(doc: T, path: string) => ({
    ...doc,
    meta: { ...doc.meta, location: `${base}${path}` },
  });
  const resourceTypes = [
    { id: 'User', name: 'User', endpoint: '/Users', schema: USER_SCHEMA, extension: ENTERPRISE_SCHEMA },
    { id: 'Group', name: 'Group', endpoint: '/Groups', schema: GROUP_SCHEMA },
  ].map(({ extension, ...type }) =>
    located(
      {
        schemas: [RESOURCE_TYPE_SCHEMA],
        ...type,
        ...(extension ? { schemaExtensions: [{ schema: extension, required: false }] } : {}),
        meta: { resourceType: 'ResourceType' },
      },
      `/ResourceTypes/${type.id}`,
    ),
  );
  return {
    serviceProviderConfig: located(
      {
        schemas: [CONFIG_SCHEMA],
        documentationUri: `${base.replace(/\/scim\/v2$/, '')}/api/docs`,
        patch: { supported: true },
        bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
        filter: { supported: true, maxResults: MAX_RESULTS },
        changePassword: { supported: false },
        sort: { supported: false },
        etag: { supported: true },
        authenticationSchemes: [
          {
            type: 'oauthbearertoken',
            name: 'Bearer token',
            description: 'An API token with the scim:provision scope, created by an administrator',
            primary: true,
          },
        ],
        meta: { resourceType: 'ServiceProviderConfig' },
      },
      '/ServiceProviderConfig',
    ),
    resourceTypes,
    schemas: SCHEMAS.map((schema) => located(schema, `/Schemas/${schema.id}`)),
  };
}
