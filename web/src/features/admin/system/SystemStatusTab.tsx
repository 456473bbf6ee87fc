import { EmptyState } from '../../../components/EmptyState';

/** Placeholder until this screen is built. */
export default function SystemStatusTab() {
  return <EmptyState title="System Status" description="This screen is being built." />;
}
