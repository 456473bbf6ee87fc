import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorPage';
import { FeedbackButton } from '../features/feedback/FeedbackButton';
import { useNotificationStream } from '../features/notifications/useNotifications';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

export default function Layout() {
  useNotificationStream();
  const location = useLocation();
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
        <Box
          as="main"
          flex="1"
          px={{ base: '4', md: '8' }}
          pt={{ base: '5', md: '8' }}
          // Room below the last card for the floating feedback button.
          pb={{ base: '20', md: '24' }}
          maxW="7xl"
          w="full"
          mx="auto"
        >
          <ErrorBoundary resetKey={location.pathname}>
            <Outlet />
          </ErrorBoundary>
        </Box>
      </Flex>
      <FeedbackButton />
    </Flex>
  );
}
