import { EmptyState } from '../../../components/EmptyState';

/** Placeholder until this screen is built. */
export default function RoleManagementTab() {
  return <EmptyState title="Role Management" description="This screen is being built." />;
}
