import { useTranslation } from '../../../i18n';
import { PageLinkTab } from '../PageLinkTab';

export default function BalancesTab() {
  const { t } = useTranslation('admin-balances');
  return <PageLinkTab title={t('title')} description={t('tabDescription')} to="/admin/pto-balances" />;
}
