import { Alert, Button, Card, DataList, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatLocale, formatNumber, useTranslation } from '../../../i18n';
import { ComponentStatusBadge } from './ComponentStatusBadge';
import type { ComponentCheck, ComponentName } from './systemStatus';
import { dateTimeFormat } from '../../../i18n/intl';

/** A check's time to the second, so each refresh shows. */
const checkTime = (iso: string) =>
  dateTimeFormat(formatLocale(), { hour: 'numeric', minute: '2-digit', second: '2-digit' }).format(new Date(iso));

export interface Fact {
  label: string;
  value: ReactNode;
}

/** One component of System Status: its status, facts, last check and a Restart button. */
export function ComponentCard({
  name,
  title,
  description,
  icon,
  check,
  facts,
  checking,
  onRestart,
}: {
  name: ComponentName;
  title: string;
  description: string;
  icon: ReactNode;
  check: ComponentCheck<unknown> | null;
  facts: Fact[];
  checking: boolean;
  onRestart: () => void;
}) {
  const { t } = useTranslation('admin-system');
  const headingId = `system-${name}-title`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} aria-busy={checking} data-testid={`component-${name}`}>
      <Card.Header>
        <Flex justify="space-between" align="start" gap="3">
          <Flex gap="3" align="center" minW="0">
            <Flex bg="blue.subtle" color="blue.fg" p="2" rounded="md" aria-hidden>
              <Icon boxSize="5">{icon}</Icon>
            </Flex>
            <Stack gap="0" minW="0">
              <Card.Title id={headingId} as="h3" fontSize="md">
                {title}
              </Card.Title>
              <Text fontSize="xs" color="fg.muted">
                {description}
              </Text>
            </Stack>
          </Flex>
          {check ? <ComponentStatusBadge status={check.status} /> : <Text fontSize="sm">{t('card.checking')}</Text>}
        </Flex>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" size="sm" divideY="1px">
          {[
            ...facts,
            {
              label: t('card.responseTime'),
              value:
                check?.responseTime != null
                  ? t('card.milliseconds', { value: formatNumber(check.responseTime, 1) })
                  : t('noValue'),
            },
            { label: t('card.lastCheck'), value: check ? checkTime(check.checkedAt) : t('noValue') },
          ].map((fact) => (
            <DataList.Item key={fact.label} pt="2" justifyContent="space-between" gap="3">
              <DataList.ItemLabel minW="0">{fact.label}</DataList.ItemLabel>
              <DataList.ItemValue flex="none" maxW="60%" justifyContent="flex-end" textAlign="end" fontWeight="medium">
                {fact.value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {check?.note && (
          <Alert.Root status="warning" mt="3" size="sm" data-testid="component-note">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{t(`notes.${check.note}`)}</Alert.Title>
          </Alert.Root>
        )}
        {(check?.error || check?.status === 'offline') && (
          <Text mt="3" fontSize="sm" color="red.fg" role="status">
            {check.error ?? t('card.unreachable')}
          </Text>
        )}
      </Card.Body>
      <Card.Footer>
        <Button size="sm" variant="outline" onClick={onRestart} w={{ base: 'full', sm: 'auto' }}>
          <RotateCcw /> {t('restart.button', { name })}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
