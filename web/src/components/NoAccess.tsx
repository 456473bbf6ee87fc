import { Button, Heading, Icon, Text, VStack } from '@chakra-ui/react';
import { ShieldOff } from 'lucide-react';
import { useNavigate } from 'react-router-dom';

/** Shown instead of a screen the signed-in person may not open (the server refuses its data too). */
export function NoAccess() {
  const navigate = useNavigate();
  return (
    <VStack gap="3" py="16" px="4" textAlign="center">
      <Icon boxSize="10" color="fg.muted">
        <ShieldOff />
      </Icon>
      <Heading as="h1" size="xl">
        You don&apos;t have access to this page
      </Heading>
      <Text color="fg.muted" maxW="md">
        Your role does not include this screen. Ask an administrator if you think it should.
      </Text>
      <Button variant="outline" onClick={() => navigate('/dashboard')}>
        Back to the dashboard
      </Button>
    </VStack>
  );
}
