import { Badge, Button, Card, DataList, Flex, HStack, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../lib/useQuery';
import { ListChecks, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { RequestTypesPage_TypeFragment } from '../../../__generated__/graphql';
import { QueryState } from '../../../components/QueryState';
import { PageHeader } from '../../../components/PageHeader';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { formatDays } from '../../../lib/dates';
import { AdminConfirmDialog } from '../shared/AdminConfirmDialog';
import { forgetRequestTypes, RequestTypeDialog } from './RequestTypeDialog';
import { RequestTypeIcon } from './RequestTypeIcon';
import { BUILT_IN_TYPES } from './requestTypeForm';
import { useTranslation } from '../../../i18n';

export const RequestTypesPage_type = graphql(`
  fragment RequestTypesPage_type on RequestType {
    id
    name
    displayName
    description
    color
    icon
    requiresApproval
    maxDaysPerYear
    accrualType
    accrualRate
    isActive
    isBuiltIn
  }
`);

const RequestTypesQuery = graphql(`
  query AdminRequestTypes {
    requestTypes(includeInactive: true) {
      ...RequestTypesPage_type
    }
  }
`);

const DeleteRequestTypeMutation = graphql(`
  mutation AdminDeleteRequestType($id: ID!) {
    deleteRequestType(id: $id)
  }
`);

type RequestType = RequestTypesPage_TypeFragment;

const isBuiltIn = (type: RequestType) => type.isBuiltIn || BUILT_IN_TYPES.includes(type.name);

function RequestTypeCard({ type, onEdit, onDelete }: { type: RequestType; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('admin-request-types');
  return (
    <Card.Root
      as="li"
      data-testid="request-type-card"
      borderTopWidth="4px"
      style={{ borderTopColor: type.color }}
      opacity={type.isActive ? 1 : 0.75}
    >
      <Card.Header pb="2">
        <HStack gap="3" align="flex-start">
          <Flex
            boxSize="10"
            flexShrink="0"
            align="center"
            justify="center"
            rounded="md"
            borderWidth="1px"
            style={{ color: type.color, borderColor: type.color }}
            aria-hidden
          >
            <RequestTypeIcon icon={type.icon} />
          </Flex>
          <Stack gap="0" minW="0" flex="1">
            <Card.Title as="h2" fontSize="md">
              {type.displayName}
            </Card.Title>
            <Text fontSize="sm" color="fg.muted" fontFamily="mono">
              {type.name}
            </Text>
          </Stack>
        </HStack>
        <HStack gap="1" wrap="wrap" pt="2">
          {isBuiltIn(type) && (
            <Badge variant="subtle" colorPalette="gray">
              {t('card.builtIn')}
            </Badge>
          )}
          <Badge variant="subtle" colorPalette={type.isActive ? 'green' : 'gray'}>
            {type.isActive ? t('card.active') : t('card.inactive')}
          </Badge>
          <Badge variant="subtle" colorPalette={type.requiresApproval ? 'blue' : 'orange'}>
            {type.requiresApproval ? t('card.requiresApproval') : t('card.autoApproved')}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body py="2" gap="3">
        {type.description && (
          <Text fontSize="sm" color="fg.muted">
            {type.description}
          </Text>
        )}
        <DataList.Root orientation="horizontal" size="sm" gap="1">
          <DataList.Item>
            <DataList.ItemLabel minW="32">{t('form.maxDaysPerYear')}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDays(type.maxDaysPerYear)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="32">{t('card.accrual')}</DataList.ItemLabel>
            <DataList.ItemValue>
              {t('card.accrualValue', {
                accrual: t(`accrual.${type.accrualType}`, { defaultValue: type.accrualType }),
                rate: type.accrualRate,
              })}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
      <Card.Footer pt="2" gap="2">
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil /> {t('card.edit')}
          <VisuallyHidden> {type.displayName}</VisuallyHidden>
        </Button>
        {!isBuiltIn(type) && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete}>
            <Trash2 /> {t('card.delete')}
            <VisuallyHidden> {type.displayName}</VisuallyHidden>
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}

/** Spec §2 /admin/request-types: card grid with Add, Edit and (except built-ins) Delete. */
export default function RequestTypesPage() {
  const query = useQuery(RequestTypesQuery);
  const { t } = useTranslation('admin-request-types');
  const [editing, setEditing] = useState<RequestType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RequestType | null>(null);
  const [deleteType, deleteState] = useMutation(DeleteRequestTypeMutation, { update: forgetRequestTypes });
  const types = getFragmentData(RequestTypesPage_type, query.data?.requestTypes) ?? [];

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await deleteType({ variables: { id: deleting.id } });
      toaster.create({ type: 'success', title: t('delete.done') });
      setDeleting(null);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('delete.failed'),
        description: errorMessage(error, '') || undefined,
      });
    }
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button colorPalette="blue" size="sm" onClick={() => setEditing('new')}>
            <Plus /> {t('add')}
          </Button>
        }
      />
      <QueryState
        query={query}
        errorTitle={t('loadFailed')}
        loadingLabel={t('loading')}
        isEmpty={() => types.length === 0}
        empty={{
          icon: <ListChecks />,
          title: t('empty.title'),
          description: t('empty.description'),
        }}
      >
        {() => (
          <SimpleGrid as="ul" aria-label={t('list')} columns={{ base: 1, md: 2, xl: 3 }} gap="5" listStyleType="none">
            {types.map((type) => (
              <RequestTypeCard
                key={type.id}
                type={type}
                onEdit={() => setEditing(type)}
                onDelete={() => setDeleting(type)}
              />
            ))}
          </SimpleGrid>
        )}
      </QueryState>

      {editing && (
        <RequestTypeDialog
          key={editing === 'new' ? 'new' : editing.id}
          type={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <AdminConfirmDialog
        open={!!deleting}
        title={t('delete.title')}
        message={t('delete.question', { name: deleting?.displayName })}
        confirmLabel={t('card.delete')}
        busy={deleteState.loading}
        onConfirm={() => void onDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
