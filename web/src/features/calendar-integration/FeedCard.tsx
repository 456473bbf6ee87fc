import { Alert, Badge, Box, Button, Card, Flex, HStack, Input, Link, Stack, Switch, Text } from '@chakra-ui/react';
import { Copy, RefreshCw, Rss, Unplug } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import type { CalendarFeedKind, FeedCard_FeedFragment } from '../../__generated__/graphql';
import { formatDateTime } from '../../lib/dates';
import { FetchHistory } from './FetchHistory';
import { feedHttpUrl, webcalUrl } from './feedUrl';

export const FeedCard_feed = graphql(`
  fragment FeedCard_feed on CalendarFeed {
    kind
    title
    hasUrl
    secretPrefix
    urlCreatedAt
    includePending
    includeTeam
    includeHolidays
    fetches {
      fetchedAt
      client
      userAgent
      ipAddress
      statusCode
      eventCount
    }
  }
`);

export type FeedSettings = Pick<FeedCard_FeedFragment, 'includePending' | 'includeTeam' | 'includeHolidays'>;

export const FEED_DESCRIPTIONS: Record<CalendarFeedKind, string> = {
  MINE: 'Your own leave: pending requests as tentative, approved leave as confirmed.',
  TEAM: 'The leave of the people you see on the Team Calendar, not your own.',
  COMPANY: "Everyone's leave across the organisation (administrators).",
};

interface FeedCardProps {
  feed: FragmentType<typeof FeedCard_feed>;
  /** The URL's path, known only right after it was created or reset. */
  freshPath: string | null;
  canIncludeTeam: boolean;
  busy: boolean;
  onCreate: () => void;
  onReset: () => void;
  onRevoke: () => void;
  onCopy: (url: string) => void;
  onChangeSetting: (change: Partial<FeedSettings>) => void;
}

function SettingSwitch({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Switch.Root size="sm" checked={checked} disabled={disabled} onCheckedChange={(e) => onChange(e.checked)}>
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label fontSize="sm">{label}</Switch.Label>
    </Switch.Root>
  );
}

/** One feed: its address (shown once), reset and turn-off, its settings and who fetched it lately. */
export function FeedCard({
  freshPath,
  canIncludeTeam,
  busy,
  onCreate,
  onReset,
  onRevoke,
  onCopy,
  onChangeSetting,
  ...props
}: FeedCardProps) {
  const feed = getFragmentData(FeedCard_feed, props.feed);
  const url = freshPath ? feedHttpUrl(freshPath) : null;
  return (
    <Card.Root as="section" aria-label={`${feed.title} feed`} data-testid={`feed-${feed.kind}`}>
      <Card.Header>
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <HStack gap="2">
            <Rss size={18} aria-hidden />
            <Card.Title as="h3">{feed.title}</Card.Title>
          </HStack>
          <Badge colorPalette={feed.hasUrl ? 'green' : 'gray'} variant="surface">
            {feed.hasUrl ? 'Active' : 'No URL yet'}
          </Badge>
        </Flex>
        <Card.Description>{FEED_DESCRIPTIONS[feed.kind]}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {url ? (
            <Stack gap="2">
              <Alert.Root status="info" size="sm">
                <Alert.Indicator />
                <Alert.Description>Copy this address now: for your security it is shown only once.</Alert.Description>
              </Alert.Root>
              <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
                <Input
                  readOnly
                  value={url}
                  size="sm"
                  fontFamily="mono"
                  aria-label={`${feed.title} feed URL`}
                  onFocus={(e) => e.currentTarget.select()}
                  data-testid="feed-url"
                />
                <Button size="sm" onClick={() => onCopy(url)} flexShrink="0">
                  <Copy /> Copy
                </Button>
              </Flex>
              <Link href={webcalUrl(url)} fontSize="sm" color="blue.fg" data-testid="webcal-link">
                Open in your calendar app (webcal://)
              </Link>
            </Stack>
          ) : feed.hasUrl ? (
            <Text fontSize="sm" color="fg.muted">
              Address {feed.secretPrefix}… created {feed.urlCreatedAt ? formatDateTime(feed.urlCreatedAt) : ''}. It is
              shown only once; lost it? Reset URL gives you a new one and stops the old one.
            </Text>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              Create a secret address, then add it to your calendar as a subscription.
            </Text>
          )}
          <HStack gap="2" wrap="wrap">
            {feed.hasUrl ? (
              <>
                <Button size="sm" variant="outline" onClick={onReset} disabled={busy}>
                  <RefreshCw /> Reset URL
                </Button>
                <Button size="sm" variant="ghost" colorPalette="red" onClick={onRevoke} disabled={busy}>
                  <Unplug /> Turn off
                </Button>
              </>
            ) : (
              <Button size="sm" colorPalette="blue" onClick={onCreate} loading={busy}>
                <Rss /> Create feed URL
              </Button>
            )}
          </HStack>
          <Box borderTopWidth="1px" pt="3">
            <Text fontSize="sm" fontWeight="semibold" mb="2">
              Settings
            </Text>
            <Stack gap="2">
              <SettingSwitch
                label="Include pending requests"
                checked={feed.includePending}
                disabled={busy}
                onChange={(includePending) => onChangeSetting({ includePending })}
              />
              {feed.kind === 'MINE' && canIncludeTeam && (
                <SettingSwitch
                  label="Include my team's leave"
                  checked={feed.includeTeam}
                  disabled={busy}
                  onChange={(includeTeam) => onChangeSetting({ includeTeam })}
                />
              )}
              <SettingSwitch
                label="Include public holidays"
                checked={feed.includeHolidays}
                disabled={busy}
                onChange={(includeHolidays) => onChangeSetting({ includeHolidays })}
              />
            </Stack>
          </Box>
          <FetchHistory fetches={feed.fetches} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
