import { Menu } from '@chakra-ui/react';
import { FileDown, Eraser } from 'lucide-react';
import { toaster } from '../../components/toaster';
import { Suspense } from 'react';
import { todayIso } from '../../lib/dates';
import { i18n, useTranslation } from '../../i18n';
import { downloadPersonalData, hasLeft } from './personalData';

type Person = { id: string; fullName: string; isActive?: boolean | null; employmentEndDate?: string | null };

/**
 * An administrator's actions on a person's data in the people screen's menu: export it, and (once the
 * person has left) erase it.
 */
export function PersonalDataMenuItems({ person }: { person: Person }) {
  // Inside an open menu: the words load there, without replacing the page while they do.
  return (
    <Suspense fallback={null}>
      <Items person={person} />
    </Suspense>
  );
}

function Items({ person }: { person: Person }) {
  const { t } = useTranslation('privacy');
  return (
    <>
      <Menu.Item value="export-data">
        <FileDown /> {t('menu.export')}
      </Menu.Item>
      {hasLeft(person, todayIso()) && (
        <Menu.Item value="erase-data" color="fg.error">
          <Eraser /> {t('menu.erase')}
        </Menu.Item>
      )}
    </>
  );
}

/** Downloads a person's data for an administrator, saying how it went. */
export async function exportPersonalDataOf(person: Person): Promise<void> {
  await i18n.loadNamespaces('privacy');
  const t = i18n.getFixedT(null, 'privacy');
  try {
    const name = await downloadPersonalData(person.id);
    toaster.create({ type: 'success', title: t('menu.exported', { name: person.fullName }), description: name });
  } catch (error) {
    toaster.create({ type: 'error', title: t('menu.exportFailed'), description: (error as Error).message });
  }
}
