import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <Flex
      gap="4"
      justify="space-between"
      align={{ base: 'stretch', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      mb="6"
    >
      <Stack gap="1">
        <Heading as="h1" size="2xl">
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
