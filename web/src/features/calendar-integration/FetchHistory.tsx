import { Badge, Box, Collapsible, Flex, Stack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import type { FeedCard_FeedFragment } from '../../__generated__/graphql';
import { useTranslation } from '../../i18n';
import { formatDateTime } from '../../lib/dates';

// The answers a feed gives, labelled by `fetches.status.<code>` in the catalogue.
const KNOWN_STATUSES = new Set([200, 304, 404]);

/** The last 10 fetches of a feed, recorded by the server: when, which client, what it got. */
export function FetchHistory({ fetches }: { fetches: FeedCard_FeedFragment['fetches'] }) {
  const { t } = useTranslation('calendar-integration');
  return (
    <Collapsible.Root borderTopWidth="1px" pt="3">
      <Collapsible.Trigger asChild>
        <Flex as="button" w="full" justify="space-between" align="center" fontSize="sm" fontWeight="semibold">
          {t('fetches.title', { count: fetches.length })}
          <ChevronDown size={16} aria-hidden />
        </Flex>
      </Collapsible.Trigger>
      <Collapsible.Content>
        {fetches.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" mt="2">
            {t('fetches.none')}
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
                    {KNOWN_STATUSES.has(fetch.statusCode)
                      ? t(`fetches.status.${fetch.statusCode}`)
                      : `HTTP ${fetch.statusCode}`}
                  </Badge>
                </Flex>
                <Text color="fg.muted" fontSize="xs">
                  {formatDateTime(fetch.fetchedAt)}
                  {fetch.statusCode === 200 ? ` · ${t('fetches.events', { count: fetch.eventCount })}` : ''}
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
