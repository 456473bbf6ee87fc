import { EmptyState } from '../../../components/EmptyState';

/** Placeholder until this screen is built. */
export default function AnalyticsTab() {
  return <EmptyState title="Analytics" description="This screen is being built." />;
}
