import { EmptyState } from '../../../components/EmptyState';

/** Placeholder until this screen is built. */
export default function PtoSettingsPage() {
  return <EmptyState title="PTO Policy Settings" description="This screen is being built." />;
}
