import { Badge, Button, Card, DataList, Flex, HStack, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
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

const ACCRUAL_LABELS: Record<string, string> = {
  YEARLY: 'Yearly',
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
  NONE: 'None',
};

const isBuiltIn = (type: RequestType) => type.isBuiltIn || BUILT_IN_TYPES.includes(type.name);

function RequestTypeCard({ type, onEdit, onDelete }: { type: RequestType; onEdit: () => void; onDelete: () => void }) {
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
              Built-in
            </Badge>
          )}
          <Badge variant="subtle" colorPalette={type.isActive ? 'green' : 'gray'}>
            {type.isActive ? 'Active' : 'Inactive'}
          </Badge>
          <Badge variant="subtle" colorPalette={type.requiresApproval ? 'blue' : 'orange'}>
            {type.requiresApproval ? 'Requires approval' : 'Auto-approved'}
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
            <DataList.ItemLabel minW="32">Max days per year</DataList.ItemLabel>
            <DataList.ItemValue>{formatDays(type.maxDaysPerYear)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="32">Accrual</DataList.ItemLabel>
            <DataList.ItemValue>
              {ACCRUAL_LABELS[type.accrualType] ?? type.accrualType}, {formatDays(type.accrualRate)} days a year
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
      <Card.Footer pt="2" gap="2">
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil /> Edit<VisuallyHidden> {type.displayName}</VisuallyHidden>
        </Button>
        {!isBuiltIn(type) && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete}>
            <Trash2 /> Delete<VisuallyHidden> {type.displayName}</VisuallyHidden>
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}

/** Spec §2 /admin/request-types: card grid with Add, Edit and (except built-ins) Delete. */
export default function RequestTypesPage() {
  const query = useQuery(RequestTypesQuery);
  const [editing, setEditing] = useState<RequestType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RequestType | null>(null);
  const [deleteType, deleteState] = useMutation(DeleteRequestTypeMutation, { update: forgetRequestTypes });
  const types = getFragmentData(RequestTypesPage_type, query.data?.requestTypes) ?? [];

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await deleteType({ variables: { id: deleting.id } });
      toaster.create({ type: 'success', title: 'Request type deleted successfully' });
      setDeleting(null);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Failed to delete request type',
        description: errorMessage(error, '') || undefined,
      });
    }
  };

  return (
    <>
      <PageHeader
        title="Request Types"
        subtitle="The kinds of leave people can request, with their allowances and rules."
        actions={
          <Button colorPalette="blue" size="sm" onClick={() => setEditing('new')}>
            <Plus /> Add Request Type
          </Button>
        }
      />
      <QueryState
        query={query}
        errorTitle="Failed to load request types"
        loadingLabel="Loading request types"
        isEmpty={() => types.length === 0}
        empty={{
          icon: <ListChecks />,
          title: 'No request types',
          description: 'Add the first one with Add Request Type.',
        }}
      >
        {() => (
          <SimpleGrid
            as="ul"
            aria-label="Request types"
            columns={{ base: 1, md: 2, xl: 3 }}
            gap="5"
            listStyleType="none"
          >
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
        title="Delete request type"
        message={`Are you sure you want to delete "${deleting?.displayName}"? This action cannot be undone.`}
        confirmLabel="Delete"
        busy={deleteState.loading}
        onConfirm={() => void onDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
