import type { BearerSession } from '../../auth/session';
import type { DataSource, EntityManager } from 'typeorm';
import { rowReader } from '../../db/rows';
import { requireSession, requireSignedIn, type Actor } from '../../auth/policy';
import { burnPasswordCheck, hashPassword, validatePasswordStrength, verifyPassword } from '../../auth/passwords';
import { revokeCalendarFeedUrls } from '../../auth/credentials';
import { AuthThrottle, REGISTER_PER_ADDRESS, REGISTER_PER_EMAIL } from '../../auth/throttle';
import type { TokenService } from '../../auth/tokens';
import { badInput, conflict, notFound, rateLimited, unauthenticated } from '../../lib/errors';
import { isLanguage, languageOf, translatorFor } from '../../i18n';
import { isUuid } from '../../lib/ids';
import { singleLine } from '../../lib/plain-text';
import type { AuditService } from '../audit';
import { accountQueries } from './account.queries';
import type { BalanceService } from '../balances';
import type { EmailService } from '../email';
import { isApiToken, type ApiTokenSession } from '../api-tokens';
import { foundOrganisation } from '../policy';
import {
  ProfileImageEntity,
  profileImageUrl,
  UserEntity,
  DEPARTMENTS,
  WORK_HOURS,
  normaliseEmail,
  optionalText,
  requireName,
  requiredText,
} from '../users/model';

export const LOGIN_FAILURES_PER_MINUTE = 5;
/** Failed sign-ins from one address across all emails (password spraying), per LOGIN_SPRAY_WINDOW_MINUTES. */
export const LOGIN_FAILURES_PER_ADDRESS = 20;
export const LOGIN_SPRAY_WINDOW_MINUTES = 10;
export const EMAIL_TAKEN = 'An account with this email already exists';
export const MAX_PROFILE_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) =>
    b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

export interface AuthResult {
  token: string;
  expiresAt: Date;
  user: UserEntity;
}

export interface ProfileInput {
  firstName?: string | null;
  lastName?: string | null;
  jobTitle?: string | null;
  department?: string | null;
  workHours?: string | null;
  workAddress?: string | null;
  /** "en", "de", "fr" or "es"; null clears the choice. */
  language?: string | null;
}

export class AccountService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: TokenService,
    private readonly audit: AuditService,
    private readonly balances: BalanceService,
    private readonly email: EmailService,
    private readonly throttle: AuthThrottle,
    private readonly publicUrl: string,
  ) {}

  /**
   * Creates an account. The first account of an empty organisation becomes its administrator
   * (serialised by an advisory lock so two simultaneous first registrations cannot both win).
   * Throttled per client address and per email. A taken email answers so (people need to know), changes
   * nothing about that account, and its owner is told by email that someone tried.
   */
  async register(
    actor: Actor,
    input: { firstName: string; lastName: string; email: string; password: string },
  ): Promise<AuthResult> {
    const firstName = requireName(input.firstName, 'First name');
    const lastName = requireName(input.lastName, 'Last name');
    const email = normaliseEmail(input.email);
    await this.throttle.hit(
      [
        { rule: REGISTER_PER_ADDRESS, subject: actor.ip ?? 'unknown' },
        { rule: REGISTER_PER_EMAIL, subject: email.toLowerCase() },
      ],
      'Too many registration attempts. Please wait a while and try again.',
    );
    const problem = validatePasswordStrength(input.password ?? '');
    if (problem) throw badInput(problem, 'password');
    const passwordHash = await hashPassword(input.password);
    const user = await this.dataSource.transaction(async (manager) => {
      await accountQueries.lockRegistrations(manager);
      const owner = await accountQueries.ownerOf(manager, email);
      if (owner) {
        await this.tellOwnerOfRegistrationAttempt(manager, actor, owner);
        return null;
      }
      const empty = await accountQueries.noAccounts(manager);
      if (empty) await foundOrganisation(manager);
      const created = await manager.save(
        UserEntity,
        manager.create(UserEntity, {
          email,
          passwordHash,
          firstName,
          lastName,
          isAdmin: empty,
          role: empty ? 'admin' : 'staff',
          lastLoginAt: new Date(),
        }),
      );
      await this.balances.ensureBalances(manager, created);
      await this.audit.record(
        manager,
        { ...actor, user: created },
        {
          action: 'user.registered',
          resourceType: 'user',
          resourceId: created.id,
          details: { email, first_admin: empty },
        },
      );
      return created;
    });
    if (!user) throw conflict(EMAIL_TAKEN);
    const issued = await this.tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion });
    return { ...issued, user };
  }

  private async tellOwnerOfRegistrationAttempt(manager: EntityManager, actor: Actor, owner: UserEntity): Promise<void> {
    const t = translatorFor(languageOf(owner));
    await this.email.enqueue(manager, {
      to: owner.email,
      subject: t('emails', 'registrationAttempt.subject'),
      text: [
        t('emails', 'greeting', { name: singleLine(owner.firstName) }),
        '',
        t('emails', 'registrationAttempt.body', { email: owner.email }),
        '',
        t('emails', 'registrationAttempt.advice', { signInUrl: `${this.publicUrl}/login` }),
      ].join('\n'),
    });
    await this.audit.record(manager, actor, {
      action: 'auth.registration_email_taken',
      resourceType: 'user',
      resourceId: owner.id,
    });
  }

  /**
   * Signs in. Unknown email, wrong password and deactivated account get the same answer after the
   * same bcrypt work. 5 failures a minute for one email and address, or 20 in 10 minutes from one
   * address whatever the emails (password spraying), answer RATE_LIMITED.
   */
  async login(actor: Actor, emailInput: string, password: string): Promise<AuthResult> {
    const email = (emailInput ?? '').trim().toLowerCase();
    if (!email || !password) throw badInput('Email and password are required');
    const address = actor.ip ?? 'unknown';
    const throttleKey = `${email}|${address}`;
    const { failures, fromAddress } = await accountQueries.loginFailures(
      this.dataSource,
      throttleKey,
      address,
      LOGIN_SPRAY_WINDOW_MINUTES,
    );
    if (failures >= LOGIN_FAILURES_PER_MINUTE || fromAddress >= LOGIN_FAILURES_PER_ADDRESS) {
      await this.audit.recordStandalone(actor, {
        action: 'auth.login_throttled',
        resourceType: 'user',
        details: { email, per_address: fromAddress >= LOGIN_FAILURES_PER_ADDRESS },
      });
      throw rateLimited('Too many sign-in attempts. Please wait a minute and try again.');
    }
    const user = await accountQueries.withPasswordByEmail(this.dataSource.manager, email);
    const valid = user?.passwordHash
      ? await verifyPassword(password, user.passwordHash)
      : await burnPasswordCheck(password);
    if (!user || !valid || !user.isActive) {
      await accountQueries.recordLoginFailure(this.dataSource, throttleKey, address);
      await this.audit.recordStandalone(actor, {
        action: 'auth.login_failed',
        resourceType: 'user',
        resourceId: user?.id ?? null,
        details: { email },
      });
      throw unauthenticated('Invalid email or password');
    }
    return this.dataSource.transaction(async (manager) => {
      await manager.update(UserEntity, { id: user.id }, { lastLoginAt: new Date() });
      await this.audit.record(
        manager,
        { ...actor, user },
        { action: 'auth.login', resourceType: 'user', resourceId: user.id },
      );
      const issued = await this.tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion });
      delete (user as Partial<UserEntity>).passwordHash;
      return { ...issued, user };
    });
  }

  private apiTokens: ((token: string) => Promise<ApiTokenSession | null>) | undefined;

  /** Lets bearer tokens with the API-token prefix (`lw_…`) resolve to their owner and scopes. */
  acceptApiTokens(resolve: (token: string) => Promise<ApiTokenSession | null>): void {
    this.apiTokens = resolve;
  }

  /** Resolves a bearer token to an active user, refusing revoked (older version) tokens. */
  async userForToken(token: string): Promise<BearerSession | null> {
    if (isApiToken(token)) return this.apiTokens ? this.apiTokens(token) : null;
    const claims = await this.tokens.verify(token);
    if (!claims || !isUuid(claims.userId)) return null;
    // Every authenticated request passes here: plain SQL (RowReader), not a query built each time.
    const [user] = await rowReader(this.dataSource, UserEntity).byIds([claims.userId]);
    if (!user || !user.isActive || user.tokenVersion !== claims.tokenVersion) return null;
    return { user, expiresAt: claims.expiresAt };
  }

  /**
   * Signs the viewer out on the server: every sign-in session of theirs stops being accepted, and their
   * calendar feed URLs stop working (a URL is a credential; they make a new one).
   */
  async logout(actor: Actor): Promise<boolean> {
    requireSession(actor);
    await this.dataSource.transaction(async (manager) => {
      await manager.increment(UserEntity, { id: actor.user.id }, 'tokenVersion', 1);
      const calendarFeedsRevoked = await revokeCalendarFeedUrls(manager, actor.user.id);
      await this.audit.record(manager, actor, {
        action: 'auth.logout',
        resourceType: 'user',
        resourceId: actor.user.id,
        details: { calendar_feeds_revoked: calendarFeedsRevoked },
      });
    });
    return true;
  }

  /** Spec §5 profile rules; email is not editable; omitted fields stay as they are. */
  async updateProfile(actor: Actor, input: ProfileInput & { email?: unknown }): Promise<UserEntity> {
    requireSignedIn(actor);
    if (input.email !== undefined) throw badInput('Email cannot be changed', 'email');
    const changes: Partial<UserEntity> = {};
    if (input.firstName !== undefined) changes.firstName = requireName(input.firstName, 'First name');
    if (input.lastName !== undefined) changes.lastName = requireName(input.lastName, 'Last name');
    if (input.jobTitle !== undefined)
      changes.jobTitle = optionalText(input.jobTitle, 3, 'Job title must be at least 3 characters', 'jobTitle');
    if (input.workAddress !== undefined)
      changes.workAddress = optionalText(
        input.workAddress,
        10,
        'Work address must be at least 10 characters',
        'workAddress',
      );
    if (input.department !== undefined)
      changes.department = input.department?.trim()
        ? requiredText(input.department, 'Department is required', 'department')
        : null;
    // The profile offers the spec's department choices; a department an administrator set stays valid.
    if (
      changes.department &&
      changes.department !== actor.user.department &&
      !DEPARTMENTS.includes(changes.department)
    ) {
      throw badInput(`Department must be one of: ${DEPARTMENTS.join(', ')}`, 'department');
    }
    if (input.workHours !== undefined) {
      changes.workHours = optionalText(input.workHours, 1, 'Work hours are required', 'workHours', 100);
      if (changes.workHours && !WORK_HOURS.includes(changes.workHours))
        throw badInput(`Work hours must be one of: ${WORK_HOURS.join(', ')}`, 'workHours');
    }
    if (input.language !== undefined) {
      if (input.language !== null && !isLanguage(input.language))
        throw badInput('Language must be one of: en, de, fr, es', 'language');
      changes.language = input.language;
    }
    return this.dataSource.transaction(async (manager) => {
      await manager.update(UserEntity, { id: actor.user.id }, changes);
      await this.audit.record(manager, actor, {
        action: 'user.profile_updated',
        resourceType: 'user',
        resourceId: actor.user.id,
        details: { changed: Object.keys(changes) },
      });
      return (await manager.findOne(UserEntity, { where: { id: actor.user.id } }))!;
    });
  }

  /** Stores a profile image (≤ 5 MB, PNG/JPEG/GIF/WebP checked by content) and returns its URL. */
  async uploadProfileImage(
    actor: Actor,
    file: { buffer: Buffer; mimetype: string } | undefined,
  ): Promise<{ imageUrl: string; user: UserEntity }> {
    requireSignedIn(actor);
    if (!file || file.buffer.length === 0) throw badInput('Please choose an image to upload', 'profileImage');
    if (file.buffer.length > MAX_PROFILE_IMAGE_BYTES)
      throw badInput('Image size must be less than 5MB', 'profileImage');
    const contentType = Object.keys(IMAGE_TYPES).find((type) => IMAGE_TYPES[type](file.buffer));
    if (!contentType) throw badInput('Only PNG, JPEG, GIF or WebP images can be uploaded', 'profileImage');
    return this.dataSource.transaction(async (manager) => {
      const image = await manager.save(
        ProfileImageEntity,
        manager.create(ProfileImageEntity, { userId: actor.user.id, contentType, data: file.buffer }),
      );
      await accountQueries.dropOtherProfileImages(manager, actor.user.id, image.id);
      await manager.update(UserEntity, { id: actor.user.id }, { profileImageId: image.id });
      await this.audit.record(manager, actor, {
        action: 'user.profile_image_uploaded',
        resourceType: 'user',
        resourceId: actor.user.id,
        details: { bytes: file.buffer.length, content_type: contentType },
      });
      const user = (await manager.findOne(UserEntity, { where: { id: actor.user.id } }))!;
      return { imageUrl: profileImageUrl(image.id)!, user };
    });
  }

  async profileImage(id: string): Promise<ProfileImageEntity> {
    const image = isUuid(id) ? await this.dataSource.manager.findOne(ProfileImageEntity, { where: { id } }) : null;
    if (!image) throw notFound('Image not found');
    return image;
  }
}
