import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { useNotificationStream } from '../features/notifications/useNotifications';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

export default function Layout() {
  useNotificationStream();
  return (
    <Flex minH="100dvh">
      <Box
        as="aside"
        display={{ base: 'none', lg: 'block' }}
        w="64"
        flexShrink="0"
        position="sticky"
        top="0"
        h="100dvh"
      >
        <Sidebar />
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <Header />
        <Box as="main" flex="1" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }} maxW="7xl" w="full" mx="auto">
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
