import { PageLinkTab } from '../PageLinkTab';

export default function BalancesTab() {
  return (
    <PageLinkTab
      title="PTO Balances"
      description="Review and correct everyone's balances by year and request type."
      to="/admin/pto-balances"
    />
  );
}
