import { ChakraProvider } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from '../components/toaster';
import { createApolloClient } from '../lib/apollo';
import { AuthProvider } from './auth';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary } from '../components/ErrorPage';
import { system } from './theme';
import { AppShellNotice } from '../features/push/AppShellNotice';

const client = createApolloClient();

export function App() {
  return (
    <ChakraProvider value={system}>
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
    </ChakraProvider>
  );
}
