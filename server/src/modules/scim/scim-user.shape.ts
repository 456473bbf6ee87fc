import { createHash } from 'node:crypto';
import type { UserEntity } from '../users';
import { normaliseEmail } from '../users';
import { supportedLanguage } from '../../i18n';
import { ENTERPRISE_SCHEMA, USER_SCHEMA } from './scim-discovery';
import { scimBadRequest } from './scim-errors';
import type { ScimAddress, ScimEmail, ScimUserEntity } from './scim.entity';

/** A person as the SCIM service reads them: their row, what the directory told, their groups. */
export interface ScimUserRow {
  user: UserEntity;
  userName: string | null;
  /**
   * What the directory said of the person, when it provisions them (null for someone it never did, who is
   * described from their profile alone): an attribute it left unassigned stays so in the resource.
   */
  directory: Pick<
    ScimUserEntity,
    'displayName' | 'formattedName' | 'preferredLanguage' | 'addresses' | 'emails' | 'nameAssigned' | 'activeAssigned'
  > | null;
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
  const sent = row.directory?.preferredLanguage;
  if (sent && supportedLanguage(sent) === (row.user.directoryLanguage ?? null)) return { preferredLanguage: sent };
  return row.user.directoryLanguage ? { preferredLanguage: row.user.directoryLanguage } : {};
}

/** The SCIM representation of a person (core User and the enterprise extension). */
export function toScimUser(row: ScimUserRow, base: string): ScimResource {
  const { user, directory } = row;
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const displayName = directory ? directory.displayName : fullName;
  const resource: ScimResource = {
    schemas: [USER_SCHEMA, ENTERPRISE_SCHEMA],
    id: user.id,
    ...(user.directoryId ? { externalId: user.directoryId } : {}),
    userName: row.userName ?? user.email,
    ...(directory?.nameAssigned === false
      ? {}
      : {
          name: {
            formatted: directory?.formattedName || fullName,
            givenName: user.firstName,
            familyName: user.lastName,
          },
        }),
    ...(displayName ? { displayName } : {}),
    ...(user.jobTitle ? { title: user.jobTitle } : {}),
    ...preferredLanguageOf(row),
    ...(directory?.activeAssigned === false ? {} : { active: user.isActive }),
    emails: emailsOf(row),
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
  const sent = row.directory?.addresses;
  if (sent?.length) return { addresses: sent };
  const { workAddress } = row.user;
  return workAddress ? { addresses: [{ type: 'work', primary: true, formatted: workAddress }] } : {};
}

/** The directory's emails as it sent them while they hold the person's address, else that address alone. */
function emailsOf(row: ScimUserRow): ScimEmail[] {
  const sent = row.directory?.emails;
  const address = row.user.email.toLowerCase();
  if (sent?.some((email) => email.value.toLowerCase() === address)) return sent;
  return [{ value: row.user.email, type: 'work', primary: true }];
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
  /** Whether the resource has a name: without one a new person's is read from displayName or email, and an existing person keeps theirs. */
  nameAssigned: boolean;
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
  /** The emails as sent; null when the resource has none (its userName is then the address). */
  emails: ScimEmail[] | null;
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

const MAX_EMAILS = 10;

/** `emails` checked: at most ten, each with a string value; type and display strings, primary a boolean. */
function readEmails(value: unknown): ScimEmail[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.length > MAX_EMAILS)
    throw scimBadRequest(`emails must be a list of at most ${MAX_EMAILS} addresses`);
  const emails = value.map((item, index) => {
    if (!isObject(item)) throw scimBadRequest(`emails[${index}] must be an object`);
    const address = text(attr(item, 'value'), `emails[${index}].value`, 254);
    if (!address) throw scimBadRequest(`emails[${index}].value is required`);
    const email: ScimEmail = { value: address };
    const type = text(attr(item, 'type'), `emails[${index}].type`);
    if (type) email.type = type;
    const primary = attr(item, 'primary');
    if (primary !== undefined && primary !== null) email.primary = booleanOf(primary, `emails[${index}].primary`);
    const display = text(attr(item, 'display'), `emails[${index}].display`);
    if (display) email.display = display;
    return email;
  });
  return emails.length ? emails : null;
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
function emailOf(emails: ScimEmail[] | null, userName: string): string {
  const list = emails ?? [];
  const chosen =
    list.find((email) => email.type?.toLowerCase() === 'work') ?? list.find((email) => email.primary) ?? list[0];
  try {
    return normaliseEmail(chosen?.value ?? userName);
  } catch {
    throw scimBadRequest('A user needs a work email address (emails, or a userName that is one)');
  }
}

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
  const emails = readEmails(attr(resource, 'emails'));
  const email = emailOf(emails, userName);
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
    nameAssigned: Object.values(name).some((part) => part !== undefined && part !== null && part !== ''),
    externalId: text(attr(resource, 'externalId'), 'externalId'),
    employeeNumber: text(attr(enterprise, 'employeeNumber'), 'employeeNumber', 50),
    department: text(attr(enterprise, 'department'), 'department', 100),
    managerId,
    displayName: sentDisplayName,
    formattedName: formattedNameOf(text(attr(name, 'formatted'), 'name.formatted'), firstName, lastName),
    addresses,
    emails,
    workAddress: workAddressOf(addresses),
    directoryLanguage: supportedLanguage(preferredLanguage),
    preferredLanguage,
  };
}
