import { Button, Checkbox, Field, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { graphql } from '../../__generated__';
import { authToaster } from '../../components/toaster';
import { PasswordInput } from './PasswordInput';

const SignUpMutation = graphql(`
  mutation SignUp($input: RegisterInput!) {
    register(input: $input) {
      token
      user {
        id
        email
      }
    }
  }
`);

export function SignUpForm({
  onRegistered,
  onSwitch,
}: {
  onRegistered: (email: string) => void;
  onSwitch: () => void;
}) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [register, { loading }] = useMutation(SignUpMutation);
  const { t } = useTranslation('auth');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      authToaster.create({
        type: 'error',
        title: t('signUp.termsTitle'),
        description: t('signUp.termsRequired'),
      });
      return;
    }
    try {
      await register({
        variables: { input: { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password } },
      });
      authToaster.create({
        type: 'success',
        title: t('signUp.createdTitle'),
        description: t('signUp.createdDescription'),
      });
      onRegistered(email.trim());
    } catch (error) {
      const description = CombinedGraphQLErrors.is(error)
        ? error.errors[0]?.message || t('signUp.couldNotCreate')
        : t('signUp.failed');
      authToaster.create({ type: 'error', title: t('signUp.errorTitle'), description });
    }
  };

  return (
    <form onSubmit={submit} noValidate={false}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root required>
            <Field.Label>
              {t('fields.firstName')} <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="firstName"
              autoComplete="given-name"
              value={firstName}
              onChange={(e) => setFirstName(e.target.value)}
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>
              {t('fields.lastName')} <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="lastName"
              autoComplete="family-name"
              value={lastName}
              onChange={(e) => setLastName(e.target.value)}
            />
          </Field.Root>
        </SimpleGrid>
        <Field.Root required>
          <Field.Label>
            {t('fields.email')} <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            placeholder={t('signUp.emailPlaceholder')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field.Root>
        <Field.Root required>
          <Field.Label>
            {t('fields.password')} <Field.RequiredIndicator />
          </Field.Label>
          <PasswordInput
            name="password"
            autoComplete="new-password"
            minLength={8}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Field.HelperText>{t('signUp.passwordHelp', { count: 8 })}</Field.HelperText>
        </Field.Root>
        <Checkbox.Root checked={agreed} onCheckedChange={(e) => setAgreed(e.checked === true)}>
          <Checkbox.HiddenInput name="terms" />
          <Checkbox.Control />
          <Checkbox.Label>{t('signUp.agree')}</Checkbox.Label>
        </Checkbox.Root>
        <Button
          type="submit"
          colorPalette="blue"
          loading={loading}
          loadingText={t('signUp.submitting')}
          disabled={loading}
        >
          {t('signUp.submit')}
        </Button>
        <Text textAlign="center" fontSize="sm" color="fg.muted">
          {t('signUp.haveAccount')}{' '}
          <Link as="button" colorPalette="blue" color="colorPalette.fg" fontWeight="semibold" onClick={onSwitch}>
            {t('signUp.logIn')}
          </Link>
        </Text>
      </Stack>
    </form>
  );
}
