import { createHash } from 'node:crypto';
import type { UserEntity } from '../users';
import { normaliseEmail } from '../users';
import { supportedLanguage } from '../../i18n';
import { ENTERPRISE_SCHEMA, USER_SCHEMA } from './scim-discovery';
import { scimBadRequest } from './scim-errors';
import type { ScimAddress } from './scim.entity';

/** A person as the SCIM service reads them: their row, what the directory told, their groups. */
export interface ScimUserRow {
  user: UserEntity;
  userName: string | null;
  /** The directory's displayName, name.formatted and addresses, when it sent them. */
  displayName?: string | null;
  formattedName?: string | null;
  preferredLanguage?: string | null;
  addresses?: ScimAddress[] | null;
  groups: { id: string; displayName: string }[];
}

export type ScimResource = Record<string, unknown> & { meta?: Record<string, unknown> };

/** A weak ETag over the resource's content: it changes exactly when the representation does. */
export function versionOf(resource: ScimResource): string {
  const { meta: _meta, ...content } = resource;
  return `W/"${createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 22)}"`;
}

/**
 * preferredLanguage: as the directory sent it while it still names the person's directory language (single
 * sign-on may have told another since), else that language.
 */
function preferredLanguageOf(row: ScimUserRow): { preferredLanguage?: string } {
  const sent = row.preferredLanguage;
  if (sent && supportedLanguage(sent) === (row.user.directoryLanguage ?? null)) return { preferredLanguage: sent };
  return row.user.directoryLanguage ? { preferredLanguage: row.user.directoryLanguage } : {};
}

/** The SCIM representation of a person (core User and the enterprise extension). */
export function toScimUser(row: ScimUserRow, base: string): ScimResource {
  const { user } = row;
  const resource: ScimResource = {
    schemas: [USER_SCHEMA, ENTERPRISE_SCHEMA],
    id: user.id,
    ...(user.directoryId ? { externalId: user.directoryId } : {}),
    userName: row.userName ?? user.email,
    name: {
      formatted: row.formattedName || `${user.firstName} ${user.lastName}`.trim(),
      givenName: user.firstName,
      familyName: user.lastName,
    },
    displayName: row.displayName || `${user.firstName} ${user.lastName}`.trim(),
    ...(user.jobTitle ? { title: user.jobTitle } : {}),
    ...preferredLanguageOf(row),
    active: user.isActive,
    emails: [{ value: user.email, type: 'work', primary: true }],
    ...addressesOf(row),
    groups: row.groups.map((group) => ({
      value: group.id,
      display: group.displayName,
      $ref: `${base}/Groups/${group.id}`,
    })),
  };
  const enterprise = {
    ...(user.employeeNumber ? { employeeNumber: user.employeeNumber } : {}),
    ...(user.department ? { department: user.department } : {}),
    ...(user.managerId ? { manager: { value: user.managerId, $ref: `${base}/Users/${user.managerId}` } } : {}),
  };
  // An extension with nothing in it is left out, as an unassigned attribute is (RFC 7643 §2.5).
  if (Object.keys(enterprise).length) resource[ENTERPRISE_SCHEMA] = enterprise;
  resource.meta = {
    resourceType: 'User',
    created: user.createdAt.toISOString(),
    lastModified: user.updatedAt.toISOString(),
    location: `${base}/Users/${user.id}`,
    version: versionOf(resource),
  };
  return resource;
}

/** The directory's addresses as it sent them, else the person's work address. */
function addressesOf(row: ScimUserRow): { addresses?: ScimAddress[] } {
  if (row.addresses?.length) return { addresses: row.addresses };
  const { workAddress } = row.user;
  return workAddress ? { addresses: [{ type: 'work', primary: true, formatted: workAddress }] } : {};
}

/**
 * `active` as directories send it: a boolean, or Entra ID's "True"/"False" strings. Anything else is
 * refused rather than read as false, so a typo never deactivates anyone.
 */
export function booleanOf(value: unknown, attribute: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  throw scimBadRequest(`${attribute} must be true or false`);
}

/** What a User resource asks the person to be. */
export interface ScimUserInput {
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  /** Null when the resource does not say: a new person is active, an existing one stays as they are. */
  active: boolean | null;
  externalId: string | null;
  employeeNumber: string | null;
  department: string | null;
  /** The manager's id; null for none. */
  managerId: string | null;
  /** The core attribute preferredLanguage ("de-DE"), as the language Leavewise speaks; null otherwise. */
  directoryLanguage: string | null;
  /** preferredLanguage as sent (null when none). */
  preferredLanguage: string | null;
  /** The displayName as sent (null when none). */
  displayName: string | null;
  /** name.formatted as sent, when it is more than the given and family name (null otherwise). */
  formattedName: string | null;
  /** The addresses as sent; null when the resource has none. */
  addresses: ScimAddress[] | null;
  /** The work address in one line, when the resource has one. */
  workAddress: string | null;
}

const ADDRESS_PARTS = ['formatted', 'streetAddress', 'locality', 'region', 'postalCode', 'country', 'type'] as const;
const MAX_ADDRESSES = 10;

/** `addresses` checked: at most ten, each part a string of at most 256 characters; null parts dropped. */
function readAddresses(value: unknown): ScimAddress[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.length > MAX_ADDRESSES)
    throw scimBadRequest(`addresses must be a list of at most ${MAX_ADDRESSES} addresses`);
  return value.map((item, index) => {
    if (!item || typeof item !== 'object' || Array.isArray(item))
      throw scimBadRequest(`addresses[${index}] must be an object`);
    const address: ScimAddress = {};
    for (const part of ADDRESS_PARTS) {
      const value = text(attr(item as Record<string, unknown>, part), `addresses[${index}].${part}`);
      if (value) address[part] = value;
    }
    const primary = attr(item as Record<string, unknown>, 'primary');
    if (primary !== undefined && primary !== null) address.primary = booleanOf(primary, `addresses[${index}].primary`);
    return address;
  });
}

/** The work address (by type, else the primary one) in one line: its formatted text, else its parts. */
function workAddressOf(addresses: ScimAddress[] | null): string | null {
  const work =
    addresses?.find((address) => address.type?.toLowerCase() === 'work') ??
    addresses?.find((address) => address.primary);
  if (!work) return null;
  const line =
    work.formatted?.replace(/\s*\n\s*/g, ', ') ??
    [work.streetAddress, work.locality, work.region, work.postalCode, work.country].filter(Boolean).join(', ');
  return line.slice(0, 256) || null;
}

const text = (value: unknown, attribute: string, max = 256): string | null => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw scimBadRequest(`${attribute} must be a string`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw scimBadRequest(`${attribute} is longer than ${max} characters`);
  return trimmed || null;
};

/** A JSON object (not an array, not null). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const record = (value: unknown): Record<string, unknown> => (isObject(value) ? value : {});

/** Attribute names are case-insensitive in SCIM (RFC 7643 §2.1): the value under any spelling. */
function attr(source: Record<string, unknown>, name: string): unknown {
  const key = Object.keys(source).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : source[key];
}

/** The work email: `emails[type eq "work"]`, else the primary one, else the first, else the userName. */
function emailOf(resource: Record<string, unknown>, userName: string): string {
  const emails = attr(resource, 'emails');
  const list = Array.isArray(emails) ? emails.map(record) : [];
  const chosen =
    list.find((email) => String(attr(email, 'type') ?? '').toLowerCase() === 'work') ??
    list.find((email) => booleanOrFalse(attr(email, 'primary'))) ??
    list[0];
  const value = chosen ? text(attr(chosen, 'value'), 'emails.value', 254) : null;
  try {
    return normaliseEmail(value ?? userName);
  } catch {
    throw scimBadRequest('A user needs a work email address (emails, or a userName that is one)');
  }
}

const booleanOrFalse = (value: unknown): boolean => value === true || String(value).toLowerCase() === 'true';

/** name.formatted to keep: null when none was sent or it is the given and family name, which it then follows. */
const formattedNameOf = (formatted: string | null, firstName: string, lastName: string): string | null =>
  formatted && formatted.replace(/\s+/g, ' ') !== `${firstName} ${lastName}`.trim() ? formatted : null;

/** Reads and checks a User resource (POST, PUT, or the result of a PATCH). */
export function readScimUser(resource: ScimResource): ScimUserInput {
  const userName = text(attr(resource, 'userName'), 'userName', 320);
  if (!userName) throw scimBadRequest('userName is required');
  const name = record(attr(resource, 'name'));
  const sentDisplayName = text(attr(resource, 'displayName'), 'displayName');
  const [displayFirst, ...displayRest] = (sentDisplayName ?? '').split(/\s+/).filter(Boolean);
  const addresses = readAddresses(attr(resource, 'addresses'));
  const email = emailOf(resource, userName);
  const firstName = text(attr(name, 'givenName'), 'name.givenName', 100) ?? displayFirst ?? email.split('@')[0];
  const lastName = text(attr(name, 'familyName'), 'name.familyName', 100) ?? (displayRest.join(' ') || '');
  const enterprise = record(attr(resource, ENTERPRISE_SCHEMA));
  const manager = attr(enterprise, 'manager');
  const managerId = text(
    typeof manager === 'object' && manager !== null ? attr(record(manager), 'value') : manager,
    'manager',
  );
  const active = attr(resource, 'active');
  // Kept as sent, whatever it is (RFC 7644 §3.3); it sets the person's language when it names one Leavewise speaks.
  const preferredLanguage = text(attr(resource, 'preferredLanguage'), 'preferredLanguage');
  return {
    userName,
    email,
    firstName,
    lastName,
    jobTitle: text(attr(resource, 'title'), 'title', 100),
    active: active === undefined || active === null ? null : booleanOf(active, 'active'),
    externalId: text(attr(resource, 'externalId'), 'externalId'),
    employeeNumber: text(attr(enterprise, 'employeeNumber'), 'employeeNumber', 50),
    department: text(attr(enterprise, 'department'), 'department', 100),
    managerId,
    displayName: sentDisplayName,
    formattedName: formattedNameOf(text(attr(name, 'formatted'), 'name.formatted'), firstName, lastName),
    addresses,
    workAddress: workAddressOf(addresses),
    directoryLanguage: supportedLanguage(preferredLanguage),
    preferredLanguage,
  };
}
