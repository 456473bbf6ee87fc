import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Suspense, useState } from 'react';
import { graphql } from '../../__generated__';
import { AppDialog } from '../../components/AppDialog';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { refreshFields } from '../../lib/cache';
import { sameName } from './personalData';
import { useTranslation } from '../../i18n';

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
export function ErasePersonalDataDialog(props: { person: { id: string; fullName: string }; onClose: () => void }) {
  // Opened over the people screen: its words load without replacing the page while they do.
  return (
    <Suspense fallback={null}>
      <EraseDialog {...props} />
    </Suspense>
  );
}

function EraseDialog({ person, onClose }: { person: { id: string; fullName: string }; onClose: () => void }) {
  const { t } = useTranslation('privacy');
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
        title: t('erase.done'),
        description: t('erase.doneDescription', {
          name: person.fullName,
          pseudonym: data?.erasePersonalData.pseudonym ?? '',
        }),
      });
      onClose();
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('erase.failed'),
        description: errorMessage(error, '') || undefined,
      });
    }
  };

  return (
    <AppDialog
      open
      onClose={() => !loading && onClose()}
      title={t('erase.title')}
      role="alertdialog"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={loading}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button colorPalette="red" disabled={!confirmed} loading={loading} onClick={() => void onErase()}>
            {t('erase.button')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>{t('erase.warning', { name: person.fullName })}</Text>
        <Field.Root>
          <Field.Label>{t('erase.confirm', { name: person.fullName })}</Field.Label>
          <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}
