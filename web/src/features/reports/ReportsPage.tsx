import { PageHeader } from '../../components/PageHeader';

export default function ReportsPage() {
  return <PageHeader title="ReportsPage" />;
}
