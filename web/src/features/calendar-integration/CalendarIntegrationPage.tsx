import { Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../lib/useQuery';
import { Download, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { graphql } from '../../__generated__';
import type { CalendarFeedKind } from '../../__generated__/graphql';
import { ConfirmActionDialog } from '../../components/ConfirmActionDialog';
import { PageSpinner } from '../../components/LoadingScreen';
import { PageHeader } from '../../components/PageHeader';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { ExportIcsDialog } from './ExportIcsDialog';
import { FeedCard, type FeedSettings } from './FeedCard';
import { copyText } from './feedUrl';
import { ProviderCards } from './ProviderCards';

const CalendarFeedsQuery = graphql(`
  query CalendarFeeds {
    calendarFeeds {
      kind
      title
      ...FeedCard_feed
    }
  }
`);

const ResetUrlMutation = graphql(`
  mutation ResetCalendarFeedUrl($kind: CalendarFeedKind!) {
    resetCalendarFeedUrl(kind: $kind) {
      path
      feed {
        ...FeedCard_feed
      }
    }
  }
`);

const RevokeUrlMutation = graphql(`
  mutation RevokeCalendarFeedUrl($kind: CalendarFeedKind!) {
    revokeCalendarFeedUrl(kind: $kind) {
      ...FeedCard_feed
    }
  }
`);

const UpdateSettingsMutation = graphql(`
  mutation UpdateCalendarFeedSettings($kind: CalendarFeedKind!, $input: CalendarFeedSettingsInput!) {
    updateCalendarFeedSettings(kind: $kind, input: $input) {
      ...FeedCard_feed
    }
  }
`);

type Confirming = { kind: CalendarFeedKind; action: 'reset' | 'revoke' } | null;

/**
 * Calendar Integration: every signed-in person's secret iCalendar feeds (their own leave; the Team
 * Calendar's people; the whole company for administrators), how to subscribe, and Export ICS.
 */
export default function CalendarIntegrationPage() {
  const query = useQuery(CalendarFeedsQuery);
  // Each answer is the feed itself (identified by its kind): the cache updates its card.
  const [resetUrl] = useMutation(ResetUrlMutation);
  const [revokeUrl] = useMutation(RevokeUrlMutation);
  const [updateSettings] = useMutation(UpdateSettingsMutation);
  const [freshPaths, setFreshPaths] = useState<Partial<Record<CalendarFeedKind, string>>>({});
  const [busyKind, setBusyKind] = useState<CalendarFeedKind | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [exporting, setExporting] = useState(false);
  const feeds = query.data?.calendarFeeds ?? [];
  const { t } = useTranslation('calendar-integration');

  const run = async (kind: CalendarFeedKind, work: () => Promise<void>, failure: string) => {
    setBusyKind(kind);
    try {
      await work();
    } catch (error) {
      toaster.create({ type: 'error', title: failure, description: errorMessage(error, '') || undefined });
    } finally {
      setBusyKind(null);
    }
  };

  const createUrl = (kind: CalendarFeedKind, replacing: boolean) =>
    run(
      kind,
      async () => {
        const { data } = await resetUrl({ variables: { kind } });
        if (data) setFreshPaths((paths) => ({ ...paths, [kind]: data.resetCalendarFeedUrl.path }));
        toaster.create({
          type: 'success',
          title: replacing ? t('toast.reset') : t('toast.created'),
          description: replacing ? t('toast.resetDescription') : t('toast.createdDescription'),
        });
      },
      replacing ? t('toast.resetFailed') : t('toast.createFailed'),
    );

  const revoke = (kind: CalendarFeedKind) =>
    run(
      kind,
      async () => {
        await revokeUrl({ variables: { kind } });
        setFreshPaths((paths) => ({ ...paths, [kind]: undefined }));
        toaster.create({ type: 'success', title: t('toast.turnedOff') });
      },
      t('toast.turnOffFailed'),
    );

  const changeSetting = (kind: CalendarFeedKind, input: Partial<FeedSettings>) =>
    run(
      kind,
      async () => {
        await updateSettings({ variables: { kind, input } });
        toaster.create({ type: 'success', title: t('toast.settingsSaved') });
      },
      t('toast.settingsFailed'),
    );

  const onCopy = async (url: string) => {
    const copied = await copyText(url);
    toaster.create(
      copied
        ? { type: 'success', title: t('toast.copied') }
        : { type: 'error', title: t('toast.copyFailed'), description: t('toast.copyByHand') },
    );
  };

  const onConfirm = async () => {
    if (!confirming) return;
    const { kind, action } = confirming;
    setConfirming(null);
    if (action === 'reset') await createUrl(kind, true);
    else await revoke(kind);
  };

  const confirmingTitle = feeds.find((feed) => feed.kind === confirming?.kind)?.title ?? '';

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button size="sm" colorPalette="blue" onClick={() => setExporting(true)} disabled={!feeds.length}>
            <Download /> {t('export.title')}
          </Button>
        }
      />
      {query.error && !query.data ? (
        <Card.Root>
          <Card.Body>
            <Stack align="start" gap="3" role="alert">
              <Text color="red.fg">{t('loadFailed', { reason: errorMessage(query.error, query.error.message) })}</Text>
              <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
                <RotateCw /> {t('retry')}
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
      ) : !query.data ? (
        <PageSpinner />
      ) : (
        <Stack gap="8">
          <Stack gap="3" as="section" aria-labelledby="feeds-heading">
            <Heading as="h2" size="lg" id="feeds-heading">
              {t('feeds')}
            </Heading>
            <SimpleGrid columns={{ base: 1, lg: Math.min(feeds.length, 3) }} gap="4">
              {feeds.map((feed) => (
                <FeedCard
                  key={feed.kind}
                  feed={feed}
                  freshPath={freshPaths[feed.kind] ?? null}
                  canIncludeTeam={feeds.some((candidate) => candidate.kind === 'TEAM')}
                  busy={busyKind === feed.kind}
                  onCreate={() => void createUrl(feed.kind, false)}
                  onReset={() => setConfirming({ kind: feed.kind, action: 'reset' })}
                  onRevoke={() => setConfirming({ kind: feed.kind, action: 'revoke' })}
                  onCopy={(url) => void onCopy(url)}
                  onChangeSetting={(change) => void changeSetting(feed.kind, change)}
                />
              ))}
            </SimpleGrid>
          </Stack>
          <Stack gap="3" as="section" aria-labelledby="providers-heading">
            <Heading as="h2" size="lg" id="providers-heading">
              {t('providers.title')}
            </Heading>
            <ProviderCards />
          </Stack>
        </Stack>
      )}
      <ConfirmActionDialog
        open={!!confirming}
        title={confirming?.action === 'reset' ? t('confirm.resetTitle') : t('confirm.turnOffTitle')}
        confirmLabel={confirming?.action === 'reset' ? t('feed.reset') : t('feed.turnOff')}
        onConfirm={() => void onConfirm()}
        onClose={() => setConfirming(null)}
      >
        {confirming?.action === 'reset'
          ? t('confirm.reset', { title: confirmingTitle })
          : t('confirm.turnOff', { title: confirmingTitle })}
      </ConfirmActionDialog>
      <ExportIcsDialog open={exporting} onClose={() => setExporting(false)} feeds={feeds} />
    </>
  );
}
