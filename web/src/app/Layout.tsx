import { Box, Flex, useBreakpointValue } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorPage';
import { NotificationStream } from '../features/notifications/useNotifications';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

// Loaded and rendered from the first time someone opens it: no page's first render pays for it.
const FeedbackDialog = lazy(() =>
  import('../features/feedback/FeedbackDialog').then((module) => ({ default: module.FeedbackDialog })),
);

/**
 * The catalogue the header's notification bell speaks from, loaded before the layout first renders
 * (app/preloadable.ts), so the header is drawn whole.
 */
export const namespaces = ['notifications'] as const;

export default function Layout() {
  const location = useLocation();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // Once opened it stays mounted, so a draft survives closing the dialog.
  const [feedbackUsed, setFeedbackUsed] = useState(false);
  const openFeedback = () => {
    setFeedbackUsed(true);
    setFeedbackOpen(true);
  };
  // Narrower screens reach the sidebar through the header's menu: it is not rendered here, hidden.
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false });
  return (
    <Flex minH="100dvh">
      <NotificationStream />
      {wide && (
        <Box
          as="aside"
          display={{ base: 'none', lg: 'block' }}
          w="64"
          flexShrink="0"
          position="sticky"
          top="0"
          h="100dvh"
        >
          <Sidebar onFeedback={openFeedback} />
        </Box>
      )}
      <Flex direction="column" flex="1" minW="0">
        <Header onFeedback={openFeedback} />
        <Box
          as="main"
          flex="1"
          px={{ base: '4', md: '8' }}
          pt={{ base: '5', md: '8' }}
          pb={{ base: '10', md: '16' }}
          maxW="7xl"
          w="full"
          mx="auto"
        >
          <ErrorBoundary resetKey={location.pathname}>
            <Outlet />
          </ErrorBoundary>
        </Box>
      </Flex>
      {feedbackUsed && (
        <Suspense fallback={null}>
          <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
