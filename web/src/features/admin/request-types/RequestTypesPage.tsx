import { EmptyState } from '../../../components/EmptyState';

/** Placeholder until this screen is built. */
export default function RequestTypesPage() {
  return <EmptyState title="Request Types" description="This screen is being built." />;
}
