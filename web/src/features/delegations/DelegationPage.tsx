import { Alert, Badge, Button, Card, Field, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../lib/useQuery';
import { UserCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { graphql } from '../../__generated__';
import { useViewer } from '../../auth/auth';
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

/** A delegation's state: its label is `state.<state>` in the delegations catalogue. */
function stateOf(delegation: Delegation, today: string): { state: string; palette: string } {
  if (delegation.revokedAt) return { state: 'revoked', palette: 'gray' };
  if (delegation.running) return { state: 'running', palette: 'green' };
  return delegation.startDate > today ? { state: 'scheduled', palette: 'blue' } : { state: 'ended', palette: 'gray' };
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
  const { t } = useTranslation('delegations');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!form.delegateId || !form.startDate || !form.endDate) return setError(t('errors.required'));
    if (form.startDate > form.endDate) return setError(t('errors.order'));
    try {
      await create({ variables: { input: { ...form, delegatorId: forId, note: form.note.trim() || null } } });
      toaster.create({ type: 'success', title: t('toast.set') });
      setForm({ delegateId: '', startDate: today, endDate: today, note: '' });
    } catch (failure) {
      setError(errorMessage(failure, t('toast.setFailed')));
    }
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke({ variables: { id: revoking.id } });
      toaster.create({ type: 'success', title: t('toast.revoked') });
      setRevoking(null);
    } catch (failure) {
      toaster.create({ type: 'error', title: errorMessage(failure, t('toast.revokeFailed')) });
    }
  };

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card.Root mb="6" as="section" aria-labelledby="delegate-form-title">
        <Card.Header>
          <Card.Title id="delegate-form-title" as="h2">
            {t('form.title')}
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <form onSubmit={submit} noValidate aria-label={t('form.title')}>
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {canActForOthers && (
                  <SelectField
                    label={t('form.approvalsOf')}
                    name="delegator"
                    value={forId}
                    onChange={setForId}
                    minW="full"
                    options={[
                      { value: viewer.id, label: t('form.you', { name: viewer.fullName }) },
                      ...managers.filter((m) => m.id !== viewer.id).map((m) => ({ value: m.id, label: m.fullName })),
                    ]}
                  />
                )}
                <SelectField
                  label={t('form.delegate')}
                  name="delegate"
                  value={form.delegateId}
                  onChange={(delegateId) => setForm((f) => ({ ...f, delegateId }))}
                  minW="full"
                  options={[
                    { value: '', label: t('form.choose') },
                    // Nobody names themselves delegate for someone else.
                    ...managers
                      .filter((m) => m.id !== forId && (forId === viewer.id || m.id !== viewer.id))
                      .map((m) => ({ value: m.id, label: m.fullName })),
                  ]}
                />
                <Field.Root required>
                  <Field.Label>{t('form.firstDay')}</Field.Label>
                  <Input
                    type="date"
                    name="startDate"
                    min={today}
                    value={form.startDate}
                    onChange={(e) => setForm((f) => ({ ...f, startDate: e.target.value }))}
                  />
                </Field.Root>
                <Field.Root required>
                  <Field.Label>{t('form.lastDay')}</Field.Label>
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
                <Field.Label>{t('form.note')}</Field.Label>
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
                <Button type="submit" colorPalette="blue" loading={createState.loading} loadingText={t('form.saving')}>
                  <UserCheck /> {t('form.submit')}
                </Button>
              </Flex>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      {query.error && !data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('loadFailed', { reason: errorMessage(query.error, query.error.message) })}</Alert.Title>
          <Button size="xs" variant="outline" ms="auto" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Alert.Root>
      ) : !data ? (
        <PageSpinner />
      ) : delegations.length === 0 ? (
        <Card.Root>
          <Card.Body>
            <EmptyState title={t('empty')} description={t('emptyDescription')} />
          </Card.Body>
        </Card.Root>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t('list')} data-testid="delegation-list">
          {delegations.map((d) => {
            const state = stateOf(d, today);
            return (
              <Card.Root as="li" key={d.id} size="sm" data-testid="delegation-item">
                <Card.Body>
                  <Flex gap="3" align={{ base: 'start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
                    <Stack gap="0.5" flex="1" minW="0">
                      <Flex gap="2" align="center" wrap="wrap">
                        <Text fontWeight="semibold">
                          {t('decidesFor', { delegate: d.delegate.fullName, delegator: d.delegator.fullName })}
                        </Text>
                        <Badge colorPalette={state.palette}>{t(`state.${state.state}`)}</Badge>
                      </Flex>
                      <Text fontSize="sm" color="fg.muted">
                        {formatDateRange(d.startDate, d.endDate)}
                        {d.note ? ` · ${d.note}` : ''}
                      </Text>
                    </Stack>
                    {!d.revokedAt && d.endDate >= today && (
                      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRevoking(d)}>
                        {t('revoke')}
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
        title={t('revokeTitle')}
        footer={
          <>
            <Button variant="outline" onClick={() => setRevoking(null)}>
              {t('keep')}
            </Button>
            <Button colorPalette="red" onClick={confirmRevoke} loading={revokeState.loading}>
              {t('revoke')}
            </Button>
          </>
        }
      >
        {revoking && (
          <Text>
            {t('revokeConfirm', { delegate: revoking.delegate.fullName, delegator: revoking.delegator.fullName })}
          </Text>
        )}
      </AppDialog>
    </>
  );
}
