import { EmptyState } from '../../../components/EmptyState';

/** Placeholder until this screen is built. */
export default function UsersTab() {
  return <EmptyState title="Users \& Managers" description="This screen is being built." />;
}
