import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { DayCounting } from '../../../../__generated__/graphql';
import { SettingsSection, type SectionProps } from '../PolicyFields';

const RULES: { value: DayCounting; label: string; help: string }[] = [
  {
    value: 'CALENDAR_DAYS',
    label: 'Calendar days',
    help: 'Every day from start to end counts, minus half a day for each half-day box.',
  },
  {
    value: 'WORKING_DAYS',
    label: 'Working days',
    help: 'Weekends and the public holidays below do not count.',
  },
];

export function DayCountingSection({ form, update }: SectionProps) {
  return (
    <SettingsSection id="day-counting" title="Day counting" description="How the days of a request are counted.">
      <RadioGroup.Root
        name="dayCounting"
        value={form.dayCounting}
        onValueChange={({ value }) => value && update({ dayCounting: value as DayCounting })}
        aria-label="Day counting rule"
        colorPalette="blue"
      >
        <Stack gap="4">
          {RULES.map((rule) => (
            <RadioGroup.Item key={rule.value} value={rule.value} alignItems="flex-start">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="0.5" />
              <Stack gap="0">
                <RadioGroup.ItemText fontWeight="medium">{rule.label}</RadioGroup.ItemText>
                <Text fontSize="sm" color="fg.muted">
                  {rule.help}
                </Text>
              </Stack>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </SettingsSection>
  );
}
