import { Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../../lib/useQuery';
import { graphql } from '../../../../__generated__';
import { toaster } from '../../../../components/toaster';
import { useTranslation } from '../../../../i18n';
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
  const { t } = useTranslation('admin-settings');
  const { data, error } = useQuery(TypesQuery);
  const [setSecondApproval] = useMutation(SetSecondApprovalMutation);

  const onChange = async (id: string, requiresHrApproval: boolean) => {
    try {
      await setSecondApproval({ variables: { id, requiresHrApproval } });
    } catch (failure) {
      toaster.create({ type: 'error', title: t('secondApproval.saveFailed'), description: errorMessage(failure, '') });
    }
  };

  return (
    <SettingsSection
      id="second-approval"
      title={t('secondApproval.title')}
      description={t('secondApproval.description')}
    >
      {error && !data && <Text color="red.fg">{t('secondApproval.loadFailed')}</Text>}
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
            <Switch.Label>{t('secondApproval.hrApproves', { type: type.displayName })}</Switch.Label>
          </Switch.Root>
        ))}
      </Stack>
    </SettingsSection>
  );
}
