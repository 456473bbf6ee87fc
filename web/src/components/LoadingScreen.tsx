import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

/** Full-page loading state (spec §2: while authentication state loads). */
export function LoadingScreen({ label = 'Loading Leavewise' }: { label?: string }) {
  return (
    <Center minH="100dvh" bg="bg.subtle" role="status" aria-live="polite">
      <Stack align="center" gap="4">
        <Spinner size="xl" color="blue.solid" borderWidth="3px" />
        <Text color="fg.muted">{label}</Text>
      </Stack>
    </Center>
  );
}

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="24" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="blue.solid" />
        <Text color="fg.muted" fontSize="sm" srOnly={label === 'Loading'}>
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
