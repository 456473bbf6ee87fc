import { EmptyState } from '../../../components/EmptyState';

/** Placeholder until this screen is built. */
export default function TeamsTab() {
  return <EmptyState title="Teams" description="This screen is being built." />;
}
