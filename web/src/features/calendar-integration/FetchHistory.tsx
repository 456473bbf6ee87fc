import { Badge, Box, Collapsible, Flex, Stack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import type { FeedCard_FeedFragment } from '../../__generated__/graphql';
import { formatDateTime } from '../../lib/dates';

const STATUS_LABELS: Record<number, string> = { 200: 'Served', 304: 'Unchanged', 404: 'Refused' };

/** The last 10 fetches of a feed, recorded by the server: when, which client, what it got. */
export function FetchHistory({ fetches }: { fetches: FeedCard_FeedFragment['fetches'] }) {
  return (
    <Collapsible.Root borderTopWidth="1px" pt="3">
      <Collapsible.Trigger asChild>
        <Flex as="button" w="full" justify="space-between" align="center" fontSize="sm" fontWeight="semibold">
          Fetch history ({fetches.length})
          <ChevronDown size={16} aria-hidden />
        </Flex>
      </Collapsible.Trigger>
      <Collapsible.Content>
        {fetches.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" mt="2">
            No calendar has fetched this feed yet.
          </Text>
        ) : (
          <Stack as="ol" gap="2" mt="2" listStyleType="none" data-testid="fetch-history">
            {fetches.map((fetch) => (
              <Box as="li" key={`${fetch.fetchedAt}-${fetch.client}`} fontSize="sm">
                <Flex justify="space-between" gap="2" wrap="wrap">
                  <Text fontWeight="medium">{fetch.client}</Text>
                  <Badge
                    size="sm"
                    variant="surface"
                    colorPalette={fetch.statusCode === 404 ? 'red' : fetch.statusCode === 304 ? 'gray' : 'green'}
                  >
                    {STATUS_LABELS[fetch.statusCode] ?? `HTTP ${fetch.statusCode}`}
                  </Badge>
                </Flex>
                <Text color="fg.muted" fontSize="xs">
                  {formatDateTime(fetch.fetchedAt)}
                  {fetch.statusCode === 200 ? ` · ${fetch.eventCount} events` : ''}
                  {fetch.ipAddress ? ` · ${fetch.ipAddress}` : ''}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
