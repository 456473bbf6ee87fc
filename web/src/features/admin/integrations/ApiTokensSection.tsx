import { Badge, Box, Button, Card, Flex, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../lib/useQuery';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { ApiTokensSection_TokenFragment } from '../../../__generated__/graphql';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { PageSpinner } from '../../../components/LoadingScreen';
import { toaster } from '../../../components/toaster';
import { Trans, useTranslation } from '../../../i18n';
import { errorMessage } from '../../../lib/apollo';
import { formatDateTime, timeAgo } from '../../../lib/dates';
import { CreateApiTokenDialog } from './CreateApiTokenDialog';
import { TOKEN_STATE_PALETTE, tokenState } from './integrationOptions';

export const ApiTokensSection_token = graphql(`
  fragment ApiTokensSection_token on ApiToken {
    id
    name
    scopes
    prefix
    owner {
      id
    }
    createdBy {
      id
      fullName
    }
    createdAt
    lastUsedAt
    expiresAt
    revokedAt
  }
`);

const ApiTokensQuery = graphql(`
  query AdminApiTokens {
    apiTokens {
      ...ApiTokensSection_token
    }
  }
`);

const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) {
      ...ApiTokensSection_token
    }
  }
`);

const COLUMNS = {
  base: 'minmax(0, 1fr) auto',
  lg: 'minmax(0, 1.5fr) minmax(0, 1.6fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1fr) 6rem',
};
const AREAS = {
  base: `"name action" "scopes scopes" "used expires" "created created"`,
  lg: `"name scopes created used expires action"`,
};

function Cell({ area, label, children }: { area: string; label?: string; children: React.ReactNode }) {
  return (
    <Box gridArea={area} minW="0" fontSize="sm">
      {label && (
        <Text as="span" fontSize="xs" color="fg.muted" hideFrom="lg" me="1.5">
          {label}
        </Text>
      )}
      {children}
    </Box>
  );
}

const HEADINGS = ['name', 'scopes', 'created', 'lastUsed', 'expires'] as const;

function TokenRow({ token, onRevoke }: { token: ApiTokensSection_TokenFragment; onRevoke: () => void }) {
  const { t } = useTranslation('admin-integrations');
  const state = tokenState(token);
  return (
    <Grid
      as="li"
      templateColumns={COLUMNS}
      templateAreas={AREAS}
      columnGap="3"
      rowGap="1.5"
      px="4"
      py="3"
      alignItems="center"
      data-testid="api-token"
    >
      <Cell area="name">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium" wordBreak="break-word">
            {token.name}
          </Text>
          <Badge colorPalette={TOKEN_STATE_PALETTE[state]} variant="subtle">
            {t(`tokenStates.${state}`)}
          </Badge>
        </HStack>
        <Text fontSize="xs" color="fg.muted" fontFamily="mono">
          {t('tokens.prefix', { prefix: token.prefix })}
        </Text>
      </Cell>
      <Cell area="scopes">
        <HStack gap="1" wrap="wrap">
          {token.scopes.map((scope) => (
            <Badge key={scope} variant="outline" fontFamily="mono">
              {scope}
            </Badge>
          ))}
        </HStack>
      </Cell>
      <Cell area="created" label={t('tokens.columns.created')}>
        {formatDateTime(token.createdAt)}
        {token.createdBy && token.createdBy.id !== token.owner.id && (
          <Text fontSize="xs" color="fg.muted">
            {t('tokens.createdBy', { name: token.createdBy.fullName })}
          </Text>
        )}
      </Cell>
      <Cell area="used" label={t('tokens.columns.lastUsed')}>
        {token.lastUsedAt ? (
          <Text as="span" title={formatDateTime(token.lastUsedAt)}>
            {timeAgo(token.lastUsedAt)}
          </Text>
        ) : (
          t('tokens.never')
        )}
      </Cell>
      <Cell area="expires" label={t('tokens.columns.expires')}>
        {token.revokedAt
          ? t('tokens.revokedAgo', { ago: timeAgo(token.revokedAt) })
          : token.expiresAt
            ? formatDateTime(token.expiresAt)
            : t('tokens.never')}
      </Cell>
      <Box gridArea="action" justifySelf="end">
        {state === 'active' && (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={onRevoke}
            aria-label={t('tokens.revokeLabel', { name: token.name })}
          >
            {t('tokens.revoke')}
          </Button>
        )}
      </Box>
    </Grid>
  );
}

/** The viewer's API tokens: create (secret shown once), list with last use, revoke with confirmation. */
export function ApiTokensSection() {
  const { t } = useTranslation('admin-integrations');
  const query = useQuery(ApiTokensQuery, { notifyOnNetworkStatusChange: true });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokensSection_TokenFragment | null>(null);
  const [revoke, { loading: revokeBusy }] = useMutation(RevokeApiTokenMutation);
  const tokens = getFragmentData(ApiTokensSection_token, query.data?.apiTokens);

  async function confirmRevoke() {
    if (!revoking) return;
    try {
      await revoke({ variables: { id: revoking.id } });
      toaster.success({ title: t('tokens.revoked'), description: revoking.name });
      setRevoking(null);
    } catch (error) {
      toaster.error({ title: t('tokens.revokeFailed'), description: errorMessage(error, '') });
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="api-tokens-title">
      <Card.Header>
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Card.Title id="api-tokens-title" as="h2" fontSize="lg">
              {t('tokens.title')}
            </Card.Title>
            <Text fontSize="sm" color="fg.muted">
              <Trans
                t={t}
                i18nKey="tokens.intro"
                values={{ header: 'Authorization: Bearer lw_…' }}
                components={{ code: <code /> }}
              />
            </Text>
          </Stack>
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus /> {t('tokens.create')}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body px="0" pb="2">
        {query.error && !tokens ? (
          <Box px="6">
            <ErrorWithRetry
              title={t('tokens.loadFailed')}
              description={errorMessage(query.error, '')}
              onRetry={() => void query.refetch()}
            />
          </Box>
        ) : !tokens ? (
          <PageSpinner label={t('tokens.loading')} />
        ) : tokens.length === 0 ? (
          <EmptyState icon={<KeyRound />} title={t('tokens.empty')} description={t('tokens.emptyHelp')} />
        ) : (
          <>
            <Grid
              templateColumns={COLUMNS}
              columnGap="3"
              px="4"
              py="2"
              bg="bg.muted"
              fontSize="xs"
              fontWeight="semibold"
              color="fg.muted"
              textTransform="uppercase"
              hideBelow="lg"
              aria-hidden
            >
              {HEADINGS.map((heading) => (
                <Text key={heading}>{t(`tokens.columns.${heading}`)}</Text>
              ))}
              <Text />
            </Grid>
            <Box as="ul" listStyleType="none" divideY="1px" borderTopWidth="1px" aria-label={t('tokens.title')}>
              {tokens.map((token) => (
                <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
              ))}
            </Box>
          </>
        )}
      </Card.Body>
      <CreateApiTokenDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmActionDialog
        open={revoking !== null}
        title={t('tokens.revokeTitle')}
        confirmLabel={t('tokens.revoke')}
        busy={revokeBusy}
        onClose={() => setRevoking(null)}
        onConfirm={() => void confirmRevoke()}
      >
        {t('tokens.revokeConfirm', { name: revoking?.name ?? '' })}
      </ConfirmActionDialog>
    </Card.Root>
  );
}
