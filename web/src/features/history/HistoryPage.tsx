import { PageHeader } from '../../components/PageHeader';

export default function HistoryPage() {
  return <PageHeader title="HistoryPage" />;
}
