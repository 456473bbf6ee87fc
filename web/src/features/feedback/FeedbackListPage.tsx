import { Badge, Box, Button, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../lib/useQuery';
import { MessageSquareText, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import type { FeedbackStatus } from '../../__generated__/graphql';
import { EmptyState } from '../../components/EmptyState';
import { QueryState } from '../../components/QueryState';
import { PageHeader } from '../../components/PageHeader';
import { PageStepper } from '../../components/PageStepper';
import { SelectField } from '../../components/SelectField';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { formatDateTime } from '../../lib/dates';
import { Trans, useTranslation } from '../../i18n';
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

const STATUS_PALETTE: Record<FeedbackStatus, string> = { NEW: 'blue', REVIEWED: 'orange', RESOLVED: 'green' };

/** Administrators read the feedback people sent from the floating button, and mark it as they go. */
export default function FeedbackListPage() {
  const { t } = useTranslation('feedback');
  const categoryLabel = (value: string) =>
    FEEDBACK_CATEGORIES.includes(value as (typeof FEEDBACK_CATEGORIES)[number]) ? t(`category.${value}`) : value;
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
      toaster.create({ type: 'error', title: t('list.updateError'), description: errorMessage(error, '') });
    }
  };

  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={result ? t('list.subtitle', { count: result.newCount }) : undefined}
        actions={
          <Button variant="outline" size="sm" onClick={() => void query.refetch()} loading={query.loading}>
            <RefreshCw /> {t('list.refresh')}
          </Button>
        }
      />
      <FilterBar mb="6">
        <SelectField
          label={t('list.status')}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={[
            { value: '', label: t('list.all') },
            ...(Object.keys(STATUS_PALETTE) as FeedbackStatus[]).map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
        />
      </FilterBar>
      <QueryState query={query} errorTitle={t('list.loadError')} loadingLabel={t('list.loading')}>
        {({ feedbackEntries: result }) =>
          result.entries.length === 0 ? (
            <Card.Root>
              <Card.Body>
                <EmptyState icon={<MessageSquareText />} title={t('list.empty')} />
              </Card.Body>
            </Card.Root>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" data-testid="feedback-list">
              {result.entries.map((entry) => (
                <Card.Root as="li" key={entry.id} size="sm" data-testid="feedback-entry">
                  <Card.Body>
                    <Flex gap="2" wrap="wrap" align="center" mb="2">
                      <Badge colorPalette={STATUS_PALETTE[entry.status]}>{t(`status.${entry.status}`)}</Badge>
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
                        <Trans
                          t={t}
                          i18nKey="list.origin"
                          values={{
                            reporter: entry.reporter
                              ? t('list.reporter', { name: entry.reporter.fullName, email: entry.reporter.email })
                              : t('list.formerUser'),
                            path: entry.pagePath,
                          }}
                          components={{ path: <Text as="span" fontFamily="mono" /> }}
                        />
                        {entry.pageTitle ? ` (${entry.pageTitle})` : ''}
                        {entry.viewport ? ` · ${entry.viewport}` : ''}
                      </Text>
                    </Box>
                    <HStack mt="3" gap="2" wrap="wrap">
                      {entry.status !== 'REVIEWED' && (
                        <Button size="xs" variant="outline" onClick={() => void mark(entry.id, 'REVIEWED')}>
                          {t('list.markReviewed')}
                        </Button>
                      )}
                      {entry.status !== 'RESOLVED' && (
                        <Button size="xs" variant="outline" onClick={() => void mark(entry.id, 'RESOLVED')}>
                          {t('list.markResolved')}
                        </Button>
                      )}
                      {entry.status !== 'NEW' && (
                        <Button size="xs" variant="ghost" onClick={() => void mark(entry.id, 'NEW')}>
                          {t('list.markNew')}
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
        <Box mt="6">
          <PageStepper page={result.page} pages={result.pages} onPage={setPage} />
        </Box>
      )}
    </>
  );
}
