import { Avatar, Badge, Box, Button, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { CalendarCheck, LogOut, MessageSquarePlus } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AppDialog } from '../components/AppDialog';
import { apiUrl } from '../lib/apiBase';
import { useAuth, useViewer } from '../auth/auth';
import { useTranslation } from '../i18n';
import { footerLinksFor, isCurrent, navigationFor, type NavItem } from './navigation';
import { NAV_GROUP_KEYS } from './routes';

// The profile's sections load when it is first opened, not with every page.
const ProfileDialog = lazy(() =>
  import('../features/profile/ProfileDialog').then((module) => ({ default: module.ProfileDialog })),
);

const ROLE_PALETTE = { staff: 'gray', team_leader: 'teal', manager: 'purple', hr: 'orange', admin: 'red' } as const;

/** One sidebar link; `nested` for the entries under a top-level one. */
function NavItemLink({
  item,
  nested = false,
  onNavigate,
}: {
  item: NavItem;
  nested?: boolean;
  onNavigate?: () => void;
}) {
  const location = useLocation();
  const current = isCurrent(item, location);
  return (
    <Link
      to={item.to}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      data-nav-level={nested ? 'sub' : 'top'}
      style={{ display: 'block', textDecoration: 'none' }}
    >
      <Flex
        align="center"
        gap="3"
        ps={nested ? '10' : '3'}
        pe="3"
        py={nested ? '1.5' : '2'}
        rounded="md"
        fontSize={nested ? 'xs' : 'sm'}
        fontWeight={current ? 'semibold' : 'medium'}
        bg={current ? 'blue.subtle' : undefined}
        color={current ? 'blue.fg' : nested ? 'fg.muted' : 'fg'}
        _hover={{ bg: current ? 'blue.subtle' : 'bg.muted', color: current ? 'blue.fg' : 'fg' }}
      >
        {!nested && (
          <Icon boxSize="4" flexShrink="0">
            <item.icon />
          </Icon>
        )}
        {item.label}
      </Flex>
    </Link>
  );
}

/**
 * The navigation: a few top-level entries in groups, the entries that belong to one indented under it,
 * and at the foot the Changelog, Feedback, the person's card and Sign Out. On a phone the same panel
 * opens from the header's menu button.
 */
export function Sidebar({ onNavigate, onFeedback }: { onNavigate?: () => void; onFeedback: () => void }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const { signOut } = useAuth();
  const [profileOpen, setProfileOpen] = useState(false);
  const [signOutOpen, setSignOutOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const role = viewer.capabilities.role;
  const location = useLocation();
  const nav = useRef<HTMLElement>(null);

  // Should the list ever be taller than the window, the current page's entry stays in sight.
  useEffect(() => {
    nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [location.pathname, location.search]);

  return (
    <Flex direction="column" h="full" bg="bg" borderRightWidth={{ base: 0, lg: '1px' }}>
      <Flex align="center" gap="1.5" ps="4" pe="3" h="16" flexShrink="0" color="blue.fg" minW="0">
        <Icon boxSize="5">
          <CalendarCheck />
        </Icon>
        <Text fontWeight="bold" fontSize="md">
          Leavewise
        </Text>
        <Badge
          ms="auto"
          size="sm"
          flexShrink="0"
          colorPalette={ROLE_PALETTE[role]}
          variant="surface"
          data-testid="role-badge"
        >
          {t(`roles.${role}`)}
        </Badge>
      </Flex>
      <Box as="nav" ref={nav} aria-label={t('shell.mainNavigation')} flex="1" overflowY="auto" px="3" py="1">
        <Stack gap="4">
          {navigationFor(viewer.capabilities).map((group) => (
            <Box key={group.label}>
              <Text
                px="3"
                mb="1"
                fontSize="xs"
                fontWeight="semibold"
                color="fg.muted"
                textTransform="uppercase"
                letterSpacing="wide"
              >
                {t(NAV_GROUP_KEYS[group.label])}
              </Text>
              <Stack as="ul" gap="0.5" listStyleType="none">
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavItemLink item={item} onNavigate={onNavigate} />
                    {item.children.length > 0 && (
                      <Stack as="ul" gap="0.5" listStyleType="none" mt="0.5">
                        {item.children.map((child) => (
                          <li key={child.to}>
                            <NavItemLink item={child} nested onNavigate={onNavigate} />
                          </li>
                        ))}
                      </Stack>
                    )}
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Box>
      <Stack p="3" borderTopWidth="1px" gap="2" flexShrink="0">
        <Flex gap="1" wrap="wrap">
          {footerLinksFor(viewer.capabilities).map((item) => (
            <Button key={item.to} asChild variant="ghost" size="xs" color="fg.muted" flex="1">
              <Link to={item.to} onClick={onNavigate} aria-current={isCurrent(item, location) ? 'page' : undefined}>
                <item.icon /> {item.label}
              </Link>
            </Button>
          ))}
          {/* In the menu rather than floating over the page, so it never covers a row or a button. */}
          <Button
            variant="ghost"
            size="xs"
            color="fg.muted"
            flex="1"
            onClick={() => {
              onNavigate?.();
              onFeedback();
            }}
            aria-haspopup="dialog"
            data-testid="feedback-button"
          >
            <MessageSquarePlus /> {t('shell.feedback')}
          </Button>
        </Flex>
        <Button variant="ghost" h="auto" py="2" px="2" justifyContent="flex-start" onClick={() => setProfileOpen(true)}>
          <Avatar.Root size="sm">
            <Avatar.Fallback name={viewer.fullName} />
            {viewer.profileImageUrl && <Avatar.Image src={apiUrl(viewer.profileImageUrl)} alt="" />}
          </Avatar.Root>
          <Box textAlign="start" minW="0">
            <Text fontSize="sm" fontWeight="semibold" truncate>
              {viewer.fullName}
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              {viewer.email}
            </Text>
          </Box>
        </Button>
        <Button variant="outline" size="sm" onClick={() => setSignOutOpen(true)}>
          <LogOut /> {t('shell.signOut')}
        </Button>
      </Stack>
      {profileOpen && (
        <Suspense fallback={null}>
          <ProfileDialog open onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}
      <AppDialog
        open={signOutOpen}
        onClose={() => setSignOutOpen(false)}
        role="alertdialog"
        size="sm"
        title={t('shell.signOutTitle')}
        footer={
          <>
            <Button variant="outline" onClick={() => setSignOutOpen(false)}>
              {t('actions.cancel')}
            </Button>
            <Button
              colorPalette="red"
              loading={signingOut}
              onClick={async () => {
                setSigningOut(true);
                await signOut();
              }}
            >
              {t('shell.signOutConfirm')}
            </Button>
          </>
        }
      >
        <Text>{t('shell.signOutQuestion')}</Text>
      </AppDialog>
    </Flex>
  );
}
