import { EmptyState } from '../../../components/EmptyState';

/** Placeholder until this screen is built. */
export default function PtoBalancesPage() {
  return <EmptyState title="PTO Balances" description="This screen is being built." />;
}
