import { Menu } from '@chakra-ui/react';
import { FileDown, Eraser } from 'lucide-react';
import { toaster } from '../../components/toaster';
import { todayIso } from '../../lib/dates';
import { downloadPersonalData, hasLeft } from './personalData';

type Person = { id: string; fullName: string; isActive?: boolean | null; employmentEndDate?: string | null };

/**
 * An administrator's actions on a person's data in the people screen's menu: export it, and (once the
 * person has left) erase it.
 */
export function PersonalDataMenuItems({ person }: { person: Person }) {
  return (
    <>
      <Menu.Item value="export-data">
        <FileDown /> Export data
      </Menu.Item>
      {hasLeft(person, todayIso()) && (
        <Menu.Item value="erase-data" color="fg.error">
          <Eraser /> Erase personal data
        </Menu.Item>
      )}
    </>
  );
}

/** Downloads a person's data for an administrator, saying how it went. */
export async function exportPersonalDataOf(person: Person): Promise<void> {
  try {
    const name = await downloadPersonalData(person.id);
    toaster.create({ type: 'success', title: `${person.fullName}'s data was downloaded`, description: name });
  } catch (error) {
    toaster.create({ type: 'error', title: 'Failed to export data', description: (error as Error).message });
  }
}
