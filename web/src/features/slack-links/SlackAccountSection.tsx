import { Button, Code, Flex, Separator, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../lib/useQuery';
import { Copy, Link2, Unlink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatLocale, useTranslation } from '../../i18n';
import { graphql } from '../../__generated__';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';

const SlackAccountQuery = graphql(`
  query SlackAccountSection {
    mySlackAccount {
      slackAppSetUp
      slackUserId
      slackUserName
      linkedAt
    }
  }
`);

const StartSlackLinkMutation = graphql(`
  mutation StartSlackLink {
    startSlackLink {
      code
      expiresAt
      command
    }
  }
`);

const UnlinkSlackAccountMutation = graphql(`
  mutation UnlinkSlackAccount {
    unlinkSlackAccount {
      slackAppSetUp
      slackUserId
      slackUserName
      linkedAt
    }
  }
`);

/** How often the section asks whether Slack has sent the code, while one is shown. */
const LINK_POLL_MS = 2000;

/**
 * The profile's "Slack account": a one-time code to send from Slack (`/leavewise link CODE`) when the
 * person's Slack email is not their Leavewise one, then the linked Slack user with Unlink. Shown (with a
 * separator before it) only when the organisation has a Slack app.
 */
export function SlackAccountSection() {
  const [code, setCode] = useState<{ command: string; expiresAt: string } | null>(null);
  const { data, startPolling, stopPolling } = useQuery(SlackAccountQuery, { fetchPolicy: 'cache-and-network' });
  const [start, { loading: starting }] = useMutation(StartSlackLinkMutation);
  const [unlink, { loading: unlinking }] = useMutation(UnlinkSlackAccountMutation, {
    update: (cache, { data: result }) =>
      result && cache.writeQuery({ query: SlackAccountQuery, data: { mySlackAccount: result.unlinkSlackAccount } }),
  });
  const { t } = useTranslation('slack-links');
  const account = data?.mySlackAccount;
  const linked = Boolean(account?.slackUserId);

  // While a code is shown, the section learns of the link by asking again; it stops once linked.
  useEffect(() => {
    if (!code) return;
    if (linked) {
      setCode(null);
      toaster.success({ title: t('toast.linked') });
      return;
    }
    startPolling(LINK_POLL_MS);
    return stopPolling;
  }, [code, linked, startPolling, stopPolling, t]);

  if (!account?.slackAppSetUp) return null;

  const newCode = async () => {
    try {
      const result = await start();
      setCode(result.data!.startSlackLink);
    } catch (error) {
      toaster.error({ title: t('toast.codeFailed'), description: errorMessage(error, '') });
    }
  };

  const removeLink = async () => {
    try {
      await unlink();
      toaster.success({ title: t('toast.unlinked') });
    } catch (error) {
      toaster.error({ title: t('toast.unlinkFailed'), description: errorMessage(error, '') });
    }
  };

  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text).then(
      () => toaster.success({ title: t('copied') }),
      () => undefined,
    );
  };

  const until = (iso: string) => new Date(iso).toLocaleTimeString(formatLocale(), { timeStyle: 'short' });

  // With its own separator, so the profile shows none for a section it does not show.
  return (
    <>
      <Separator />
      <Stack gap="2" as="section" aria-labelledby="slack-account-title" data-testid="slack-account">
        <Text as="h3" id="slack-account-title" fontWeight="semibold">
          {t('title')}
        </Text>
        {linked ? (
          <Flex align="center" justify="space-between" gap="2" wrap="wrap" fontSize="sm">
            <Text>
              {t('linked', {
                slackUser: account.slackUserName ? `@${account.slackUserName}` : account.slackUserId,
                date: new Date(account.linkedAt as string).toLocaleDateString(formatLocale()),
              })}
            </Text>
            <Button size="sm" variant="outline" loading={unlinking} onClick={() => void removeLink()}>
              <Unlink /> {t('unlink')}
            </Button>
          </Flex>
        ) : (
          <>
            <Text fontSize="sm" color="fg.muted">
              {t('intro')}
            </Text>
            {code && (
              <Stack gap="1" fontSize="sm" role="status">
                <Text>{t('sendIt')}</Text>
                <Flex align="center" gap="2" wrap="wrap">
                  <Code fontSize="md" px="2" py="1" wordBreak="break-all" data-testid="slack-link-command">
                    {code.command}
                  </Code>
                  <Button size="xs" variant="ghost" onClick={() => void copy(code.command)}>
                    <Copy /> {t('copy')}
                  </Button>
                </Flex>
                <Text color="fg.muted">{t('expires', { time: until(code.expiresAt) })}</Text>
              </Stack>
            )}
            <Button
              alignSelf="flex-start"
              size="sm"
              colorPalette={code ? undefined : 'blue'}
              variant={code ? 'outline' : 'solid'}
              loading={starting}
              onClick={() => void newCode()}
            >
              <Link2 /> {code ? t('newCode') : t('link')}
            </Button>
          </>
        )}
      </Stack>
    </>
  );
}
