import { Alert, Button, Checkbox, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import { useViewer } from '../../../auth/auth';
import { AppDialog } from '../../../components/AppDialog';
import { useTranslation } from '../../../i18n';
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
  const { t } = useTranslation('admin-integrations');
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
    if (name.length < 2 || name.length > 100) return setProblem(t('createToken.problems.name'));
    if (!form.scopes.length) return setProblem(t('createToken.problems.scopes'));
    const expiresAt = tokenExpiry(form.expiry, form.date);
    if (expiresAt === undefined) return setProblem(t('createToken.problems.expiry'));
    setProblem(null);
    try {
      const { data } = await create({ variables: { input: { name, scopes: form.scopes, expiresAt } } });
      if (!data) throw new Error();
      setSecret(data.createApiToken.token);
    } catch (error) {
      setProblem(errorMessage(error, t('createToken.failed')));
    }
  }

  const toggleScope = (scope: string, on: boolean) =>
    setForm((current) => ({ ...current, scopes: toggledScopes(current.scopes, scope, on) }));
  const provisioning = form.scopes.includes(SCIM_SCOPE);

  return (
    <AppDialog
      open={open}
      onClose={close}
      title={secret ? t('createToken.copyTitle') : t('createToken.title')}
      footer={
        secret ? (
          <Button onClick={close}>{t('done')}</Button>
        ) : (
          <>
            <Button variant="outline" onClick={close}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button type="submit" form="create-api-token" loading={loading} loadingText={t('createToken.creating')}>
              {t('tokens.create')}
            </Button>
          </>
        )
      }
    >
      {secret ? (
        <Stack gap="4">
          <OneTimeSecret label={t('createToken.secretLabel')} value={secret} note={t('createToken.secretNote')} />
          {provisioning && <ScimConnectionDetails />}
        </Stack>
      ) : (
        <form id="create-api-token" onSubmit={submit} noValidate>
          <Stack gap="4">
            <Field.Root required>
              <Field.Label>
                {t('createToken.name')} <Field.RequiredIndicator />
              </Field.Label>
              <Input
                name="name"
                value={form.name}
                maxLength={100}
                placeholder={t('createToken.namePlaceholder')}
                onChange={(e) => setForm({ ...form, name: e.target.value })}
              />
            </Field.Root>
            <Stack as="fieldset" gap="2">
              <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
                {t('createToken.scopes')}
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
                      {t(`scopes.${scope.key}`)}
                    </Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
            {form.scopes.includes(ADMIN_SCOPE) && (
              <Alert.Root status="warning" size="sm">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t('createToken.adminWarning')}</Alert.Title>
                  <Alert.Description>{t('createToken.adminWarningHelp')}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            {provisioning && <ScimConnectionDetails />}
            <Field.Root>
              <Field.Label>{t('tokens.columns.expires')}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  name="expiry"
                  value={form.expiry}
                  onChange={(e) => setForm({ ...form, expiry: e.target.value })}
                >
                  {TOKEN_EXPIRY_CHOICES.map((choice) => (
                    <option key={choice} value={choice}>
                      {t(`expiry.${choice}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {form.expiry === 'date' && (
              <Field.Root required>
                <Field.Label>
                  {t('createToken.expiryDate')} <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  type="date"
                  size="sm"
                  name="expiryDate"
                  min={toIsoDate(new Date(Date.now() + 86_400_000))}
                  value={form.date}
                  onChange={(e) => setForm({ ...form, date: e.target.value })}
                />
                <Field.HelperText>{t('createToken.expiryDateHelp')}</Field.HelperText>
              </Field.Root>
            )}
            <Text fontSize="xs" color="fg.muted">
              {t('createToken.actsAsYou')}
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
