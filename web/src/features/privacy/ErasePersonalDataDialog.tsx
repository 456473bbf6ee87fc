import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { AppDialog } from '../../components/AppDialog';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { refreshFields } from '../../lib/cache';
import { sameName } from './personalData';

const ErasePersonalDataMutation = graphql(`
  mutation ErasePersonalData($input: ErasePersonalDataInput!) {
    erasePersonalData(input: $input) {
      userId
      pseudonym
    }
  }
`);

/**
 * Erasing a former employee's personal data cannot be undone, so it asks for their full name typed
 * before the button does anything.
 */
export function ErasePersonalDataDialog({
  person,
  onClose,
}: {
  person: { id: string; fullName: string };
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [erase, { loading }] = useMutation(ErasePersonalDataMutation, {
    update: (cache) => refreshFields(cache, 'users', 'roleStats', 'managers'),
  });
  const confirmed = sameName(typed, person.fullName);

  const onErase = async () => {
    try {
      const { data } = await erase({ variables: { input: { userId: person.id, confirmName: typed } } });
      toaster.create({
        type: 'success',
        title: 'Personal data erased',
        description: `${person.fullName} is now shown as ${data?.erasePersonalData.pseudonym}.`,
      });
      onClose();
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Failed to erase personal data',
        description: errorMessage(error, '') || undefined,
      });
    }
  };

  return (
    <AppDialog
      open
      onClose={() => !loading && onClose()}
      title="Erase personal data"
      role="alertdialog"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button colorPalette="red" disabled={!confirmed} loading={loading} onClick={() => void onErase()}>
            Erase permanently
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>
          {`${person.fullName}'s name, email and what they wrote will be removed everywhere and replaced by a pseudonym. ` +
            'Their requests and balances stay, so reports do not change. This cannot be undone.'}
        </Text>
        <Field.Root>
          <Field.Label>Type {person.fullName} to confirm</Field.Label>
          <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}
