import { PageHeader } from '../../components/PageHeader';

export default function CalendarPage() {
  return <PageHeader title="CalendarPage" />;
}
