import { Alert, Badge, Box, Button, Card, Flex, HStack, Input, Link, Stack, Switch, Text } from '@chakra-ui/react';
import { Copy, RefreshCw, Rss, Unplug } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import type { FeedCard_FeedFragment } from '../../__generated__/graphql';
import { useTranslation } from '../../i18n';
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
  const { t } = useTranslation('calendar-integration');
  return (
    <Card.Root as="section" aria-label={t('feed.label', { title: feed.title })} data-testid={`feed-${feed.kind}`}>
      <Card.Header>
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <HStack gap="2">
            <Rss size={18} aria-hidden />
            <Card.Title as="h3">{feed.title}</Card.Title>
          </HStack>
          <Badge colorPalette={feed.hasUrl ? 'green' : 'gray'} variant="surface">
            {feed.hasUrl ? t('feed.active') : t('feed.noUrl')}
          </Badge>
        </Flex>
        {/* Each kind (MINE, TEAM, COMPANY) is described by `kinds.<kind>` in the catalogue. */}
        <Card.Description>{t(`kinds.${feed.kind}`)}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {url ? (
            <Stack gap="2">
              <Alert.Root status="info" size="sm">
                <Alert.Indicator />
                <Alert.Description>{t('feed.copyNow')}</Alert.Description>
              </Alert.Root>
              <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
                <Input
                  readOnly
                  value={url}
                  size="sm"
                  fontFamily="mono"
                  aria-label={t('feed.urlLabel', { title: feed.title })}
                  onFocus={(e) => e.currentTarget.select()}
                  data-testid="feed-url"
                />
                <Button size="sm" onClick={() => onCopy(url)} flexShrink="0">
                  <Copy /> {t('feed.copy')}
                </Button>
              </Flex>
              <Link href={webcalUrl(url)} fontSize="sm" color="blue.fg" data-testid="webcal-link">
                {t('feed.openInApp')}
              </Link>
            </Stack>
          ) : feed.hasUrl ? (
            <Text fontSize="sm" color="fg.muted">
              {t('feed.created', {
                prefix: feed.secretPrefix ?? '',
                time: feed.urlCreatedAt ? formatDateTime(feed.urlCreatedAt) : '',
              })}
            </Text>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('feed.createHint')}
            </Text>
          )}
          <HStack gap="2" wrap="wrap">
            {feed.hasUrl ? (
              <>
                <Button size="sm" variant="outline" onClick={onReset} disabled={busy}>
                  <RefreshCw /> {t('feed.reset')}
                </Button>
                <Button size="sm" variant="ghost" colorPalette="red" onClick={onRevoke} disabled={busy}>
                  <Unplug /> {t('feed.turnOff')}
                </Button>
              </>
            ) : (
              <Button size="sm" colorPalette="blue" onClick={onCreate} loading={busy}>
                <Rss /> {t('feed.create')}
              </Button>
            )}
          </HStack>
          <Box borderTopWidth="1px" pt="3">
            <Text fontSize="sm" fontWeight="semibold" mb="2">
              {t('settings.title')}
            </Text>
            <Stack gap="2">
              <SettingSwitch
                label={t('settings.includePending')}
                checked={feed.includePending}
                disabled={busy}
                onChange={(includePending) => onChangeSetting({ includePending })}
              />
              {feed.kind === 'MINE' && canIncludeTeam && (
                <SettingSwitch
                  label={t('settings.includeTeam')}
                  checked={feed.includeTeam}
                  disabled={busy}
                  onChange={(includeTeam) => onChangeSetting({ includeTeam })}
                />
              )}
              <SettingSwitch
                label={t('settings.includeHolidays')}
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
