import { PageLinkTab } from '../PageLinkTab';

export default function RequestTypesTab() {
  return (
    <PageLinkTab
      title="Request Types"
      description="Add, edit and retire the kinds of leave people can request, with their allowances and rules."
      to="/admin/request-types"
    />
  );
}
