import { useTranslation } from '../../../i18n';
import { PageLinkTab } from '../PageLinkTab';

export default function RequestTypesTab() {
  const { t } = useTranslation('admin-request-types');
  return <PageLinkTab title={t('title')} description={t('tabDescription')} to="/admin/request-types" />;
}
