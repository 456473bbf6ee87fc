import { Button, Card, Field, Flex, IconButton, Input, Text } from '@chakra-ui/react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../lib/useQuery';
import { Bookmark, BookmarkPlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import type { SearchCriteriaInput, SavedSearchesQuery } from '../../__generated__/graphql';
import { AppDialog } from '../../components/AppDialog';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { refreshFields } from '../../lib/cache';
import { useTranslation } from '../../i18n';

const SavedSearchesQueryDocument = graphql(`
  query SavedSearches {
    savedSearches {
      id
      name
      criteria {
        text
        types
        statuses
        from
        to
        departments
        roles
        minDays
        maxDays
        hasNotes
        sortField
        sortDirection
      }
    }
  }
`);

const SaveSearchMutation = graphql(`
  mutation SaveSearch($name: String!, $criteria: SearchCriteriaInput!) {
    saveSearch(name: $name, criteria: $criteria) {
      id
      name
    }
  }
`);

const DeleteSavedSearchMutation = graphql(`
  mutation DeleteSavedSearch($id: ID!) {
    deleteSavedSearch(id: $id)
  }
`);

export type SavedSearch = SavedSearchesQuery['savedSearches'][number];

/** The viewer's saved searches (kept on the server): apply one, save the current criteria, delete. */
export function SavedSearches({
  criteria,
  onApply,
}: {
  criteria: SearchCriteriaInput;
  onApply: (saved: SavedSearch) => void;
}) {
  const { data, error, refetch } = useQuery(SavedSearchesQueryDocument);
  const refetchSaved = { update: (cache: ApolloCache) => refreshFields(cache, 'savedSearches') };
  const [save, saving] = useMutation(SaveSearchMutation, refetchSaved);
  const [remove, removing] = useMutation(DeleteSavedSearchMutation, refetchSaved);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const saved = data?.savedSearches ?? [];
  const { t } = useTranslation('search');

  const onSave = async () => {
    if (!name.trim()) return;
    try {
      await save({ variables: { name: name.trim(), criteria } });
      toaster.create({ type: 'success', title: t('saved.savedToast', { name: name.trim() }) });
      setNaming(false);
      setName('');
    } catch (e) {
      toaster.create({ type: 'error', title: t('saved.saveError'), description: errorMessage(e, '') });
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      toaster.create({ type: 'success', title: t('saved.deletedToast', { name: deleting.name }) });
    } catch (e) {
      toaster.create({ type: 'error', title: t('saved.deleteError'), description: errorMessage(e, '') });
    }
    setDeleting(null);
  };

  return (
    <Card.Root size="sm">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Card.Title as="h2" fontSize="md">
            {t('saved.title')}
          </Card.Title>
          <Button size="xs" variant="outline" onClick={() => setNaming(true)}>
            <BookmarkPlus /> {t('saved.save')}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body pt="0">
        {error ? (
          <Flex gap="2" align="center">
            <Text fontSize="sm" color="fg.error">
              {t('saved.loadError')}
            </Text>
            <Button size="xs" variant="outline" onClick={() => void refetch()}>
              {t('saved.retry')}
            </Button>
          </Flex>
        ) : saved.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('saved.empty')}
          </Text>
        ) : (
          <Flex as="ul" gap="2" wrap="wrap" listStyleType="none" data-testid="saved-searches">
            {saved.map((s) => (
              <Flex as="li" key={s.id} align="center" borderWidth="1px" rounded="md" ps="1">
                <Button size="xs" variant="ghost" onClick={() => onApply(s)}>
                  <Bookmark /> {s.name}
                </Button>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('saved.deleteLabel', { name: s.name })}
                  onClick={() => setDeleting(s)}
                >
                  <Trash2 />
                </IconButton>
              </Flex>
            ))}
          </Flex>
        )}
      </Card.Body>
      <AppDialog
        open={naming}
        onClose={() => setNaming(false)}
        title={t('saved.dialogTitle')}
        footer={
          <>
            <Button variant="outline" onClick={() => setNaming(false)}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button colorPalette="blue" onClick={() => void onSave()} loading={saving.loading} disabled={!name.trim()}>
              {t('actions.save', { ns: 'common' })}
            </Button>
          </>
        }
      >
        <Field.Root required>
          <Field.Label>{t('saved.name')}</Field.Label>
          <Input
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && void onSave()}
            placeholder={t('saved.namePlaceholder')}
          />
          <Field.HelperText>{t('saved.nameHelp')}</Field.HelperText>
        </Field.Root>
      </AppDialog>
      <AppDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        role="alertdialog"
        title={t('saved.deleteTitle')}
        footer={
          <>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button colorPalette="red" onClick={() => void onDelete()} loading={removing.loading}>
              {t('saved.delete')}
            </Button>
          </>
        }
      >
        <Text>{t('saved.deleteConfirm', { name: deleting?.name ?? '' })}</Text>
      </AppDialog>
    </Card.Root>
  );
}
