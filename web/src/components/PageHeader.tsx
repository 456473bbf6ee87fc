import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function PageHeader({
  title,
  subtitle,
  actions,
  level = 'h1',
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** h2 when the page is shown inside another page (the combined dashboard and calendar). */
  level?: 'h1' | 'h2';
}) {
  return (
    <Flex
      gap="4"
      justify="space-between"
      align={{ base: 'stretch', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      mb="6"
    >
      <Stack gap="1">
        <Heading as={level} size={level === 'h1' ? '2xl' : 'xl'}>
          {title}
        </Heading>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      {actions && (
        <Flex gap="2" wrap="wrap">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
