import { EmptyState } from '../../../components/EmptyState';

/** Placeholder until this screen is built. */
export default function AssignmentsTab() {
  return <EmptyState title="Assignments" description="This screen is being built." />;
}
