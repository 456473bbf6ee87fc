import { Badge, Box, Button, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ChevronLeft, ChevronRight, MessageSquareText, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import type { FeedbackStatus } from '../../__generated__/graphql';
import { EmptyState } from '../../components/EmptyState';
import { QueryState } from '../../components/QueryState';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { formatDateTime } from '../../lib/dates';
import { plural } from '../../lib/plural';
import { FEEDBACK_CATEGORIES } from './FeedbackDialog';
import { refreshFields } from '../../lib/cache';
import { FilterBar } from '../../components/FilterBar';

const FeedbackQuery = graphql(`
  query FeedbackEntries($page: Int!, $status: FeedbackStatus) {
    feedbackEntries(page: $page, status: $status) {
      total
      page
      pages
      newCount
      entries {
        id
        category
        message
        pagePath
        pageTitle
        viewport
        userAgent
        status
        createdAt
        reporter {
          id
          fullName
          email
        }
      }
    }
  }
`);

const SetStatusMutation = graphql(`
  mutation UpdateFeedbackStatus($id: ID!, $status: FeedbackStatus!) {
    updateFeedbackStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

const STATUS_LABELS: Record<FeedbackStatus, string> = { NEW: 'New', REVIEWED: 'Reviewed', RESOLVED: 'Resolved' };
const STATUS_PALETTE: Record<FeedbackStatus, string> = { NEW: 'blue', REVIEWED: 'orange', RESOLVED: 'green' };
const categoryLabel = (value: string) => FEEDBACK_CATEGORIES.find((c) => c.value === value)?.label ?? value;

/** Administrators read the feedback people sent from the floating button, and mark it as they go. */
export default function FeedbackListPage() {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const query = useQuery(FeedbackQuery, {
    variables: { page, status: (status || null) as FeedbackStatus | null },
    notifyOnNetworkStatusChange: true,
  });
  // The status decides which filter shows the entry and the count of new ones.
  const [setFeedbackStatus] = useMutation(SetStatusMutation, {
    update: (cache) => refreshFields(cache, 'feedbackEntries'),
  });
  const data = query.data ?? query.previousData;
  const result = data?.feedbackEntries;

  const mark = async (id: string, next: FeedbackStatus) => {
    try {
      await setFeedbackStatus({ variables: { id, status: next } });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Failed to update feedback', description: errorMessage(error, '') });
    }
  };

  return (
    <>
      <PageHeader
        title="Feedback"
        subtitle={result ? `${plural(result.newCount, 'new message')} from the feedback button.` : undefined}
        actions={
          <Button variant="outline" size="sm" onClick={() => void query.refetch()} loading={query.loading}>
            <RefreshCw /> Refresh
          </Button>
        }
      />
      <FilterBar mb="6">
        <SelectField
          label="Status"
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={[
            { value: '', label: 'All feedback' },
            ...(Object.keys(STATUS_LABELS) as FeedbackStatus[]).map((s) => ({ value: s, label: STATUS_LABELS[s] })),
          ]}
        />
      </FilterBar>
      <QueryState query={query} errorTitle="Failed to load feedback" loadingLabel="Loading feedback">
        {({ feedbackEntries: result }) =>
          result.entries.length === 0 ? (
            <Card.Root>
              <Card.Body>
                <EmptyState icon={<MessageSquareText />} title="No feedback yet" />
              </Card.Body>
            </Card.Root>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" data-testid="feedback-list">
              {result.entries.map((entry) => (
                <Card.Root as="li" key={entry.id} size="sm" data-testid="feedback-entry">
                  <Card.Body>
                    <Flex gap="2" wrap="wrap" align="center" mb="2">
                      <Badge colorPalette={STATUS_PALETTE[entry.status]}>{STATUS_LABELS[entry.status]}</Badge>
                      <Badge variant="outline">{categoryLabel(entry.category)}</Badge>
                      <Text fontSize="sm" color="fg.muted">
                        {formatDateTime(entry.createdAt)}
                      </Text>
                    </Flex>
                    <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                      {entry.message}
                    </Text>
                    <Box fontSize="sm" color="fg.muted" mt="2" overflowWrap="anywhere">
                      <Text>
                        {entry.reporter ? `${entry.reporter.fullName} (${entry.reporter.email})` : 'A former user'} on{' '}
                        <Text as="span" fontFamily="mono">
                          {entry.pagePath}
                        </Text>
                        {entry.pageTitle ? ` (${entry.pageTitle})` : ''}
                        {entry.viewport ? ` · ${entry.viewport}` : ''}
                      </Text>
                    </Box>
                    <HStack mt="3" gap="2" wrap="wrap">
                      {entry.status !== 'REVIEWED' && (
                        <Button size="xs" variant="outline" onClick={() => void mark(entry.id, 'REVIEWED')}>
                          Mark reviewed
                        </Button>
                      )}
                      {entry.status !== 'RESOLVED' && (
                        <Button size="xs" variant="outline" onClick={() => void mark(entry.id, 'RESOLVED')}>
                          Mark resolved
                        </Button>
                      )}
                      {entry.status !== 'NEW' && (
                        <Button size="xs" variant="ghost" onClick={() => void mark(entry.id, 'NEW')}>
                          Mark new
                        </Button>
                      )}
                    </HStack>
                  </Card.Body>
                </Card.Root>
              ))}
            </Stack>
          )
        }
      </QueryState>
      {result && result.pages > 1 && (
        <Flex justify="center" align="center" gap="3" mt="6">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeft /> Previous
          </Button>
          <Text fontSize="sm">
            Page {result.page} of {result.pages}
          </Text>
          <Button size="sm" variant="outline" disabled={page >= result.pages} onClick={() => setPage(page + 1)}>
            Next <ChevronRight />
          </Button>
        </Flex>
      )}
    </>
  );
}
