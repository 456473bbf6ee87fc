import { Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../../__generated__';
import { toaster } from '../../../../components/toaster';
import { errorMessage } from '../../../../lib/apollo';
import { SettingsSection } from '../PolicyFields';

const TypesQuery = graphql(`
  query SecondApprovalTypes {
    requestTypes(includeInactive: true) {
      id
      displayName
      requiresHrApproval
    }
  }
`);

const SetSecondApprovalMutation = graphql(`
  mutation SetSecondApproval($id: ID!, $requiresHrApproval: Boolean!) {
    updateRequestType(id: $id, input: { requiresHrApproval: $requiresHrApproval }) {
      id
      requiresHrApproval
    }
  }
`);

/** Which request types need HR's approval after the manager's (saved per type as it is switched). */
export function SecondApprovalSection() {
  const { data, error } = useQuery(TypesQuery);
  const [setSecondApproval] = useMutation(SetSecondApprovalMutation);

  const onChange = async (id: string, requiresHrApproval: boolean) => {
    try {
      await setSecondApproval({ variables: { id, requiresHrApproval } });
    } catch (failure) {
      toaster.create({ type: 'error', title: 'Failed to save request type', description: errorMessage(failure, '') });
    }
  };

  return (
    <SettingsSection
      id="second-approval"
      title="Second approval"
      description="Request types that need HR's approval after the manager's. Saved as you switch."
    >
      {error && !data && <Text color="red.fg">Failed to load request types</Text>}
      <Stack gap="3" data-testid="second-approval">
        {data?.requestTypes.map((type) => (
          <Switch.Root
            key={type.id}
            checked={type.requiresHrApproval}
            onCheckedChange={(e) => void onChange(type.id, e.checked)}
            colorPalette="blue"
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{type.displayName}: HR approves too</Switch.Label>
          </Switch.Root>
        ))}
      </Stack>
    </SettingsSection>
  );
}
