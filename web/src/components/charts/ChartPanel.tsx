import { Card, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A titled card holding a chart (and, usually, the table of the same figures below it). */
export function ChartPanel({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card.Root as="section" aria-labelledby={id} minW="0">
      <Card.Header flexDirection="row" justifyContent="space-between" alignItems="flex-start" gap="3" flexWrap="wrap">
        <div>
          <Card.Title id={id} as="h3" fontSize="md">
            {title}
          </Card.Title>
          {description && (
            <Text fontSize="sm" color="fg.muted" mt="1">
              {description}
            </Text>
          )}
        </div>
        {actions}
      </Card.Header>
      <Card.Body gap="4" minW="0">
        {children}
      </Card.Body>
    </Card.Root>
  );
}
