import { useQuery } from '../../../lib/useQuery';
import { graphql } from '../../../__generated__';

const ManagersQuery = graphql(`
  query AdminManagers {
    managers {
      id
      fullName
      department
    }
  }
`);

export interface ManagerOption {
  value: string;
  label: string;
}

/** Value of the picker's 'No Manager' option. */
export const NO_MANAGER = '';

export interface ManagerLike {
  id: string;
  fullName: string;
  department?: string | null;
}

const label = (m: ManagerLike) => (m.department ? `${m.fullName} (${m.department})` : m.fullName);

/**
 * Spec §2 and §6: a manager picker offers 'No Manager' (`noManager`, in the screen's language) plus the people flagged as managers (the
 * server's `managers` list: active managers only), never the person being edited. A current manager
 * missing from that list (deactivated since) stays selectable, so saving does not clear it unasked.
 */
export function managerOptions(
  managers: readonly ManagerLike[],
  noManager: string,
  { excludeId, current }: { excludeId?: string; current?: ManagerLike | null } = {},
): ManagerOption[] {
  const listed = managers.filter((m) => m.id !== excludeId);
  if (current && !listed.some((m) => m.id === current.id)) listed.push(current);
  return [{ value: NO_MANAGER, label: noManager }, ...listed.map((m) => ({ value: m.id, label: label(m) }))];
}

/** The managers for every picker of a screen, fetched once. */
export function useManagers() {
  const { data, error, refetch } = useQuery(ManagersQuery);
  return { managers: data?.managers ?? [], error, refetch, loaded: !!data };
}
