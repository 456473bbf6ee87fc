import { Button, Card, Field, Flex, IconButton, Input, Text } from '@chakra-ui/react';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Bookmark, BookmarkPlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import type { SearchCriteriaInput, SavedSearchesQuery } from '../../__generated__/graphql';
import { AppDialog } from '../../components/AppDialog';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { refreshFields } from '../../lib/cache';

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

  const onSave = async () => {
    if (!name.trim()) return;
    try {
      await save({ variables: { name: name.trim(), criteria } });
      toaster.create({ type: 'success', title: `Saved search "${name.trim()}"` });
      setNaming(false);
      setName('');
    } catch (e) {
      toaster.create({ type: 'error', title: 'Failed to save the search', description: errorMessage(e, '') });
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      toaster.create({ type: 'success', title: `Deleted saved search "${deleting.name}"` });
    } catch (e) {
      toaster.create({ type: 'error', title: 'Failed to delete the search', description: errorMessage(e, '') });
    }
    setDeleting(null);
  };

  return (
    <Card.Root size="sm">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Card.Title as="h2" fontSize="md">
            Saved searches
          </Card.Title>
          <Button size="xs" variant="outline" onClick={() => setNaming(true)}>
            <BookmarkPlus /> Save search
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body pt="0">
        {error ? (
          <Flex gap="2" align="center">
            <Text fontSize="sm" color="fg.error">
              Failed to load saved searches
            </Text>
            <Button size="xs" variant="outline" onClick={() => void refetch()}>
              Retry
            </Button>
          </Flex>
        ) : saved.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No saved searches yet. Set your filters, then Save search.
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
                  aria-label={`Delete saved search ${s.name}`}
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
        title="Save search"
        footer={
          <>
            <Button variant="outline" onClick={() => setNaming(false)}>
              Cancel
            </Button>
            <Button colorPalette="blue" onClick={() => void onSave()} loading={saving.loading} disabled={!name.trim()}>
              Save
            </Button>
          </>
        }
      >
        <Field.Root required>
          <Field.Label>Name</Field.Label>
          <Input
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && void onSave()}
            placeholder="e.g. Pending sick leave"
          />
          <Field.HelperText>Saving under an existing name replaces that search.</Field.HelperText>
        </Field.Root>
      </AppDialog>
      <AppDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        role="alertdialog"
        title="Delete saved search?"
        footer={
          <>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button colorPalette="red" onClick={() => void onDelete()} loading={removing.loading}>
              Delete
            </Button>
          </>
        }
      >
        <Text>Are you sure you want to delete &quot;{deleting?.name}&quot;? This action cannot be undone.</Text>
      </AppDialog>
    </Card.Root>
  );
}
