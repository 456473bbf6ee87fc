import type { BoundedFetch } from '../../lib/outbound-http';

/**
 * The directory-derived person (spec §3): from Microsoft Graph `me` when the issuer is Entra ID, else
 * from the ID token's claims. Missing text fields are empty strings; the language defaults to en-US.
 */
export interface DirectoryProfile {
  /** Entra object id (`oid`), else the token's `sub`. */
  directoryId: string;
  displayName: string;
  firstName: string;
  lastName: string;
  /** mail (else the principal name) from Graph; `email` (else `preferred_username`) from a token. */
  email: string;
  jobTitle: string;
  department: string;
  officeLocation: string;
  mobilePhone: string;
  businessPhones: string[];
  preferredLanguage: string;
  source: 'graph' | 'id_token';
}

/** What Microsoft Graph answers to GET /v1.0/me (the fields we read). */
export interface GraphMe {
  id?: string | null;
  displayName?: string | null;
  givenName?: string | null;
  surname?: string | null;
  mail?: string | null;
  userPrincipalName?: string | null;
  jobTitle?: string | null;
  department?: string | null;
  officeLocation?: string | null;
  mobilePhone?: string | null;
  businessPhones?: string[] | null;
  preferredLanguage?: string | null;
}

const GRAPH_FIELDS = [
  'id',
  'displayName',
  'givenName',
  'surname',
  'mail',
  'userPrincipalName',
  'jobTitle',
  'department',
  'officeLocation',
  'mobilePhone',
  'businessPhones',
  'preferredLanguage',
];

const textOf = (...values: unknown[]): string => {
  for (const value of values) if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 500);
  return '';
};

/** Given name, else the first word of the display name; surname, else the rest of it. */
export function splitName(given: string, family: string, displayName: string): { firstName: string; lastName: string } {
  const words = displayName.split(/\s+/).filter(Boolean);
  return { firstName: given || words[0] || '', lastName: family || words.slice(1).join(' ') };
}

function complete(profile: Omit<DirectoryProfile, 'firstName' | 'lastName'>, given: string, family: string) {
  const names = splitName(given, family, profile.displayName);
  return { ...profile, ...names, displayName: profile.displayName || `${names.firstName} ${names.lastName}`.trim() };
}

export function profileFromClaims(claims: Record<string, unknown>, directoryId: string): DirectoryProfile {
  const phones = claims.business_phones;
  return complete(
    {
      directoryId,
      displayName: textOf(claims.name),
      email: textOf(claims.email, claims.preferred_username).toLowerCase(),
      jobTitle: textOf(claims.job_title, claims.jobTitle),
      department: textOf(claims.department),
      officeLocation: textOf(claims.office_location, claims.officeLocation),
      mobilePhone: textOf(claims.mobile_phone, claims.phone_number),
      businessPhones: Array.isArray(phones) ? phones.filter((p): p is string => typeof p === 'string') : [],
      preferredLanguage: textOf(claims.preferred_language, claims.locale) || 'en-US',
      source: 'id_token',
    },
    textOf(claims.given_name),
    textOf(claims.family_name),
  );
}

export function profileFromGraph(me: GraphMe, directoryId: string): DirectoryProfile {
  return complete(
    {
      directoryId,
      displayName: textOf(me.displayName),
      email: textOf(me.mail, me.userPrincipalName).toLowerCase(),
      jobTitle: textOf(me.jobTitle),
      department: textOf(me.department),
      officeLocation: textOf(me.officeLocation),
      mobilePhone: textOf(me.mobilePhone),
      businessPhones: (me.businessPhones ?? []).filter((p): p is string => typeof p === 'string'),
      preferredLanguage: textOf(me.preferredLanguage) || 'en-US',
      source: 'graph',
    },
    textOf(me.givenName),
    textOf(me.surname),
  );
}

/**
 * GET {graph}/v1.0/me with the access token, through the identity provider's bounded fetch (deadline
 * and size limit); null when Graph does not answer 200 with a profile.
 */
export async function fetchGraphMe(
  graphUrl: string,
  accessToken: string,
  fetch: BoundedFetch,
): Promise<GraphMe | null> {
  try {
    const response = await fetch(`${graphUrl}/v1.0/me?$select=${GRAPH_FIELDS.join(',')}`, {
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as GraphMe;
    return body && typeof body === 'object' ? body : null;
  } catch (error) {
    console.error('[sso] Microsoft Graph me failed:', error);
    return null;
  }
}
