import { PageHeader } from '../../components/PageHeader';

export default function ApprovalsPage() {
  return <PageHeader title="ApprovalsPage" />;
}
