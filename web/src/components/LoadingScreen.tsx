import { Card, Center, SimpleGrid, Skeleton, SkeletonText, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../i18n';

/** Full-page loading state (spec §2: while authentication state loads). */
export function LoadingScreen({ label }: { label?: string }) {
  // Shown while a language's catalogues load, so it waits for none (the English ones ship with the app).
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Center minH="100dvh" bg="bg.subtle" role="status" aria-live="polite">
      <Stack align="center" gap="4">
        <Spinner size="xl" color="blue.solid" borderWidth="3px" />
        <Text color="fg.muted">{label ?? t('loading.app')}</Text>
      </Stack>
    </Center>
  );
}

/** Grey cards where figures will be: the screen keeps its shape and shows no number until it has one. */
export function StatCardsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: count }} gap="4" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <Card.Root key={i} size="sm">
          <Card.Body gap="3">
            <Skeleton h="4" w="24" />
            <Skeleton h="7" w="20" />
            <Skeleton h="3" w="36" />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/** Lines where a list or a table will be. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Card.Root aria-hidden>
      <Card.Body gap="4">
        <Skeleton h="5" w="40" />
        {Array.from({ length: rows }, (_, i) => (
          <SkeletonText key={i} noOfLines={2} gap="2" />
        ))}
      </Card.Body>
    </Card.Root>
  );
}

/** A screen's content while it loads: a skeleton of cards and lines, announced as loading. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Stack gap="4" py="2" role="status" aria-live="polite" aria-busy="true" data-testid="loading">
      <Text color="fg.muted" fontSize="sm" srOnly={!label}>
        {label ?? t('loading.page')}
      </Text>
      <ListSkeleton rows={3} />
    </Stack>
  );
}
