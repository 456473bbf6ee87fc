import type { DataSource } from 'typeorm';
import { openDataSource, type DataSourceConnectionOptions } from './db/data-source';
import { UserEntity } from './modules/users/user.entity';
import { ProfileImageEntity } from './modules/users/profile-image.entity';
import { TeamEntity } from './modules/teams/team.entity';
import { RequestTypeEntity } from './modules/request-types/request-type.entity';
import { LeaveBalanceEntity } from './modules/balances/balance.entity';
import { LeaveRequestEntity } from './modules/leave-requests/leave-request.entity';
import { AuditLogEntity } from './modules/audit/audit-log.entity';
import { LocationDayEntity, LocationEntity } from './modules/locations/location.entity';
import { WorkScheduleEntity, WorkingTimeSettingsEntity } from './modules/schedules/work-schedule.entity';
import { PushSubscriptionEntity } from './modules/push/push-subscription.entity';
import { SlackLinkCodeEntity, SlackLinkEntity } from './modules/slack-links/slack-link.entity';
import { ImportEntity } from './modules/imports/import.entity';
import { PolicySettingsEntity } from './modules/policy/policy-settings.entity';
import { NotificationEntity } from './modules/notifications/notification.entity';
import { ApiTokenEntity } from './modules/api-tokens/api-token.entity';
import { LedgerEntryEntity } from './modules/balances/ledger-entry.entity';
import { AllowanceOverrideEntity } from './modules/balances/allowance-override.entity';
import { ApprovalDelegationEntity } from './modules/delegations/delegation.entity';
import { SsoIdentityEntity } from './modules/sso/sso-identity.entity';
import { CalendarFeedEntity, CalendarFeedFetchEntity } from './modules/calendar-feeds/calendar-feed.entity';
import {
  ChannelDeliveryAttemptEntity,
  ChannelDeliveryEntity,
  NotificationChannelEntity,
  NotificationRuleChannelEntity,
  NotificationRuleEntity,
} from './modules/notification-channels/notification-channel.entity';
import { SavedSearchEntity } from './modules/search/saved-search.entity';
import { FeedbackEntity } from './modules/feedback/feedback.entity';
import { EventLogEntity } from './realtime/event-log.entity';
import { QuickDecisionLinkEntity } from './modules/quick-decisions/quick-decision-link.entity';
import { ScimGroupEntity, ScimGroupMemberEntity, ScimUserEntity } from './modules/scim/scim.entity';

/** Every table the modules and the event log map (a new table's entity goes here). */
export const entities = [
  UserEntity,
  ProfileImageEntity,
  TeamEntity,
  RequestTypeEntity,
  LeaveBalanceEntity,
  LeaveRequestEntity,
  AuditLogEntity,
  LocationEntity,
  LocationDayEntity,
  WorkScheduleEntity,
  WorkingTimeSettingsEntity,
  PolicySettingsEntity,
  NotificationEntity,
  ApiTokenEntity,
  LedgerEntryEntity,
  AllowanceOverrideEntity,
  ApprovalDelegationEntity,
  SsoIdentityEntity,
  CalendarFeedEntity,
  CalendarFeedFetchEntity,
  NotificationChannelEntity,
  NotificationRuleEntity,
  NotificationRuleChannelEntity,
  ChannelDeliveryEntity,
  ChannelDeliveryAttemptEntity,
  SavedSearchEntity,
  FeedbackEntity,
  EventLogEntity,
  ImportEntity,
  QuickDecisionLinkEntity,
  ScimUserEntity,
  ScimGroupEntity,
  ScimGroupMemberEntity,
  PushSubscriptionEntity,
  SlackLinkEntity,
  SlackLinkCodeEntity,
];

/** The application's data source: the connection of `db/` with every module's tables. */
export function createDataSource(url: string, options: DataSourceConnectionOptions = {}): DataSource {
  return openDataSource(url, entities, options);
}
