import { clientErrorFromDatabase, isAppError } from '../../lib/errors';

export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** RFC 7644 §3.12 detail error types. */
export type ScimType =
  | 'invalidFilter'
  | 'tooMany'
  | 'uniqueness'
  | 'mutability'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'invalidValue'
  | 'invalidVers'
  | 'sensitive';

/** A refusal in SCIM's own terms: an HTTP status, an optional scimType and a sentence. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
  }
}

export const scimBadRequest = (detail: string, scimType: ScimType = 'invalidValue') =>
  new ScimError(400, detail, scimType);
export const scimNotFound = (detail: string) => new ScimError(404, detail);
export const scimConflict = (detail: string) => new ScimError(409, detail, 'uniqueness');

const STATUS_OF_CODE: Record<string, { status: number; scimType?: ScimType }> = {
  BAD_USER_INPUT: { status: 400, scimType: 'invalidValue' },
  UNAUTHENTICATED: { status: 401 },
  FORBIDDEN: { status: 403 },
  NOT_FOUND: { status: 404 },
  CONFLICT: { status: 409, scimType: 'uniqueness' },
  RATE_LIMITED: { status: 429 },
};

/** The SCIM error body for anything thrown; null for an error no client caused (answered 500). */
export function scimErrorOf(
  error: unknown,
): { status: number; body: { schemas: string[]; status: string; scimType?: ScimType; detail: string } } | null {
  let status: number;
  let scimType: ScimType | undefined;
  let detail: string;
  const appError = clientErrorFromDatabase(error) ?? error;
  if (appError instanceof ScimError) ({ status, scimType, message: detail } = appError);
  else if (isAppError(appError) && STATUS_OF_CODE[appError.code]) {
    ({ status, scimType } = STATUS_OF_CODE[appError.code]);
    detail = appError.message;
  } else {
    const { status: bodyStatus, type } = (error ?? {}) as { status?: number; type?: string };
    if (!bodyStatus || bodyStatus < 400 || bodyStatus >= 500) return null;
    status = bodyStatus;
    scimType = bodyStatus === 400 ? 'invalidSyntax' : undefined;
    detail = bodyStatus === 413 ? 'Request body is too large' : `Request body refused (${type ?? 'unreadable'})`;
  }
  return {
    status,
    body: { schemas: [ERROR_SCHEMA], status: String(status), ...(scimType ? { scimType } : {}), detail },
  };
}
