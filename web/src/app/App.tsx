import { Suspense } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from '../components/toaster';
import { createApolloClient } from '../lib/apollo';
import { AuthProvider } from '../auth/auth';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary } from '../components/ErrorPage';
import { themeSystem } from './theme';
import { AppShellNotice } from '../features/push/AppShellNotice';
import { LoadingScreen } from '../components/LoadingScreen';

/** The app's one Apollo client (main.tsx starts the first page's queries with it before the first render). */
export const client = createApolloClient();

export function App() {
  return (
    <ChakraProvider value={themeSystem()}>
      {/* A language other than English loads its catalogues before the first screen shows. */}
      <Suspense fallback={<LoadingScreen />}>
        <ApolloProvider client={client}>
          <AuthProvider>
            <BrowserRouter>
              <AppShellNotice />
              <ErrorBoundary>
                <AppRoutes />
              </ErrorBoundary>
            </BrowserRouter>
          </AuthProvider>
          <Toaster />
        </ApolloProvider>
      </Suspense>
    </ChakraProvider>
  );
}
