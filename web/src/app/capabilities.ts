import type { Capability } from '../__generated__/graphql';

/**
 * Capabilities that open the administration hub (/admin): any of its sections'. Analytics alone does
 * not (managers read analytics under Reports). Free of the UI's code, so the build reads it too
 * (web/first-screen.ts).
 */
export const ADMIN_CONSOLE_CAPABILITIES: readonly Capability[] = [
  'MANAGE_USERS',
  'MANAGE_TEAMS',
  'MANAGE_ROLES',
  'MANAGE_REQUEST_TYPES',
  'MANAGE_BALANCES',
  'MANAGE_POLICY',
  'VIEW_AUDIT',
  'VIEW_SYSTEM_STATUS',
  'MANAGE_WEBHOOKS',
  'VIEW_FEEDBACK',
];
