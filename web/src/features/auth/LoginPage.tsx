import { Box, Card, Flex, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { LoadingScreen } from '../../components/LoadingScreen';
import { Toaster, authToaster } from '../../components/toaster';
import { ParticleNetwork } from './ParticleNetwork';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { LanguageCorner } from './LanguageCorner';
import { useSsoReturn } from './sso';

function Logo({ light = false }: { light?: boolean }) {
  return (
    <Flex align="center" gap="2" color={light ? 'white' : 'blue.fg'}>
      <Icon boxSize="7">
        <CalendarCheck />
      </Icon>
      <Text fontWeight="bold" fontSize="xl">
        Leavewise
      </Text>
    </Flex>
  );
}

/** Heading letters fade in 45 ms apart (spec §9); screen readers get the plain text. */
function AnimatedHeading() {
  const { t } = useTranslation('auth');
  const heading = t('heading');
  return (
    <Heading as="h1" size={{ base: '2xl', lg: '4xl' }} aria-label={heading} display={{ base: 'none', md: 'block' }}>
      {/* Plain spans, not styled components: a heading's worth of them costs the first render nothing. */}
      {heading.split('').map((letter, i) => (
        <span
          key={i}
          aria-hidden="true"
          style={{
            display: 'inline-block',
            whiteSpace: 'pre',
            animation: `fade-in 1200ms ease-out ${i * 45}ms both`,
          }}
        >
          {letter}
        </span>
      ))}
    </Heading>
  );
}

/** The catalogue the page speaks from, loaded before it first renders (app/preloadable.ts). */
export const namespaces = ['auth'] as const;

export default function LoginPage() {
  // First: the page waits for its words here, before reading (and removing) the sign-in's answer from the address.
  const { t } = useTranslation('auth');
  // Back from the identity provider: finish signing in, or explain what went wrong on the sign-in view.
  const sso = useSsoReturn();
  // Most visitors already have an account: the page opens on signing in, with a link to sign up.
  const [mode, setMode] = useState<'sign-up' | 'sign-in'>('sign-in');
  const [email, setEmail] = useState('');

  if (sso.completing)
    return (
      <>
        <LoadingScreen label={t('signingYouIn')} />
        <Toaster store={authToaster} />
      </>
    );

  return (
    <Flex minH="100dvh" bg="bg" position="relative">
      <LanguageCorner />
      <Box
        display={{ base: 'none', lg: 'flex' }}
        w="42%"
        position="relative"
        overflow="hidden"
        bgGradient="to-br"
        gradientFrom="blue.700"
        gradientTo="purple.700"
        p="10"
        flexDirection="column"
        justifyContent="space-between"
      >
        <ParticleNetwork />
        <Box position="relative">
          <Logo light />
        </Box>
        <Text position="relative" color="whiteAlpha.900" fontSize="lg" maxW="sm">
          {t('tagline')}
        </Text>
      </Box>
      <Flex as="main" flex="1" direction="column" align="center" justify="center" p={{ base: '4', md: '10' }} gap="6">
        <Box display={{ base: 'block', lg: 'none' }}>
          <Logo />
        </Box>
        <Stack textAlign="center" gap="2" maxW="lg">
          <AnimatedHeading />
          <Text color="fg.muted" display={{ base: 'none', md: 'block' }}>
            {t('intro')}
          </Text>
        </Stack>
        <Card.Root w="full" maxW="md" variant="elevated">
          <Card.Header>
            <Card.Title as="h2" fontSize="2xl">
              {mode === 'sign-up' ? t('signUp.title') : t('signIn.title')}
            </Card.Title>
            <Card.Description>
              {mode === 'sign-up' ? t('signUp.description') : t('signIn.description')}
            </Card.Description>
          </Card.Header>
          <Card.Body>
            {mode === 'sign-up' ? (
              <SignUpForm
                onSwitch={() => setMode('sign-in')}
                onRegistered={(registered) => {
                  setEmail(registered);
                  setMode('sign-in');
                }}
              />
            ) : (
              <SignInForm key={email} initialEmail={email} onSwitch={() => setMode('sign-up')} />
            )}
          </Card.Body>
        </Card.Root>
      </Flex>
      <Toaster store={authToaster} />
    </Flex>
  );
}
