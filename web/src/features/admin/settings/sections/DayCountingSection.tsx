import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { DayCounting } from '../../../../__generated__/graphql';
import { useTranslation } from '../../../../i18n';
import { SettingsSection, type SectionProps } from '../PolicyFields';

/** The rules, each with `dayCounting.rules.<rule>.label` and `.help`. */
const RULES: DayCounting[] = ['CALENDAR_DAYS', 'WORKING_DAYS'];

export function DayCountingSection({ form, update }: SectionProps) {
  const { t } = useTranslation('admin-settings');
  return (
    <SettingsSection id="day-counting" title={t('dayCounting.title')} description={t('dayCounting.description')}>
      <RadioGroup.Root
        name="dayCounting"
        value={form.dayCounting}
        onValueChange={({ value }) => value && update({ dayCounting: value as DayCounting })}
        aria-label={t('dayCounting.rule')}
        colorPalette="blue"
      >
        <Stack gap="4">
          {RULES.map((rule) => (
            <RadioGroup.Item key={rule} value={rule} alignItems="flex-start">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="0.5" />
              <Stack gap="0">
                <RadioGroup.ItemText fontWeight="medium">{t(`dayCounting.rules.${rule}.label`)}</RadioGroup.ItemText>
                <Text fontSize="sm" color="fg.muted">
                  {t(`dayCounting.rules.${rule}.help`)}
                </Text>
              </Stack>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </SettingsSection>
  );
}
