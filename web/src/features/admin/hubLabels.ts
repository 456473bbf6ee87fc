/**
 * The catalogue keys (namespace `admin`) of the hub's group and section names. A section is named by
 * its address ('/admin?tab=users' → `hub.sections.users`, '/admin/pto-settings' →
 * `hub.sections.pto-settings`), so its name follows the route table without repeating its English.
 */
export const hubSectionKey = (address: string): string => {
  const [path, query] = address.split('?');
  const tab = query ? new URLSearchParams(query).get('tab') : null;
  return `hub.sections.${tab ?? path.replace(/^\/admin\/?/, '')}`;
};

export const hubGroupKey = (group: string): string => `hub.groups.${group.toLowerCase()}`;
