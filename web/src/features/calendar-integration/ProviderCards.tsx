import { Card, HStack, List, SimpleGrid, Text } from '@chakra-ui/react';
import { CalendarDays, Globe, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';

interface Provider {
  /** Its words in the calendar-integration catalogue: `providers.<key>.name`, `.examples`, `.steps.0…`. */
  key: 'web' | 'desktop' | 'ical';
  icon: ReactNode;
  steps: number;
}

/** Spec /calendar-integration's three providers, as subscription instructions for a feed URL. */
const PROVIDERS: Provider[] = [
  { key: 'web', icon: <Globe size={18} aria-hidden />, steps: 3 },
  { key: 'desktop', icon: <Mail size={18} aria-hidden />, steps: 3 },
  { key: 'ical', icon: <CalendarDays size={18} aria-hidden />, steps: 3 },
];

export function ProviderCards() {
  const { t } = useTranslation('calendar-integration');
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      {PROVIDERS.map((provider) => {
        const name = t(`providers.${provider.key}.name`);
        return (
          <Card.Root key={provider.key} size="sm" as="section" aria-label={name}>
            <Card.Header>
              <HStack gap="2">
                {provider.icon}
                <Card.Title as="h3">{name}</Card.Title>
              </HStack>
              <Card.Description>{t(`providers.${provider.key}.examples`)}</Card.Description>
            </Card.Header>
            <Card.Body>
              <List.Root as="ol" gap="1" ps="4" fontSize="sm">
                {Array.from({ length: provider.steps }, (_, step) => (
                  <List.Item key={step}>
                    <Text>{t(`providers.${provider.key}.steps.${step}`)}</Text>
                  </List.Item>
                ))}
              </List.Root>
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
