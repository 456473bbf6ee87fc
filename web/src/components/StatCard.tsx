import { Card, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: ReactNode;
  help?: ReactNode;
  icon?: ReactNode;
  palette?: string;
  /** A control under the figures (e.g. a button opening the details). */
  action?: ReactNode;
}

export function StatCard({ label, value, help, icon, palette = 'blue', action }: StatCardProps) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Flex justify="space-between" align="start" gap="3">
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted" fontWeight="medium">
              {label}
            </Text>
            <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
              {value}
            </Text>
            {help && (
              <Text fontSize="xs" color="fg.muted">
                {help}
              </Text>
            )}
            {action}
          </Stack>
          {icon && (
            <Flex bg={`${palette}.subtle`} color={`${palette}.fg`} p="2" rounded="md" aria-hidden>
              <Icon boxSize="5">{icon}</Icon>
            </Flex>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
