import { Avatar, Badge, Box, Button, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { CalendarCheck, LogOut } from 'lucide-react';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { AppDialog } from '../components/AppDialog';
import { ProfileDialog } from '../features/profile/ProfileDialog';
import { apiUrl } from '../lib/apiBase';
import { ROLE_LABELS } from '../lib/roles';
import { useAuth, useViewer } from './auth';
import { isNavItemActive, navigationFor } from './navigation';

const ROLE_PALETTE = { staff: 'gray', team_leader: 'teal', manager: 'purple', hr: 'orange', admin: 'red' } as const;

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const viewer = useViewer();
  const { signOut } = useAuth();
  const [profileOpen, setProfileOpen] = useState(false);
  const [signOutOpen, setSignOutOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const role = viewer.capabilities.role;
  const location = useLocation();

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
          {ROLE_LABELS[role]}
        </Badge>
      </Flex>
      <Box as="nav" aria-label="Main" flex="1" overflowY="auto" px="3" py="2">
        <Stack gap="5">
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
                {group.label}
              </Text>
              <Stack as="ul" gap="0.5" listStyleType="none">
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end
                      onClick={onNavigate}
                      aria-current={isNavItemActive(item.to, location) ? 'page' : undefined}
                      style={{ display: 'block', textDecoration: 'none' }}
                    >
                      {() => {
                        const isActive = isNavItemActive(item.to, location);
                        return (
                          <Flex
                            align="center"
                            gap="3"
                            px="3"
                            py="2"
                            rounded="md"
                            fontSize="sm"
                            fontWeight={isActive ? 'semibold' : 'medium'}
                            bg={isActive ? 'blue.subtle' : undefined}
                            color={isActive ? 'blue.fg' : 'fg'}
                            _hover={{ bg: isActive ? 'blue.subtle' : 'bg.muted' }}
                          >
                            <Icon boxSize="4">
                              <item.icon />
                            </Icon>
                            {item.label}
                          </Flex>
                        );
                      }}
                    </NavLink>
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Box>
      <Stack p="3" borderTopWidth="1px" gap="2">
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
          <LogOut /> Sign Out
        </Button>
      </Stack>
      <ProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} />
      <AppDialog
        open={signOutOpen}
        onClose={() => setSignOutOpen(false)}
        role="alertdialog"
        size="sm"
        title="Sign out"
        footer={
          <>
            <Button variant="outline" onClick={() => setSignOutOpen(false)}>
              Cancel
            </Button>
            <Button
              colorPalette="red"
              loading={signingOut}
              onClick={async () => {
                setSigningOut(true);
                await signOut();
              }}
            >
              Yes, log me out
            </Button>
          </>
        }
      >
        <Text>Are you sure you wanna do that?</Text>
      </AppDialog>
    </Flex>
  );
}
