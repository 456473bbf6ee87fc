import { Alert, Badge, Button, Card, Field, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { UserCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../__generated__';
import { useViewer } from '../../app/auth';
import { AppDialog } from '../../components/AppDialog';
import { EmptyState } from '../../components/EmptyState';
import { PageSpinner } from '../../components/LoadingScreen';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { formatDateRange, todayIso } from '../../lib/dates';
import { refreshFields } from '../../lib/cache';

const DelegationsQuery = graphql(`
  query Delegations($userId: ID) {
    approvalDelegations(userId: $userId) {
      id
      delegator {
        id
        fullName
      }
      delegate {
        id
        fullName
      }
      startDate
      endDate
      note
      running
      revokedAt
    }
    managers {
      id
      fullName
    }
  }
`);

const CreateDelegationMutation = graphql(`
  mutation CreateDelegation($input: ApprovalDelegationInput!) {
    createApprovalDelegation(input: $input) {
      id
    }
  }
`);

const RevokeDelegationMutation = graphql(`
  mutation RevokeDelegation($id: ID!) {
    revokeApprovalDelegation(id: $id) {
      id
      running
      revokedAt
    }
  }
`);

type Delegation = NonNullable<ReturnType<typeof useDelegations>['data']>['approvalDelegations'][number];

function useDelegations(userId: string) {
  return useQuery(DelegationsQuery, { variables: { userId } });
}

function stateOf(delegation: Delegation, today: string): { label: string; palette: string } {
  if (delegation.revokedAt) return { label: 'Revoked', palette: 'gray' };
  if (delegation.running) return { label: 'Running', palette: 'green' };
  return delegation.startDate > today ? { label: 'Scheduled', palette: 'blue' } : { label: 'Ended', palette: 'gray' };
}

/** Approvers hand their approvals to a delegate while they are away; administrators can do it for them, naming someone else. */
export default function DelegationPage() {
  const viewer = useViewer();
  const today = todayIso();
  const canActForOthers = viewer.isAdmin === true;
  const [forId, setForId] = useState(viewer.id);
  const [form, setForm] = useState({ delegateId: '', startDate: today, endDate: today, note: '' });
  const [error, setError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<Delegation | null>(null);
  const query = useDelegations(forId);
  // Who decides which request changes with a delegation.
  const options = { update: (cache: ApolloCache) => refreshFields(cache, 'approvalDelegations', 'leaveRequests') };
  const [create, createState] = useMutation(CreateDelegationMutation, options);
  const [revoke, revokeState] = useMutation(RevokeDelegationMutation, options);
  const data = query.data ?? query.previousData;
  const managers = data?.managers ?? [];
  const delegations = data?.approvalDelegations ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!form.delegateId || !form.startDate || !form.endDate) return setError('Please fill in all required fields');
    if (form.startDate > form.endDate) return setError('Start date cannot be after end date');
    try {
      await create({ variables: { input: { ...form, delegatorId: forId, note: form.note.trim() || null } } });
      toaster.create({ type: 'success', title: 'Delegate set' });
      setForm({ delegateId: '', startDate: today, endDate: today, note: '' });
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to set the delegate'));
    }
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke({ variables: { id: revoking.id } });
      toaster.create({ type: 'success', title: 'Delegation revoked' });
      setRevoking(null);
    } catch (failure) {
      toaster.create({ type: 'error', title: errorMessage(failure, 'Failed to revoke the delegation') });
    }
  };

  return (
    <>
      <PageHeader
        title="Delegation"
        subtitle="While you are away, a delegate receives and decides your approvals; the audit log records that they decided for you."
      />
      <Card.Root mb="6" as="section" aria-labelledby="delegate-form-title">
        <Card.Header>
          <Card.Title id="delegate-form-title" as="h2">
            Set a delegate
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <form onSubmit={submit} noValidate aria-label="Set a delegate">
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {canActForOthers && (
                  <SelectField
                    label="Approvals of"
                    name="delegator"
                    value={forId}
                    onChange={setForId}
                    minW="full"
                    options={[
                      { value: viewer.id, label: `${viewer.fullName} (you)` },
                      ...managers.filter((m) => m.id !== viewer.id).map((m) => ({ value: m.id, label: m.fullName })),
                    ]}
                  />
                )}
                <SelectField
                  label="Delegate"
                  name="delegate"
                  value={form.delegateId}
                  onChange={(delegateId) => setForm((f) => ({ ...f, delegateId }))}
                  minW="full"
                  options={[
                    { value: '', label: 'Choose a person' },
                    // Nobody names themselves delegate for someone else.
                    ...managers
                      .filter((m) => m.id !== forId && (forId === viewer.id || m.id !== viewer.id))
                      .map((m) => ({ value: m.id, label: m.fullName })),
                  ]}
                />
                <Field.Root required>
                  <Field.Label>First day</Field.Label>
                  <Input
                    type="date"
                    name="startDate"
                    min={today}
                    value={form.startDate}
                    onChange={(e) => setForm((f) => ({ ...f, startDate: e.target.value }))}
                  />
                </Field.Root>
                <Field.Root required>
                  <Field.Label>Last day</Field.Label>
                  <Input
                    type="date"
                    name="endDate"
                    min={form.startDate || today}
                    value={form.endDate}
                    onChange={(e) => setForm((f) => ({ ...f, endDate: e.target.value }))}
                  />
                </Field.Root>
              </SimpleGrid>
              <Field.Root>
                <Field.Label>Note (optional)</Field.Label>
                <Input
                  name="note"
                  value={form.note}
                  onChange={(e) => setForm((f) => ({ ...f, note: e.target.value }))}
                />
              </Field.Root>
              {error && (
                <Alert.Root status="error" size="sm" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
              <Flex justify="flex-end">
                <Button type="submit" colorPalette="blue" loading={createState.loading} loadingText="Saving...">
                  <UserCheck /> Set delegate
                </Button>
              </Flex>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      {query.error && !data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Failed to load delegations: {errorMessage(query.error, query.error.message)}</Alert.Title>
          <Button size="xs" variant="outline" ms="auto" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Alert.Root>
      ) : !data ? (
        <PageSpinner />
      ) : delegations.length === 0 ? (
        <Card.Root>
          <Card.Body>
            <EmptyState title="No delegations yet" description="Set a delegate above before you go away." />
          </Card.Body>
        </Card.Root>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Delegations" data-testid="delegation-list">
          {delegations.map((d) => {
            const state = stateOf(d, today);
            return (
              <Card.Root as="li" key={d.id} size="sm" data-testid="delegation-item">
                <Card.Body>
                  <Flex gap="3" align={{ base: 'start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
                    <Stack gap="0.5" flex="1" minW="0">
                      <Flex gap="2" align="center" wrap="wrap">
                        <Text fontWeight="semibold">
                          {d.delegate.fullName} decides for {d.delegator.fullName}
                        </Text>
                        <Badge colorPalette={state.palette}>{state.label}</Badge>
                      </Flex>
                      <Text fontSize="sm" color="fg.muted">
                        {formatDateRange(d.startDate, d.endDate)}
                        {d.note ? ` · ${d.note}` : ''}
                      </Text>
                    </Stack>
                    {!d.revokedAt && d.endDate >= today && (
                      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRevoking(d)}>
                        Revoke
                      </Button>
                    )}
                  </Flex>
                </Card.Body>
              </Card.Root>
            );
          })}
        </Stack>
      )}
      <AppDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        role="alertdialog"
        title="Revoke this delegation?"
        footer={
          <>
            <Button variant="outline" onClick={() => setRevoking(null)}>
              Keep it
            </Button>
            <Button colorPalette="red" onClick={confirmRevoke} loading={revokeState.loading}>
              Revoke
            </Button>
          </>
        }
      >
        {revoking && (
          <Text>
            {revoking.delegate.fullName} will no longer receive or decide {revoking.delegator.fullName}&apos;s
            approvals.
          </Text>
        )}
      </AppDialog>
    </>
  );
}
