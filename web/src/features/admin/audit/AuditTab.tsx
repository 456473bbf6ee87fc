import { EmptyState } from '../../../components/EmptyState';

/** Placeholder until this screen is built. */
export default function AuditTab() {
  return <EmptyState title="Audit" description="This screen is being built." />;
}
