import { Button, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toaster } from '../../components/toaster';
import { downloadPersonalData } from './personalData';

/** The profile's "Download my data": everything Leavewise holds about the viewer, as one JSON file. */
export function DownloadMyData() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const name = await downloadPersonalData('me');
      toaster.create({ type: 'success', title: 'Your data was downloaded', description: name });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Failed to download your data', description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="2" as="section" aria-labelledby="my-data-title">
      <Text as="h3" id="my-data-title" fontWeight="semibold">
        Your data
      </Text>
      <Text fontSize="sm" color="fg.muted">
        A copy of everything Leavewise holds about you: profile, requests, balances, notifications, activity and more.
      </Text>
      <Button alignSelf="flex-start" variant="outline" size="sm" onClick={() => void download()} loading={busy}>
        <Download /> Download my data
      </Button>
    </Stack>
  );
}
