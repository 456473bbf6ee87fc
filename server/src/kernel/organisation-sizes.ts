/** Counts of what the organisation holds now: what bounds lists in the query cost (graphql/list-bounds.ts). */
export const SIZE_NAMES = [
  'people',
  'managers',
  'mostDirectReports',
  'teams',
  'largestTeam',
  'departments',
  'requestTypes',
  'activeRequestTypes',
  'holidays',
  'locations',
  'webhooks',
  'apiTokensOfOnePerson',
  'notificationChannels',
  'notificationRules',
  'auditActions',
  'auditResourceTypes',
  'auditStatsRows',
  'leaveMonths',
  'blackoutDateRanges',
  'departmentOverrides',
  'roleOverrides',
] as const;

export type SizeName = (typeof SIZE_NAMES)[number];
export type ListSizes = Readonly<Record<SizeName, number>>;

/**
 * The latest counts, read again in the background when old; `refresh` reads them now. Counting reads the
 * modules' tables: graphql/organisation-sizes.ts does it.
 */
export interface OrganisationCounts {
  current(): ListSizes;
  refresh(): Promise<ListSizes>;
}
