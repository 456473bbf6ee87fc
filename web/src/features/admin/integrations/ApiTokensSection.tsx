import { Badge, Box, Button, Card, Flex, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { ApiTokensSection_TokenFragment } from '../../../__generated__/graphql';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { PageSpinner } from '../../../components/LoadingScreen';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { formatDateTime, timeAgo } from '../../../lib/dates';
import { CreateApiTokenDialog } from './CreateApiTokenDialog';
import { TOKEN_STATE_STYLE, tokenState } from './integrationOptions';

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

function TokenRow({ token, onRevoke }: { token: ApiTokensSection_TokenFragment; onRevoke: () => void }) {
  const state = tokenState(token);
  const style = TOKEN_STATE_STYLE[state];
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
          <Badge colorPalette={style.palette} variant="subtle">
            {style.label}
          </Badge>
        </HStack>
        <Text fontSize="xs" color="fg.muted" fontFamily="mono">
          {token.prefix}…
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
      <Cell area="created" label="Created">
        {formatDateTime(token.createdAt)}
        {token.createdBy && token.createdBy.id !== token.owner.id && (
          <Text fontSize="xs" color="fg.muted">
            by {token.createdBy.fullName}
          </Text>
        )}
      </Cell>
      <Cell area="used" label="Last used">
        {token.lastUsedAt ? (
          <Text as="span" title={formatDateTime(token.lastUsedAt)}>
            {timeAgo(token.lastUsedAt)}
          </Text>
        ) : (
          'Never'
        )}
      </Cell>
      <Cell area="expires" label="Expires">
        {token.revokedAt
          ? `Revoked ${timeAgo(token.revokedAt)}`
          : token.expiresAt
            ? formatDateTime(token.expiresAt)
            : 'Never'}
      </Cell>
      <Box gridArea="action" justifySelf="end">
        {state === 'active' && (
          <Button size="xs" variant="outline" colorPalette="red" onClick={onRevoke} aria-label={`Revoke ${token.name}`}>
            Revoke
          </Button>
        )}
      </Box>
    </Grid>
  );
}

/** The viewer's API tokens: create (secret shown once), list with last use, revoke with confirmation. */
export function ApiTokensSection() {
  const query = useQuery(ApiTokensQuery, { notifyOnNetworkStatusChange: true });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokensSection_TokenFragment | null>(null);
  const [revoke, { loading: revokeBusy }] = useMutation(RevokeApiTokenMutation);
  const tokens = getFragmentData(ApiTokensSection_token, query.data?.apiTokens);

  async function confirmRevoke() {
    if (!revoking) return;
    try {
      await revoke({ variables: { id: revoking.id } });
      toaster.success({ title: 'API token revoked', description: revoking.name });
      setRevoking(null);
    } catch (error) {
      toaster.error({ title: 'Failed to revoke API token', description: errorMessage(error, '') });
    }
  }

  return (
    <Card.Root as="section" aria-labelledby="api-tokens-title">
      <Card.Header>
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Card.Title id="api-tokens-title" as="h2" fontSize="lg">
              API tokens
            </Card.Title>
            <Text fontSize="sm" color="fg.muted">
              Bearer tokens for other tools (<code>Authorization: Bearer lw_…</code>), limited to their scopes.
            </Text>
          </Stack>
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus /> Create token
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body px="0" pb="2">
        {query.error && !tokens ? (
          <Box px="6">
            <ErrorWithRetry
              title="Failed to load API tokens"
              description={errorMessage(query.error, '')}
              onRetry={() => void query.refetch()}
            />
          </Box>
        ) : !tokens ? (
          <PageSpinner label="Loading API tokens" />
        ) : tokens.length === 0 ? (
          <EmptyState icon={<KeyRound />} title="No API tokens yet" description="Create one to connect another tool." />
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
              {['Name', 'Scopes', 'Created', 'Last used', 'Expires', ''].map((heading) => (
                <Text key={heading}>{heading}</Text>
              ))}
            </Grid>
            <Box as="ul" listStyleType="none" divideY="1px" borderTopWidth="1px" aria-label="API tokens">
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
        title="Revoke API token"
        confirmLabel="Revoke"
        busy={revokeBusy}
        onClose={() => setRevoking(null)}
        onConfirm={() => void confirmRevoke()}
      >
        {`Are you sure you want to revoke "${revoking?.name ?? ''}"? Tools using it stop working at once. This action cannot be undone.`}
      </ConfirmActionDialog>
    </Card.Root>
  );
}
