import { Box, Flex, Text } from '@chakra-ui/react';

/** Diagonal stripes over a bar: the person does not work that date. */
export const OFF_PATTERN = 'repeating-linear-gradient(135deg, rgba(100, 116, 139, 0.28) 0 4px, transparent 4px 8px)';

function Swatch({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Flex as="li" align="center" gap="2">
      {children}
      <Text fontSize="xs">{label}</Text>
    </Flex>
  );
}

/** What the month grid's shading, stripes and marks mean. */
export function CalendarLegend({ location }: { location: string | null }) {
  return (
    <Flex
      as="ul"
      aria-label="Legend"
      listStyleType="none"
      gap={{ base: '2', md: '5' }}
      wrap="wrap"
      mt="3"
      data-testid="calendar-legend"
    >
      <Swatch label={location ? `Weekend or day off at ${location}` : 'Weekend or day off at your location'}>
        <Box w="4" h="4" bg="bg.subtle" borderWidth="1px" rounded="sm" />
      </Swatch>
      <Swatch label="Public holiday (name in the day)">
        <Text fontSize="2xs" color="purple.fg" fontWeight="semibold">
          Holiday
        </Text>
      </Swatch>
      <Swatch label="Leave on a day that person does not work (not counted)">
        <Box
          w="6"
          h="4"
          rounded="sm"
          borderStartWidth="3px"
          borderColor="gray.400"
          style={{ background: OFF_PATTERN }}
        />
      </Swatch>
      <Swatch label="Pending">
        <Box w="6" h="4" rounded="sm" borderStartWidth="3px" borderStyle="dashed" borderColor="gray.400" />
      </Swatch>
      <Swatch label="Approved">
        <Box w="6" h="4" rounded="sm" borderStartWidth="3px" borderColor="gray.400" bg="gray.subtle" />
      </Swatch>
    </Flex>
  );
}
