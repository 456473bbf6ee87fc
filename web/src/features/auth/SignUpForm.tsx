import { Button, Checkbox, Field, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState, type FormEvent } from 'react';
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      authToaster.create({
        type: 'error',
        title: 'Terms & Conditions',
        description: 'Please agree to the Terms & Conditions to continue.',
      });
      return;
    }
    try {
      await register({
        variables: { input: { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password } },
      });
      authToaster.create({
        type: 'success',
        title: 'Account Created Successfully!',
        description: 'Please check your email to verify your account.',
      });
      onRegistered(email.trim());
    } catch (error) {
      const description = CombinedGraphQLErrors.is(error)
        ? error.errors[0]?.message || 'Could not create account'
        : 'There was an issue creating your account. Please try again.';
      authToaster.create({ type: 'error', title: 'Registration Error', description });
    }
  };

  return (
    <form onSubmit={submit} noValidate={false}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root required>
            <Field.Label>
              First name <Field.RequiredIndicator />
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
              Last name <Field.RequiredIndicator />
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
            Email <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field.Root>
        <Field.Root required>
          <Field.Label>
            Password <Field.RequiredIndicator />
          </Field.Label>
          <PasswordInput
            name="password"
            autoComplete="new-password"
            minLength={8}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Field.HelperText>At least 8 characters.</Field.HelperText>
        </Field.Root>
        <Checkbox.Root checked={agreed} onCheckedChange={(e) => setAgreed(e.checked === true)}>
          <Checkbox.HiddenInput name="terms" />
          <Checkbox.Control />
          <Checkbox.Label>I agree to the Terms &amp; Conditions</Checkbox.Label>
        </Checkbox.Root>
        <Button
          type="submit"
          colorPalette="blue"
          loading={loading}
          loadingText="Creating account..."
          disabled={loading}
        >
          Create account
        </Button>
        <Text textAlign="center" fontSize="sm" color="fg.muted">
          Already have an account?{' '}
          <Link as="button" colorPalette="blue" color="colorPalette.fg" fontWeight="semibold" onClick={onSwitch}>
            Log in
          </Link>
        </Text>
      </Stack>
    </form>
  );
}
