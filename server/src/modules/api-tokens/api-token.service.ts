import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  ADMIN_SCOPE,
  API_TOKEN_SCOPES,
  canManageApiTokensOf,
  isAdmin,
  mayHoldAdminScope,
  requireSession,
  SCIM_SCOPE,
  type Actor,
} from '../../auth/policy';
import { badInput, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AuditService } from '../audit';
import type { UserEntity } from '../users/model';
import { ApiTokenEntity } from './api-token.entity';
import { apiTokenQueries } from './api-token.queries';

/** API tokens start with this, so a bearer token is recognised as one without a database lookup. */
export const API_TOKEN_PREFIX = 'lw_';
/** Recording every use would write on every call: the last-used time is kept to the minute. */
const LAST_USED_RESOLUTION_SECONDS = 60;

export const hashApiToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const isApiToken = (token: string): boolean => token.startsWith(API_TOKEN_PREFIX);

export interface ApiTokenSession {
  user: UserEntity;
  expiresAt: Date | null;
  scopes: string[];
  apiTokenId: string;
  /** Who created the token, when not its owner: the token acts as both (policy.Actor.tokenCreator). */
  tokenCreator?: UserEntity;
}

export interface CreateApiTokenInput {
  name: string;
  scopes: string[];
  userId?: string | null;
  expiresAt?: Date | string | null;
}

/**
 * Named tokens for third-party tools: an administrator creates them for anyone, a person for
 * themselves. The secret is shown once and stored as a sha256 hash; tokens are revocable and limited
 * to their scopes (see policy.requiredScope).
 */
export class ApiTokenService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async create(actor: Actor, input: CreateApiTokenInput): Promise<{ token: string; apiToken: ApiTokenEntity }> {
    requireSession(actor);
    const ownerId = input.userId ?? actor.user.id;
    if (!isUuid(ownerId)) throw badInput('userId is not a valid id', 'userId');
    const name = (input.name ?? '').trim();
    if (!name || name.length > 100) throw badInput('Token name is required (at most 100 characters)', 'name');
    const scopes = [...new Set(input.scopes ?? [])];
    if (!scopes.length) throw badInput('Choose at least one scope', 'scopes');
    const unknown = scopes.filter((scope) => !API_TOKEN_SCOPES.includes(scope as never));
    if (unknown.length)
      throw badInput(`Unknown scope ${unknown.join(', ')}; known scopes: ${API_TOKEN_SCOPES.join(', ')}`, 'scopes');
    const administrative = scopes.includes(ADMIN_SCOPE);
    if (administrative && !mayHoldAdminScope(actor.user))
      throw forbidden(`Only HR and administrators can give a token the ${ADMIN_SCOPE} scope`);
    const provisioning = scopes.includes(SCIM_SCOPE);
    if (provisioning && scopes.length > 1)
      throw badInput(`The ${SCIM_SCOPE} scope cannot be combined with other scopes`, 'scopes');
    if (provisioning && !isAdmin(actor.user))
      throw forbidden(`Only administrators can give a token the ${SCIM_SCOPE} scope`);
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    if (expiresAt && (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= Date.now()))
      throw badInput('Expiry must be in the future', 'expiresAt');
    const owner = await apiTokenQueries.personById(this.dataSource, ownerId);
    if (!owner || !canManageApiTokensOf(actor.user, owner)) throw notFound('User not found');
    if (administrative && !mayHoldAdminScope(owner))
      throw badInput(`The ${ADMIN_SCOPE} scope is only for the token of HR or an administrator`, 'scopes');
    if (provisioning && !isAdmin(owner))
      throw badInput(`The ${SCIM_SCOPE} scope is only for the token of an administrator`, 'scopes');
    const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    return this.dataSource.transaction(async (manager) => {
      const apiToken = await manager.save(
        ApiTokenEntity,
        manager.create(ApiTokenEntity, {
          userId: owner.id,
          name,
          scopes,
          tokenHash: hashApiToken(token),
          tokenPrefix: token.slice(0, 10),
          createdBy: actor.user.id,
          expiresAt,
        }),
      );
      await this.audit.record(manager, actor, {
        action: 'api_token.created',
        resourceType: 'api_token',
        resourceId: apiToken.id,
        details: { name, scopes, owner_id: owner.id },
      });
      delete (apiToken as Partial<ApiTokenEntity>).tokenHash;
      return { token, apiToken };
    });
  }

  /** The tokens of a person (default: the viewer); administrators may list anyone's. */
  async list(actor: Actor, userId?: string | null): Promise<ApiTokenEntity[]> {
    requireSession(actor);
    const ownerId = userId ?? actor.user.id;
    if (!isUuid(ownerId)) throw badInput('userId is not a valid id', 'userId');
    if (!canManageApiTokensOf(actor.user, { id: ownerId })) return [];
    return apiTokenQueries.ofOwner(this.dataSource, ownerId);
  }

  async revoke(actor: Actor, id: string): Promise<ApiTokenEntity> {
    requireSession(actor);
    const apiToken = isUuid(id) ? await apiTokenQueries.byId(this.dataSource, id) : null;
    if (!apiToken || !canManageApiTokensOf(actor.user, { id: apiToken.userId })) throw notFound('API token not found');
    if (apiToken.revokedAt) return apiToken;
    return this.dataSource.transaction(async (manager) => {
      const revokedAt = new Date();
      await manager.update(ApiTokenEntity, { id }, { revokedAt });
      await this.audit.record(manager, actor, {
        action: 'api_token.revoked',
        resourceType: 'api_token',
        resourceId: id,
        details: { name: apiToken.name, owner_id: apiToken.userId },
      });
      return { ...apiToken, revokedAt };
    });
  }

  /**
   * The owner, scopes and (when someone else created it) creator of a valid token: unrevoked, unexpired,
   * of an active person, and created by them or by someone who still may manage their tokens. Else null.
   * A provisioning token (SCIM_SCOPE) is valid only where `provisioning` is asked for, and only there.
   */
  async resolve(token: string, { provisioning = false } = {}): Promise<ApiTokenSession | null> {
    if (!isApiToken(token) || token.length > 200) return null;
    const apiToken = await apiTokenQueries.byHash(this.dataSource, hashApiToken(token));
    if (!apiToken || apiToken.revokedAt || (apiToken.expiresAt && apiToken.expiresAt.getTime() <= Date.now()))
      return null;
    if (apiToken.scopes.includes(SCIM_SCOPE) !== provisioning) return null;
    const people = await this.peopleOf([apiToken]);
    const user = people.get(apiToken.userId);
    if (!user || !user.isActive || !this.creatorStandsBehind(apiToken, people)) return null;
    await apiTokenQueries.touchLastUsed(this.dataSource, apiToken.id, LAST_USED_RESOLUTION_SECONDS);
    const creator = apiToken.createdBy === apiToken.userId ? undefined : people.get(apiToken.createdBy!);
    return {
      user,
      expiresAt: apiToken.expiresAt,
      scopes: apiToken.scopes,
      apiTokenId: apiToken.id,
      ...(creator ? { tokenCreator: creator } : {}),
    };
  }

  /** Which of the given tokens no longer hold (revoked, expired, gone, or their creator no longer stands behind them). */
  async endedTokens(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const live = await apiTokenQueries.liveAmong(this.dataSource, ids);
    const people = await this.peopleOf(live);
    const valid = new Set(live.filter((token) => this.creatorStandsBehind(token, people)).map((token) => token.id));
    return new Set(ids.filter((id) => !valid.has(id)));
  }

  /** The owners and creators of tokens, by id. */
  private async peopleOf(tokens: Pick<ApiTokenEntity, 'userId' | 'createdBy'>[]): Promise<Map<string, UserEntity>> {
    const ids = [...new Set(tokens.flatMap((token) => [token.userId, ...(token.createdBy ? [token.createdBy] : [])]))];
    const people = await apiTokenQueries.peopleByIds(this.dataSource, ids);
    return new Map(people.map((person) => [person.id, person]));
  }

  /** A token acts within its creator's rights: its owner made it, or its creator still may manage the owner's tokens. */
  private creatorStandsBehind(
    token: Pick<ApiTokenEntity, 'userId' | 'createdBy'>,
    people: Map<string, UserEntity>,
  ): boolean {
    if (token.createdBy === token.userId) return true;
    const creator = token.createdBy ? people.get(token.createdBy) : undefined;
    return Boolean(creator && canManageApiTokensOf(creator, { id: token.userId }));
  }
}
