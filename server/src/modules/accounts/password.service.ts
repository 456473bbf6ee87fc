import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { revokeAllCredentials } from '../../auth/credentials';
import { hashPassword, validatePasswordStrength, verifyPassword } from '../../auth/passwords';
import { assertOperation, requireSession, type Actor } from '../../auth/policy';
import {
  AuthThrottle,
  CHANGE_FAILURES_PER_PERSON,
  RESET_ATTEMPTS_PER_ADDRESS,
  RESET_REQUEST_PER_ADDRESS,
  RESET_REQUEST_PER_EMAIL,
} from '../../auth/throttle';
import type { TokenService } from '../../auth/tokens';
import type { JobQueue } from '../../jobs/queue';
import { badInput, notFound } from '../../lib/errors';
import { languageOf, translatorFor } from '../../i18n';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit';
import type { EmailService } from '../email';
import { UserEntity, normaliseEmail } from '../users';
import { accountQueries } from './account.queries';
import type { AuthResult } from './account.service';

export const PASSWORD_RESET_QUEUE = 'password-reset.request';
export const RESET_LINK_MINUTES = 30;
export const INVALID_RESET_LINK =
  'This reset link is invalid, has expired or was already used. Please request a new one.';
export const RESET_REQUESTED =
  'If an account uses this email, a link to reset its password is on its way. It works once, for 30 minutes.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect';

const hashResetToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Password recovery and changes. One rule for every new password (passwords.validatePasswordStrength);
 * every change ends all other sessions and API tokens of the person (credentials.revokeAllCredentials)
 * and tells them by email.
 */
export class PasswordService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: TokenService,
    private readonly audit: AuditService,
    private readonly email: EmailService,
    private readonly jobs: JobQueue,
    private readonly throttle: AuthThrottle,
    private readonly publicUrl: string,
  ) {}

  /**
   * Asks for a reset link. The answer is the same whether or not the email has an account, and comes
   * before any lookup: a job finds the account and emails the link, so timing tells nothing either.
   */
  async requestReset(actor: Actor, emailInput: string): Promise<true> {
    const email = normaliseEmail(emailInput).toLowerCase();
    await this.throttle.hit(
      [
        { rule: RESET_REQUEST_PER_ADDRESS, subject: actor.ip ?? 'unknown' },
        { rule: RESET_REQUEST_PER_EMAIL, subject: email },
      ],
      'Too many reset requests. Please wait a while and try again.',
    );
    await this.dataSource.transaction((manager) =>
      this.jobs.enqueue(manager, PASSWORD_RESET_QUEUE, { email, ip: actor.ip }, { maxAttempts: 3 }),
    );
    return true;
  }

  /** The job: for an active account with this email, a fresh single-use link (older ones stop working). */
  async sendResetLink(email: string, ip: string | null): Promise<void> {
    const user = await accountQueries.activeWithPasswordByEmail(this.dataSource.manager, email);
    if (!user) return;
    const t = translatorFor(languageOf(user));
    if (user.passwordHash === null) {
      // A single-sign-on account has no password to reset; a link would give it one behind the company's back.
      await this.dataSource.transaction((manager) =>
        this.email.enqueue(manager, {
          to: user.email,
          subject: t('emails', 'ssoReset.subject'),
          text: [t('emails', 'greeting', { name: user.firstName }), '', t('emails', 'ssoReset.body')].join('\n'),
        }),
      );
      return;
    }
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.transaction(async (manager) => {
      await accountQueries.retireResetLinks(manager, user.id);
      await accountQueries.insertResetLink(manager, {
        userId: user.id,
        tokenHash: hashResetToken(token),
        minutes: RESET_LINK_MINUTES,
        ip,
      });
      await this.email.enqueue(manager, {
        to: user.email,
        subject: t('emails', 'passwordReset.subject'),
        sensitive: true,
        text: [
          t('emails', 'greeting', { name: user.firstName }),
          '',
          t('emails', 'passwordReset.body', { minutes: RESET_LINK_MINUTES }),
          '',
          `${this.publicUrl}/reset-password#token=${token}`,
          '',
          t('emails', 'passwordReset.note'),
        ].join('\n'),
      });
      await this.audit.record(
        manager,
        { user, ip },
        { action: 'auth.password_reset_requested', resourceType: 'user', resourceId: user.id },
      );
    });
  }

  /** Sets a new password with a reset link's token and signs the person in; everything else of theirs ends. */
  async resetPassword(actor: Actor, token: string, password: string): Promise<AuthResult> {
    await this.throttle.hit([{ rule: RESET_ATTEMPTS_PER_ADDRESS, subject: actor.ip ?? 'unknown' }]);
    if (typeof token !== 'string' || !token.trim() || token.length > 200) throw badInput(INVALID_RESET_LINK, 'token');
    const problem = validatePasswordStrength(password);
    if (problem) throw badInput(problem, 'password');
    const passwordHash = await hashPassword(password);
    const user = await this.dataSource.transaction(async (manager) => {
      // Claiming the token and using it is one statement: two simultaneous uses cannot both succeed.
      const claimed = await accountQueries.claimResetLink(manager, hashResetToken(token.trim()));
      const found = claimed
        ? await manager.findOne(UserEntity, { where: { id: claimed }, lock: { mode: 'for_no_key_update' } })
        : null;
      if (!found || !found.isActive) throw badInput(INVALID_RESET_LINK, 'token');
      await this.replacePassword(manager, found, passwordHash, { ...actor, user: found }, 'auth.password_reset');
      await manager.update(UserEntity, { id: found.id }, { lastLoginAt: new Date() });
      return (await manager.findOne(UserEntity, { where: { id: found.id } }))!;
    });
    return { ...(await this.tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion })), user };
  }

  /** The signed-in person changes their own password (the current one is required) and gets a fresh session. */
  async changePassword(actor: Actor, currentPassword: string, newPassword: string): Promise<AuthResult> {
    requireSession(actor);
    await this.throttle.check(CHANGE_FAILURES_PER_PERSON, actor.user.id);
    const stored = await accountQueries.withPasswordById(this.dataSource.manager, actor.user.id);
    const valid =
      typeof currentPassword === 'string' &&
      currentPassword.length > 0 &&
      currentPassword.length <= 1024 &&
      Boolean(stored?.passwordHash) &&
      (await verifyPassword(currentPassword, stored!.passwordHash!));
    if (!valid) {
      await this.throttle.record(CHANGE_FAILURES_PER_PERSON, actor.user.id);
      await this.audit.recordStandalone(actor, {
        action: 'auth.password_change_failed',
        resourceType: 'user',
        resourceId: actor.user.id,
      });
      throw badInput(WRONG_CURRENT_PASSWORD, 'currentPassword');
    }
    const problem = validatePasswordStrength(newPassword);
    if (problem) throw badInput(problem, 'newPassword');
    if (newPassword === currentPassword)
      throw badInput('Choose a new password that differs from your current one', 'newPassword');
    const passwordHash = await hashPassword(newPassword);
    const user = await this.dataSource.transaction(async (manager) => {
      const locked = await manager.findOne(UserEntity, {
        where: { id: actor.user.id },
        lock: { mode: 'for_no_key_update' },
      });
      await this.replacePassword(manager, locked!, passwordHash, actor, 'auth.password_changed');
      return (await manager.findOne(UserEntity, { where: { id: actor.user.id } }))!;
    });
    return { ...(await this.tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion })), user };
  }

  /** An administrator sets someone's password (e.g. the admin console); their sessions and tokens end. */
  async setUserPassword(actor: Actor, userId: string, password: string): Promise<UserEntity> {
    assertOperation('admin', actor);
    requireSession(actor);
    if (userId === actor.user.id)
      throw badInput('Change your own password with your current one (profile settings)', 'userId');
    const problem = validatePasswordStrength(password);
    if (problem) throw badInput(problem, 'password');
    const passwordHash = await hashPassword(password);
    return this.dataSource.transaction(async (manager) => {
      const user = isUuid(userId)
        ? await manager.findOne(UserEntity, { where: { id: userId }, lock: { mode: 'for_no_key_update' } })
        : null;
      if (!user) throw notFound('User not found');
      await this.replacePassword(manager, user, passwordHash, actor, 'user.password_set');
      return (await manager.findOne(UserEntity, { where: { id: userId } }))!;
    });
  }

  private async replacePassword(
    manager: EntityManager,
    user: UserEntity,
    passwordHash: string,
    actor: Actor,
    action: string,
  ): Promise<void> {
    await manager.update(UserEntity, { id: user.id }, { passwordHash });
    const revoked = await revokeAllCredentials(manager, user.id);
    const t = translatorFor(languageOf(user));
    await this.audit.record(manager, actor, {
      action,
      resourceType: 'user',
      resourceId: user.id,
      details: { api_tokens_revoked: revoked.apiTokensRevoked, calendar_feeds_revoked: revoked.calendarFeedsRevoked },
    });
    await this.email.enqueue(manager, {
      to: user.email,
      subject: t('emails', 'passwordChanged.subject'),
      text: [
        t('emails', 'greeting', { name: user.firstName }),
        '',
        t('emails', action === 'user.password_set' ? 'passwordChanged.byAdministrator' : 'passwordChanged.byYou'),
        t('emails', 'passwordChanged.signedOut'),
        '',
        t('emails', 'passwordChanged.advice', { signInUrl: `${this.publicUrl}/login` }),
      ].join('\n'),
    });
  }
}
