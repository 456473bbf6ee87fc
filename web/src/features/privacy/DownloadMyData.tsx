import { Button, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { Suspense, useState } from 'react';
import { toaster } from '../../components/toaster';
import { downloadPersonalData } from './personalData';
import { useTranslation } from '../../i18n';

/** The profile's "Download my data": everything Leavewise holds about the viewer, as one JSON file. */
export function DownloadMyData() {
  // Shown inside the profile dialog: its words load without holding up the dialog.
  return (
    <Suspense fallback={null}>
      <DownloadMyDataSection />
    </Suspense>
  );
}

function DownloadMyDataSection() {
  const { t } = useTranslation('privacy');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const name = await downloadPersonalData('me');
      toaster.create({ type: 'success', title: t('download.done'), description: name });
    } catch (error) {
      toaster.create({ type: 'error', title: t('download.failed'), description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="2" as="section" aria-labelledby="my-data-title">
      <Text as="h3" id="my-data-title" fontWeight="semibold">
        {t('download.title')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('download.description')}
      </Text>
      <Button alignSelf="flex-start" variant="outline" size="sm" onClick={() => void download()} loading={busy}>
        <Download /> {t('download.button')}
      </Button>
    </Stack>
  );
}
