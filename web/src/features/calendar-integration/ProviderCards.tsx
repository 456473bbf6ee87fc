import { Card, HStack, List, SimpleGrid, Text } from '@chakra-ui/react';
import { CalendarDays, Globe, Mail } from 'lucide-react';
import type { ReactNode } from 'react';

interface Provider {
  name: string;
  examples: string;
  icon: ReactNode;
  steps: string[];
}

/** Spec /calendar-integration's three providers, as subscription instructions for a feed URL. */
const PROVIDERS: Provider[] = [
  {
    name: 'Web calendar',
    examples: 'Google Calendar, Outlook on the web',
    icon: <Globe size={18} aria-hidden />,
    steps: [
      'Copy a feed URL above.',
      'In the web calendar, choose to add another calendar “From URL” (or “Subscribe from web”).',
      'Paste the URL and confirm. Web calendars refresh subscriptions every few hours.',
    ],
  },
  {
    name: 'Desktop mail calendar',
    examples: 'Outlook, Thunderbird',
    icon: <Mail size={18} aria-hidden />,
    steps: [
      'Copy a feed URL above.',
      'Add a calendar “From Internet” (Outlook) or a “New Calendar” “On the Network” (Thunderbird).',
      'Paste the URL; choose iCalendar (ICS) if asked.',
    ],
  },
  {
    name: 'iCal feed',
    examples: 'Apple Calendar and any app that reads iCalendar',
    icon: <CalendarDays size={18} aria-hidden />,
    steps: [
      'Use “Open in your calendar app (webcal://)” beside a new URL, or copy it.',
      'Or choose File › New Calendar Subscription and paste the URL.',
      'Set auto-refresh to every hour; leave alerts off.',
    ],
  },
];

export function ProviderCards() {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      {PROVIDERS.map((provider) => (
        <Card.Root key={provider.name} size="sm" as="section" aria-label={provider.name}>
          <Card.Header>
            <HStack gap="2">
              {provider.icon}
              <Card.Title as="h3">{provider.name}</Card.Title>
            </HStack>
            <Card.Description>{provider.examples}</Card.Description>
          </Card.Header>
          <Card.Body>
            <List.Root as="ol" gap="1" ps="4" fontSize="sm">
              {provider.steps.map((step) => (
                <List.Item key={step}>
                  <Text>{step}</Text>
                </List.Item>
              ))}
            </List.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
