import { In, type DataSource, type EntityManager } from 'typeorm';
import type { Actor } from '../../auth/policy';
import { IdTokenRefused, IssuerUnavailable, OidcIssuer, type SsoSettings, type VerifiedIdToken } from '../../auth/sso';
import type { TokenService } from '../../auth/tokens';
import { AppError, badInput, rateLimited, serviceUnavailable, ssoNotConfigured } from '../../lib/errors';
import { accountQueries, type AuthResult } from '../accounts';
import type { AuditService } from '../audit';
import type { BalanceService } from '../balances';
import { UserEntity } from '../users';
import { profileFromClaims, type DirectoryProfile } from './directory-profile';
import { applyGroupMapping, groupsOf } from './sso-groups';
import { SsoIdentityEntity } from './sso-identity.entity';
import { ssoQueries } from './sso.queries';
import { foundOrganisation } from '../policy';
import { supportedLanguage } from '../../i18n/languages';

/** Refused SSO sign-ins allowed from one address per minute before RATE_LIMITED (at least 30). */
export const SSO_REFUSALS_PER_MINUTE = 60;
export const SSO_NOT_CONFIGURED = 'Single sign-on is not configured on this server';
export const SSO_START_PATH = '/api/auth/sso/start';

/** Why a sign-in with a valid identity was refused; the web client shows a sentence per kind. */
export type SsoRefusalKind =
  | 'token'
  | 'cancelled'
  | 'no_token'
  | 'no_account'
  | 'deactivated'
  | 'link_unverified'
  | 'link_conflict'
  | 'no_email'
  | 'profile';

export const SSO_FAILED = 'Authentication was cancelled or failed';
export const SSO_REFUSAL_MESSAGES: Record<Exclude<SsoRefusalKind, 'token'>, string> = {
  cancelled: SSO_FAILED,
  no_token: 'Send the ID token your identity provider issued as idToken; claims posted without it are not accepted',
  no_account: 'There is no Leavewise account for you yet. Ask your administrator to create one.',
  deactivated: 'Your account is deactivated. Ask your administrator to reactivate it.',
  link_unverified:
    'An account with your email address already exists, and your identity provider has not verified that address, so it cannot be linked. Sign in with your password or ask your administrator.',
  link_conflict:
    'The account with your email address already signs in with another company identity. Ask your administrator.',
  no_email: 'Your identity provider did not share an email address, so no account can be created.',
  profile: 'Could not fetch user profile',
};

/** A refused SSO sign-in: audited, counted for throttling, answered 401 (400 for a missing token). */
export class SsoSignInRefused extends Error {
  constructor(
    readonly kind: SsoRefusalKind,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly userId: string | null = null,
  ) {
    super(message);
  }
}

/** The tenant itself vouches for the email: `email_verified`, or Entra's `xms_edov` (domain owner verified). */
function emailVerifiedBy(claims: Record<string, unknown>): string | null {
  const verified = claims.email_verified === true || claims.xms_edov === true || claims.xms_edov === '1';
  return verified && typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
}

/** A directory profile as the API shows it. */
export type DirectoryProfileView = Omit<DirectoryProfile, 'email' | 'firstName' | 'lastName'> & {
  lastSignedInAt: Date | null;
};

export interface SsoSignIn extends AuthResult {
  created: boolean;
  linked: boolean;
}

/**
 * Accounts for single sign-on: verifies ID tokens (once each), finds the person by issuer + tenant +
 * object id, links or creates accounts by the configured rules, keeps the directory profile, and
 * audits every sign-in, refusal and link.
 */
export class SsoService {
  readonly issuer: OidcIssuer | null;

  constructor(
    private readonly dataSource: DataSource,
    readonly settings: SsoSettings | null,
    private readonly tokens: TokenService,
    private readonly audit: AuditService,
    private readonly balances: BalanceService,
  ) {
    this.issuer = settings ? new OidcIssuer(settings) : null;
  }

  /** What the sign-in page needs to know (public). */
  publicConfig(): { enabled: boolean; providerName: string | null; loginPath: string | null } {
    return this.settings
      ? { enabled: true, providerName: this.settings.providerName, loginPath: SSO_START_PATH }
      : { enabled: false, providerName: null, loginPath: null };
  }

  requireIssuer(): OidcIssuer {
    if (!this.issuer) throw ssoNotConfigured(SSO_NOT_CONFIGURED);
    return this.issuer;
  }

  /**
   * `ssoLogin(idToken)` and POST /api/auth/sso-login: signs in with an ID token from the configured
   * issuer. Only the token counts; `claimsSent` says the body carried claims without one (refused).
   */
  async signInWithIdToken(
    actor: Actor,
    input: { idToken?: string | null; nonce?: string | null; claimsSent?: boolean },
  ): Promise<SsoSignIn> {
    const issuer = this.requireIssuer();
    return this.refusing(actor, 'id_token', async () => {
      if (!input.idToken?.trim()) {
        if (input.claimsSent) throw new SsoSignInRefused('no_token', SSO_REFUSAL_MESSAGES.no_token);
        throw badInput('idToken is required', 'idToken');
      }
      const verified = await this.verifyOnce(issuer, input.idToken.trim(), input.nonce ?? undefined);
      return this.signIn(actor, verified, profileFromClaims(verified.claims, verified.subject), 'id_token');
    });
  }

  /** Verifies a token and accepts it (and its nonce) once, until it expires. */
  async verifyOnce(issuer: OidcIssuer, idToken: string, expectedNonce?: string): Promise<VerifiedIdToken> {
    const verified = await issuer.verify(idToken, { expectedNonce });
    const until = new Date(verified.expiresAt.getTime() + 60_000);
    const keys = [`token:${verified.tokenHash}`];
    if (typeof verified.claims.nonce === 'string') keys.push(`nonce:${verified.issuer}|${verified.claims.nonce}`);
    const inserted = await ssoQueries.acceptOnce(this.dataSource, keys, until);
    if (inserted.length < keys.length) throw new IdTokenRefused('replay');
    return verified;
  }

  /**
   * Runs a sign-in attempt: throttles refused attempts per address, and turns refusals into audited
   * 401 answers (400 for a missing token, 503 when the identity provider is down).
   */
  async refusing<T>(actor: Actor, via: string, attempt: () => Promise<T>): Promise<T> {
    const address = actor.ip ?? 'unknown';
    if ((await ssoQueries.refusalsInLastMinute(this.dataSource, address)) >= SSO_REFUSALS_PER_MINUTE) {
      await this.audit.recordStandalone(actor, {
        action: 'auth.sso_throttled',
        resourceType: 'user',
        details: { via },
      });
      throw rateLimited('Too many sign-in attempts. Please wait a minute and try again.');
    }
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof IssuerUnavailable) throw serviceUnavailable(error.message);
      const refusal =
        error instanceof IdTokenRefused
          ? new SsoSignInRefused('token', error.message, { reason: error.reason, detail: error.detail })
          : error instanceof SsoSignInRefused
            ? error
            : null;
      if (!refusal) throw error;
      await ssoQueries.recordRefusal(this.dataSource, address);
      await this.audit.recordStandalone(actor, {
        action: 'auth.sso_refused',
        resourceType: 'user',
        resourceId: refusal.userId,
        details: { kind: refusal.kind, via, ...refusal.details },
      });
      if (refusal.kind === 'no_token') throw badInput(refusal.message, 'idToken');
      throw new AppError('UNAUTHENTICATED', refusal.message, { reason: refusal.kind });
    }
  }

  /** Directory profiles of people (null for those who never signed in with SSO), in the order asked. */
  async directoryProfiles(userIds: readonly string[]): Promise<(DirectoryProfileView | null)[]> {
    const identities = await this.dataSource.manager.find(SsoIdentityEntity, { where: { userId: In([...userIds]) } });
    const byUser = new Map(identities.map((identity) => [identity.userId, identity]));
    return userIds.map((userId) => {
      const identity = byUser.get(userId);
      if (!identity) return null;
      const profile = identity.directoryProfile;
      return {
        directoryId: profile.directoryId ?? identity.subject,
        displayName: profile.displayName ?? '',
        jobTitle: profile.jobTitle ?? '',
        department: profile.department ?? '',
        officeLocation: profile.officeLocation ?? '',
        mobilePhone: profile.mobilePhone ?? '',
        businessPhones: profile.businessPhones ?? [],
        preferredLanguage: profile.preferredLanguage || 'en-US',
        source: profile.source ?? 'id_token',
        lastSignedInAt: identity.lastLoginAt,
      };
    });
  }

  /** Signs in the person a verified token names; throws SsoSignInRefused. */
  async signIn(actor: Actor, verified: VerifiedIdToken, profile: DirectoryProfile, via: string): Promise<SsoSignIn> {
    const identityKey = { issuer: verified.issuer, tenantId: verified.tenantId, subject: verified.subject };
    const about = { issuer: verified.issuer, tenant_id: verified.tenantId, subject: verified.subject };
    const { user, created, linked } = await this.dataSource.transaction(async (manager) => {
      await ssoQueries.lockIdentity(manager, identityKey);
      let identity = await manager.findOne(SsoIdentityEntity, { where: identityKey });
      let user: UserEntity;
      let created = false;
      let linked = false;
      if (identity) {
        user = (await manager.findOne(UserEntity, { where: { id: identity.userId } }))!;
        if (!user.isActive) throw new SsoSignInRefused('deactivated', SSO_REFUSAL_MESSAGES.deactivated, about, user.id);
      } else {
        ({ user, created, linked } = await this.accountFor(manager, actor, verified, profile, about));
        identity = manager.create(SsoIdentityEntity, { ...identityKey, userId: user.id, directoryProfile: {} });
      }
      const changes = await this.profileChanges(manager, { ...actor, user }, identity, profile, verified, created);
      if (Object.keys(changes).length) await manager.update(UserEntity, { id: user.id }, changes);
      Object.assign(user, changes, { lastLoginAt: new Date() });
      await manager.update(UserEntity, { id: user.id }, { lastLoginAt: user.lastLoginAt });
      identity.email = profile.email || null;
      identity.directoryProfile = profile;
      identity.lastLoginAt = user.lastLoginAt;
      await manager.save(identity);
      const signedIn = { ...actor, user };
      if (linked)
        await this.audit.record(manager, signedIn, {
          action: 'auth.sso_linked',
          resourceType: 'user',
          resourceId: user.id,
          details: { ...about, email: user.email },
        });
      await this.audit.record(manager, signedIn, {
        action: 'auth.sso_login',
        resourceType: 'user',
        resourceId: user.id,
        details: { ...about, via, created, profile_source: profile.source },
      });
      return { user, created, linked };
    });
    const issued = await this.tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion });
    return { ...issued, user, created, linked };
  }

  /** First sign-in of an identity: link the account with the same verified email, or create one. */
  private async accountFor(
    manager: EntityManager,
    actor: Actor,
    verified: VerifiedIdToken,
    profile: DirectoryProfile,
    about: Record<string, string>,
  ): Promise<{ user: UserEntity; created: boolean; linked: boolean }> {
    // A person the company directory provisioned (SCIM) is found by the directory's id for them.
    const provisioned = await manager.findOne(UserEntity, { where: { directoryId: verified.subject } });
    if (provisioned) {
      const refuse = (kind: 'link_conflict' | 'deactivated') =>
        new SsoSignInRefused(kind, SSO_REFUSAL_MESSAGES[kind], about, provisioned.id);
      if (!provisioned.isActive) throw refuse('deactivated');
      if (await manager.exists(SsoIdentityEntity, { where: { userId: provisioned.id } })) throw refuse('link_conflict');
      return { user: provisioned, created: false, linked: true };
    }
    const email = profile.email;
    // A principal name need not be an address (phone-number accounts): then there is no email to use.
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new SsoSignInRefused('no_email', SSO_REFUSAL_MESSAGES.no_email, about);
    // Registration takes the same lock: one account per email, and one first administrator.
    await accountQueries.lockRegistrations(manager);
    const existing = await accountQueries.ownerOf(manager, email);
    if (existing) {
      const refuse = (kind: 'link_unverified' | 'link_conflict' | 'deactivated') =>
        new SsoSignInRefused(kind, SSO_REFUSAL_MESSAGES[kind], { ...about, email }, existing.id);
      if (emailVerifiedBy(verified.claims) !== email.toLowerCase()) throw refuse('link_unverified');
      if (await manager.exists(SsoIdentityEntity, { where: { userId: existing.id } })) throw refuse('link_conflict');
      if (!existing.isActive) throw refuse('deactivated');
      return { user: existing, created: false, linked: true };
    }
    if (!this.settings!.autoCreate)
      throw new SsoSignInRefused('no_account', SSO_REFUSAL_MESSAGES.no_account, { ...about, email });
    const empty = await accountQueries.noAccounts(manager);
    if (empty) await foundOrganisation(manager);
    const user = await manager.save(
      UserEntity,
      manager.create(UserEntity, {
        email,
        // An SSO-only account has no password: password sign-in fails for it like for a wrong password.
        passwordHash: null,
        firstName: profile.firstName || email.split('@')[0],
        lastName: profile.lastName,
        isAdmin: empty,
        role: empty ? 'admin' : 'staff',
      }),
    );
    await this.balances.ensureBalances(manager, user);
    await this.audit.record(
      manager,
      { ...actor, user },
      {
        action: 'user.registered',
        resourceType: 'user',
        resourceId: user.id,
        details: { email, first_admin: empty, via: 'sso', ...about },
      },
    );
    return { user, created: true, linked: false };
  }

  /**
   * Directory values that changed since the last sign-in (all of them for a new account) and the
   * group mapping. The directory's department is a label: only SSO_HR_GROUPS grants the HR role.
   */
  private async profileChanges(
    manager: EntityManager,
    actor: Actor & { user: UserEntity },
    identity: SsoIdentityEntity,
    profile: DirectoryProfile,
    verified: VerifiedIdToken,
    created: boolean,
  ): Promise<Partial<UserEntity>> {
    const user = actor.user;
    const changes: Partial<UserEntity> = {};
    const before = identity.directoryProfile ?? {};
    const changed = (field: 'firstName' | 'lastName' | 'jobTitle' | 'department') =>
      Boolean(profile[field]) && (created || profile[field] !== before[field]);
    if (!created && changed('firstName')) changes.firstName = profile.firstName;
    if (!created && changed('lastName')) changes.lastName = profile.lastName;
    if (changed('jobTitle')) changes.jobTitle = profile.jobTitle;
    // A grant of the former department rule holds the HR department until it is withdrawn.
    if (changed('department') && identity.groupGrants?.hr?.previousDepartment === undefined)
      changes.department = profile.department;
    const directoryLanguage = supportedLanguage(profile.preferredLanguage);
    if (directoryLanguage && directoryLanguage !== user.directoryLanguage)
      changes.directoryLanguage = directoryLanguage;

    const settings = this.settings!;
    if (settings.adminGroups.length || settings.hrGroups.length) {
      const current = { ...user, ...changes };
      const reports = await ssoQueries.hasReports(manager, user.id);
      const mapped = applyGroupMapping(
        current,
        identity.groupGrants ?? {},
        groupsOf(verified.claims),
        settings,
        reports,
      );
      if (mapped.events.length) {
        Object.assign(changes, mapped.changes);
        identity.groupGrants = mapped.grants;
        const after = { ...current, ...mapped.changes };
        await this.audit.record(manager, actor, {
          action: 'role.updated',
          resourceType: 'role',
          resourceId: user.id,
          details: {
            new_role: after.role,
            previous_role: user.role,
            is_admin: after.isAdmin,
            is_manager: after.isManager,
            source: 'sso_groups',
            events: mapped.events,
          },
        });
      }
    }
    return changes;
  }
}
