import { Alert, Button, Checkbox, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import { useViewer } from '../../../app/auth';
import { AppDialog } from '../../../components/AppDialog';
import { errorMessage } from '../../../lib/apollo';
import { toIsoDate } from '../../../lib/dates';
import { OneTimeSecret } from './OneTimeSecret';
import { ScimConnectionDetails } from '../../scim/ScimConnectionDetails';
import {
  ADMIN_SCOPE,
  SCIM_SCOPE,
  scopesOffered,
  TOKEN_EXPIRY_CHOICES,
  toggledScopes,
  tokenExpiry,
} from './integrationOptions';
import { refreshFields } from '../../../lib/cache';

const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken {
        ...ApiTokensSection_token
      }
    }
  }
`);

const EMPTY = { name: '', scopes: ['read:requests'] as string[], expiry: '90', date: '' };

/** Create an API token: name, scopes and expiry; then its secret, shown this once. */
export function CreateApiTokenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const viewer = useViewer();
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  // The new one joins the list (shown behind the dialog with its secret).
  const [create, { loading }] = useMutation(CreateApiTokenMutation, {
    update: (cache) => refreshFields(cache, 'apiTokens'),
  });

  function close() {
    setForm(EMPTY);
    setProblem(null);
    setSecret(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = form.name.trim();
    if (name.length < 2 || name.length > 100) return setProblem('Give the token a name of 2 to 100 characters');
    if (!form.scopes.length) return setProblem('Choose at least one scope');
    const expiresAt = tokenExpiry(form.expiry, form.date);
    if (expiresAt === undefined) return setProblem('Choose an expiry date after today');
    setProblem(null);
    try {
      const { data } = await create({ variables: { input: { name, scopes: form.scopes, expiresAt } } });
      if (!data) throw new Error();
      setSecret(data.createApiToken.token);
    } catch (error) {
      setProblem(errorMessage(error, 'Failed to create API token'));
    }
  }

  const toggleScope = (scope: string, on: boolean) =>
    setForm((current) => ({ ...current, scopes: toggledScopes(current.scopes, scope, on) }));
  const provisioning = form.scopes.includes(SCIM_SCOPE);

  return (
    <AppDialog
      open={open}
      onClose={close}
      title={secret ? 'Copy your new API token' : 'Create API token'}
      footer={
        secret ? (
          <Button onClick={close}>Done</Button>
        ) : (
          <>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" form="create-api-token" loading={loading} loadingText="Creating...">
              Create token
            </Button>
          </>
        )
      }
    >
      {secret ? (
        <Stack gap="4">
          <OneTimeSecret
            label="API token"
            value={secret}
            note="This is the only time the token is shown. Store it somewhere safe now."
          />
          {provisioning && <ScimConnectionDetails />}
        </Stack>
      ) : (
        <form id="create-api-token" onSubmit={submit} noValidate>
          <Stack gap="4">
            <Field.Root required>
              <Field.Label>
                Name <Field.RequiredIndicator />
              </Field.Label>
              <Input
                name="name"
                value={form.name}
                maxLength={100}
                placeholder="e.g. Payroll export"
                onChange={(e) => setForm({ ...form, name: e.target.value })}
              />
            </Field.Root>
            <Stack as="fieldset" gap="2">
              <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
                Scopes
              </Text>
              {scopesOffered(viewer.isAdmin === true).map((scope) => (
                <Checkbox.Root
                  key={scope.value}
                  checked={form.scopes.includes(scope.value)}
                  onCheckedChange={({ checked }) => toggleScope(scope.value, checked === true)}
                  alignItems="flex-start"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label>
                    <Text as="span" fontFamily="mono" fontSize="sm">
                      {scope.value}
                    </Text>
                    <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
                      {scope.description}
                    </Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
            {form.scopes.includes(ADMIN_SCOPE) && (
              <Alert.Root status="warning" size="sm">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>This token can administer the organisation</Alert.Title>
                  <Alert.Description>
                    Whoever holds it can create administrators, change roles, balances and the leave policy. Give it the
                    shortest expiry that works, store it like a password and revoke it when the tool no longer needs it.
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            {provisioning && <ScimConnectionDetails />}
            <Field.Root>
              <Field.Label>Expires</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  name="expiry"
                  value={form.expiry}
                  onChange={(e) => setForm({ ...form, expiry: e.target.value })}
                >
                  {TOKEN_EXPIRY_CHOICES.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {form.expiry === 'date' && (
              <Field.Root required>
                <Field.Label>
                  Expiry date <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  type="date"
                  size="sm"
                  name="expiryDate"
                  min={toIsoDate(new Date(Date.now() + 86_400_000))}
                  value={form.date}
                  onChange={(e) => setForm({ ...form, date: e.target.value })}
                />
                <Field.HelperText>The token works until the end of this day.</Field.HelperText>
              </Field.Root>
            )}
            <Text fontSize="xs" color="fg.muted">
              The token acts as you and never beyond your own rights.
            </Text>
            {problem && (
              <Text color="red.fg" fontSize="sm" role="alert">
                {problem}
              </Text>
            )}
          </Stack>
        </form>
      )}
    </AppDialog>
  );
}
