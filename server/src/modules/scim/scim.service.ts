import { isAdmin, SCIM_SCOPE, type Actor } from '../../auth/policy';
import type { AuthThrottle, ThrottleRule } from '../../auth/throttle';
import type { ApiTokenService } from '../api-tokens';
import type { AuditService } from '../audit';
import { ScimError } from './scim-errors';
import type { ScimGroups } from './scim-groups.service';
import type { ScimUsers } from './scim-users.service';

/** Requests one provisioning token may make a minute: a directory's full sync of thousands stays well under it. */
export const SCIM_REQUESTS_PER_TOKEN: ThrottleRule = { bucket: 'scim.token', max: 1200, windowSeconds: 60 };
/** Refused credentials from one address before it is turned away without a lookup. */
export const SCIM_REFUSALS_PER_ADDRESS: ThrottleRule = { bucket: 'scim.refused', max: 120, windowSeconds: 600 };
const TOO_MANY_REQUESTS = 'Too many provisioning requests. Please slow down and try again.';

/**
 * SCIM 2.0 provisioning (RFC 7643/7644) for a company directory (Entra ID, Okta): its Users and
 * Groups, reached only with a provisioning token (SCIM_SCOPE) of an administrator.
 */
export class ScimService {
  constructor(
    private readonly apiTokens: ApiTokenService,
    private readonly audit: AuditService,
    private readonly throttle: AuthThrottle,
    readonly users: ScimUsers,
    readonly groups: ScimGroups,
  ) {}

  /**
   * The actor of a provisioning request: the administrator whose provisioning token it bears. Any
   * other credential (sign-in session, other API token) is refused with 401, and throttled per address.
   */
  async authenticate(bearer: string | null, ip: string | null): Promise<Actor> {
    const address = ip ?? 'unknown';
    await this.throttle.check(SCIM_REFUSALS_PER_ADDRESS, address, TOO_MANY_REQUESTS);
    const session = bearer ? await this.apiTokens.resolve(bearer, { provisioning: true }) : null;
    if (!session) {
      await this.throttle.record(SCIM_REFUSALS_PER_ADDRESS, address);
      await this.audit.recordStandalone(
        { user: null, ip },
        {
          action: 'authorization.denied',
          resourceType: 'system',
          details: { operation: 'scim', reason: bearer ? 'not a provisioning token' : 'no bearer token' },
        },
      );
      throw new ScimError(401, 'A provisioning token (scope scim:provision) is required');
    }
    const actor: Actor = {
      user: session.user,
      ip,
      scopes: session.scopes,
      ...(session.tokenCreator ? { tokenCreator: session.tokenCreator } : {}),
    };
    // The token acts as its owner: once they are no longer an administrator, it provisions nothing.
    if (!isAdmin(session.user) || (session.tokenCreator && !isAdmin(session.tokenCreator)))
      throw new ScimError(403, `The ${SCIM_SCOPE} token's owner is no longer an administrator`);
    await this.throttle.hit([{ rule: SCIM_REQUESTS_PER_TOKEN, subject: session.apiTokenId }], TOO_MANY_REQUESTS);
    return actor;
  }
}
