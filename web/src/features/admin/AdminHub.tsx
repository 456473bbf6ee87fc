import { Box, Flex, Grid, Icon, NativeSelect, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useViewer } from '../../auth/auth';
import { hubFor, isCurrent, type NavGroup, type NavItem } from '../../app/navigation';
import type { HubGroupName } from '../../app/routes';
import { AdminConsoleContext } from './adminConsole';
import { openTabs } from './adminTabs';
import { FormField } from '../../components/FormField';
import { useTranslation } from '../../i18n';
import { hubGroupKey, hubSectionKey } from './hubLabels';

/**
 * The administration hub around every administration screen: its sections in groups, the current one
 * marked. On wide screens a column beside the page; narrower, a select that lists every section, so
 * none hides off the edge of a tab strip.
 */
export function AdminHub({ children }: { children: ReactNode }) {
  const { capabilities } = useViewer();
  const groups = hubFor(capabilities);
  const items = groups.flatMap((group) => group.items);
  const adminConsole = { tabs: openTabs(capabilities.can), firstSection: items[0]?.to ?? null };
  return (
    <AdminConsoleContext.Provider value={adminConsole}>
      {items.length === 0 ? children : <HubAround groups={groups}>{children}</HubAround>}
    </AdminConsoleContext.Provider>
  );
}

/** The hub's sections beside (or, narrower, above) the administration screen. */
function HubAround({ groups, children }: { groups: NavGroup<HubGroupName>[]; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const items = groups.flatMap((group) => group.items);
  const current = items.find((item) => isCurrent(item, location));
  const { t } = useTranslation('admin');
  const groupLabel = (group: NavGroup<HubGroupName>) => t(hubGroupKey(group.label), { defaultValue: group.label });
  const itemLabel = (item: NavItem) => t(hubSectionKey(item.to), { defaultValue: item.label });
  const hubLabel = t('hub.label');
  // Only the form that shows is drawn: the column's links were a hundred hidden elements on a phone.
  const wide = useBreakpointValue({ base: false, xl: true }, { ssr: false });

  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: '12rem minmax(0, 1fr)' }} gap={{ base: '4', xl: '8' }}>
      {wide ? (
        <Box as="nav" aria-label={hubLabel}>
          <Stack gap="4" position="sticky" top="24">
            {groups.map((group) => (
              <Box key={group.label}>
                <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" px="2" mb="1">
                  {groupLabel(group)}
                </Text>
                <Stack as="ul" gap="0.5" listStyleType="none">
                  {group.items.map((item) => {
                    const active = item === current;
                    return (
                      <li key={item.to}>
                        <Link
                          to={item.to}
                          aria-current={active ? 'page' : undefined}
                          style={{ display: 'block', textDecoration: 'none' }}
                        >
                          <Flex
                            align="center"
                            gap="2"
                            px="2"
                            py="1.5"
                            rounded="md"
                            fontSize="sm"
                            fontWeight={active ? 'semibold' : 'normal'}
                            bg={active ? 'blue.subtle' : undefined}
                            color={active ? 'blue.fg' : 'fg'}
                            _hover={{ bg: active ? 'blue.subtle' : 'bg.muted' }}
                          >
                            <Icon boxSize="4" flexShrink="0" color={active ? 'blue.fg' : 'fg.muted'}>
                              <item.icon />
                            </Icon>
                            {itemLabel(item)}
                          </Flex>
                        </Link>
                      </li>
                    );
                  })}
                </Stack>
              </Box>
            ))}
          </Stack>
        </Box>
      ) : (
        <Box as="nav" aria-label={hubLabel}>
          <FormField label={t('hub.section')} kind="filter" root={{ maxW: { base: 'full', sm: 'xs' } }}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={current?.to ?? ''} onChange={(event) => navigate(event.target.value)}>
                {!current && <option value="">{t('hub.chooseSection')}</option>}
                {groups.map((group) => (
                  <optgroup key={group.label} label={groupLabel(group)}>
                    {group.items.map((item) => (
                      <option key={item.to} value={item.to}>
                        {itemLabel(item)}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>
      )}
      <Box minW="0">{children}</Box>
    </Grid>
  );
}
