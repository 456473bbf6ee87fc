import { EmptyState } from '../../../components/EmptyState';

/** Placeholder until this screen is built. */
export default function IntegrationsPage() {
  return <EmptyState title="Integrations" description="This screen is being built." />;
}
