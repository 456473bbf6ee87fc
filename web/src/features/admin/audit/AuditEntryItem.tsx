import { Badge, Box, Grid, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import { useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { actionName, actionPalette, keyDetails, resourceTypeName } from './auditFormat';

export const AuditEntryItem_entry = graphql(`
  fragment AuditEntryItem_entry on AuditLog {
    id
    action
    resourceType
    resourceId
    details
    ipAddress
    createdAt
    actor {
      id
      fullName
      email
    }
  }
`);

/** Columns of an entry on wide screens; on phones each entry is a small card. */
export const AUDIT_COLUMNS = {
  base: 'minmax(0, 1fr) auto',
  lg: 'minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1.3fr) 10.5rem minmax(0, 1.4fr) 7.5rem',
};
/** Phones: action and time, then the person, resource and address, then the details. */
export const AUDIT_AREAS = {
  base: `"action when" "by by" "resource ip" "details details"`,
  lg: `"action resource by when details ip"`,
};

/** A cell of the entry; its label shows only on phones, where there is no column heading. */
function Field({
  label,
  area,
  wideOnly = false,
  children,
}: {
  label?: string;
  area: string;
  /** Hidden on phones (an empty cell there is just noise). */
  wideOnly?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Box minW="0" gridArea={area} hideBelow={wideOnly ? 'lg' : undefined}>
      {label && (
        <Text as="span" fontSize="xs" color="fg.muted" hideFrom="lg" me="1.5">
          {label}
        </Text>
      )}
      {children}
    </Box>
  );
}

/** One audit entry: action badge, resource, person, time, key details and address (spec §2). */
export function AuditEntryItem(props: { entry: FragmentType<typeof AuditEntryItem_entry> }) {
  const { t } = useTranslation('admin-audit');
  const entry = getFragmentData(AuditEntryItem_entry, props.entry);
  const details = keyDetails(entry.details);
  return (
    <Grid
      as="li"
      templateColumns={AUDIT_COLUMNS}
      templateAreas={AUDIT_AREAS}
      columnGap="3"
      rowGap="1.5"
      px="4"
      py="3"
      alignItems="start"
      fontSize="sm"
      data-testid="audit-entry"
    >
      <Box minW="0" gridArea="action">
        <Badge
          colorPalette={actionPalette(entry.action)}
          variant="subtle"
          maxW="full"
          whiteSpace="normal"
          wordBreak="break-word"
        >
          {actionName(t, entry.action)}
        </Badge>
        {/* The code, as the filter, the export and the API name it. */}
        <Text fontSize="xs" color="fg.muted" fontFamily="mono" wordBreak="break-all">
          {entry.action}
        </Text>
      </Box>
      <Field label={t('columns.resource')} area="resource">
        <Text as="span">{resourceTypeName(t, entry.resourceType)}</Text>
        {entry.resourceId && (
          <Text as="span" display="block" fontSize="xs" color="fg.muted" truncate title={entry.resourceId}>
            {entry.resourceId}
          </Text>
        )}
      </Field>
      <Field area="by">
        {entry.actor ? (
          <Stack gap="0" display="inline-flex" verticalAlign="top" minW="0" maxW="full">
            <Text as="span" fontWeight="medium" truncate>
              {entry.actor.fullName}
            </Text>
            <Text as="span" fontSize="xs" color="fg.muted" truncate>
              {entry.actor.email}
            </Text>
          </Stack>
        ) : (
          <Text as="span" color="fg.muted">
            {t('entry.system')}
          </Text>
        )}
      </Field>
      <Field area="when">
        <Text asChild whiteSpace="nowrap" fontSize={{ base: 'xs', lg: 'sm' }}>
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        </Text>
      </Field>
      <Field label={t('columns.details')} area="details" wideOnly={!details.length}>
        {details.length ? (
          <Stack as="span" gap="0" display="inline-flex" verticalAlign="top" minW="0" maxW="full">
            {details.map((detail) => (
              <Text as="span" key={detail.key} fontSize="xs" wordBreak="break-word">
                <Text as="span" color="fg.muted">
                  {t('entry.detailLabel', { label: t(`details.${detail.key}`) })}
                </Text>{' '}
                {detail.value}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text as="span" color="fg.muted">
            {t('noValue')}
          </Text>
        )}
      </Field>
      <Field label={t('entry.ip')} area="ip">
        <Text as="span" fontFamily="mono" fontSize="xs" wordBreak="break-all">
          {entry.ipAddress ?? t('noValue')}
        </Text>
      </Field>
    </Grid>
  );
}
