import { Button, Clipboard, Input, List, Stack, Text } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';

/** Where a company directory sends SCIM 2.0 requests: this server's /scim/v2. */
export const scimTenantUrl = (origin: string = window.location.origin): string =>
  `${origin.replace(/\/+$/, '')}/scim/v2`;

/**
 * What an administrator pastes into Entra ID or Okta beside a provisioning token: the tenant URL, and
 * where each goes. Shown while choosing the scim:provision scope and with the new token.
 */
export function ScimConnectionDetails() {
  const url = scimTenantUrl();
  return (
    <Stack gap="2" data-testid="scim-connection">
      <Clipboard.Root value={url}>
        <Clipboard.Label fontSize="sm" fontWeight="medium" mb="1.5" display="block">
          Tenant URL (SCIM base URL)
        </Clipboard.Label>
        <Clipboard.Control display="flex" gap="2">
          <Clipboard.Input asChild>
            <Input size="sm" fontFamily="mono" readOnly data-testid="scim-tenant-url" />
          </Clipboard.Input>
          <Clipboard.Trigger asChild>
            <Button size="sm" variant="outline" flexShrink="0" aria-label="Copy tenant URL">
              <Clipboard.Indicator copied={<Check />}>
                <Copy />
              </Clipboard.Indicator>
            </Button>
          </Clipboard.Trigger>
        </Clipboard.Control>
      </Clipboard.Root>
      <List.Root as="ol" fontSize="xs" color="fg.muted" ps="4" gap="1">
        <List.Item>
          Entra ID: Enterprise application → Provisioning → Automatic: Tenant URL and this token as Secret Token.
        </List.Item>
        <List.Item>Okta: SCIM 2.0 app → Provisioning: SCIM connector base URL, HTTP Header authentication.</List.Item>
        <List.Item>
          Map the directory&apos;s object id to externalId, so single sign-on finds the same account.
        </List.Item>
      </List.Root>
      <Text fontSize="xs" color="fg.muted">
        The token provisions people and groups and nothing else. Deprovisioned people are deactivated at once.
      </Text>
    </Stack>
  );
}
