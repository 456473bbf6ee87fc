import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types';
import { assertOperation, assertScope, OPERATION_RULES, requiredScope } from '../auth/policy';
import type { GraphQLContext } from '../context';
import { isAppError } from '../lib/errors';
import { analyticsResolvers } from '../modules/analytics/analytics.resolvers';
import { auditResolvers } from '../modules/audit/audit.resolvers';
import { balanceResolvers } from '../modules/balances/balance.resolvers';
import { leaveRequestResolvers } from '../modules/leave-requests/leave-request.resolvers';
import { policyResolvers } from '../modules/policy/policy.resolvers';
import { reportResolvers } from '../modules/reports/report.resolvers';
import { requestTypeResolvers } from '../modules/request-types/request-type.resolvers';
import { teamResolvers } from '../modules/teams/team.resolvers';
import { userResolvers } from '../modules/users/user.resolvers';
import { notificationResolvers } from '../modules/notifications/notification.resolvers';
import { realtimeResolvers } from '../realtime/realtime.resolvers';
import { apiTokenResolvers } from '../modules/api-tokens/api-token.resolvers';
import { webhookResolvers } from '../modules/webhooks/webhook.resolvers';
import { delegationResolvers } from '../modules/delegations/delegation.resolvers';
import { staffingResolvers } from '../modules/staffing/staffing.resolvers';
import { ssoResolvers } from '../modules/sso/sso.resolvers';
import { calendarFeedResolvers } from '../modules/calendar-feeds/calendar-feed.resolvers';
import { notificationChannelResolvers } from '../modules/notification-channels/notification-channel.resolvers';
import { searchResolvers } from '../modules/search/search.resolvers';
import { feedbackResolvers } from '../modules/feedback/feedback.resolvers';
import { colleagueLeaveResolvers } from '../modules/team-calendar/colleague-leave.resolvers';
import { analyticsReportResolvers } from '../modules/analytics/analytics-report.resolvers';
import { locationResolvers } from '../modules/locations/location.resolvers';
import { ENUM_VALUES } from './enum-values';
import { enforceInputLimits } from './input-validation';
import { assertListBounds } from './list-bounds';
import { scalars } from './scalars';
import { enforceWorkLimits } from './work-limits';

export const SCHEMA_PATH = join(__dirname, '../../../schema.graphql');

export const moduleResolvers: Resolvers[] = [
  userResolvers,
  teamResolvers,
  requestTypeResolvers,
  balanceResolvers,
  policyResolvers,
  leaveRequestResolvers,
  auditResolvers,
  notificationResolvers,
  realtimeResolvers,
  apiTokenResolvers,
  webhookResolvers,
  reportResolvers,
  analyticsResolvers,
  delegationResolvers,
  staffingResolvers,
  ssoResolvers,
  calendarFeedResolvers,
  notificationChannelResolvers,
  searchResolvers,
  feedbackResolvers,
  colleagueLeaveResolvers,
  analyticsReportResolvers,
  locationResolvers,
];

/** Merges module resolvers type by type (modules never define the same field twice). */
function mergeResolvers(list: Resolvers[]): Record<string, Record<string, unknown>> {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const resolvers of list) {
    for (const [type, fields] of Object.entries(resolvers)) {
      merged[type] = { ...(merged[type] ?? {}), ...(fields as Record<string, unknown>) };
    }
  }
  return merged;
}

/**
 * Wraps every root field with its declared operation rule and the API token scope that rule implies
 * (requiredScope: administrative mutations need admin:organisation), and audits refused attempts. A root
 * field without a rule in OPERATION_RULES stops the server from starting.
 */
function enforceOperationRules(schema: GraphQLSchema): void {
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const name = `${root.name}.${field.name}`;
      const rule = OPERATION_RULES[name];
      if (!rule) throw new Error(`No permission rule declared for ${name} in auth/policy.ts`);
      const scope = requiredScope(name, rule);
      const wrap =
        (resolve: GraphQLFieldResolver<unknown, GraphQLContext>): GraphQLFieldResolver<unknown, GraphQLContext> =>
        async (source, args, context, info) => {
          try {
            assertScope(name, context.actor, scope);
            assertOperation(rule, context.actor);
            return await resolve(source, args, context, info);
          } catch (error) {
            if (isAppError(error) && error.code === 'FORBIDDEN') {
              await context.services.audit.recordStandalone(context.actor, {
                action: 'authorization.denied',
                resourceType: 'system',
                details: { operation: name, reason: error.message, args: Object.keys(args ?? {}) },
              });
            }
            throw error;
          }
        };
      if (root === schema.getSubscriptionType()) {
        if (field.subscribe) field.subscribe = wrap(field.subscribe as GraphQLFieldResolver<unknown, GraphQLContext>);
      } else {
        field.resolve = wrap((field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, GraphQLContext>);
      }
    }
  }
}

export function buildSchema(extra: Resolvers[] = []): GraphQLSchema {
  const typeDefs = readFileSync(SCHEMA_PATH, 'utf8');
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: [scalars, ENUM_VALUES, mergeResolvers([...moduleResolvers, ...extra])] as never,
  });
  // Every list is costed (graphql/cost.ts): a list field without a declared bound stops the server here.
  assertListBounds(schema);
  // Input limits wrap the resolvers first, so the permission rule is checked before them; the count of
  // resolved objects is the outermost wrapper, so a stopped operation runs nothing more.
  enforceInputLimits(schema);
  enforceOperationRules(schema);
  enforceWorkLimits(schema);
  return schema;
}
