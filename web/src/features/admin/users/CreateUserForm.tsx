import { Button, Card, Flex } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { errorField } from '../shared/errorField';
import { type ManagerOption } from '../shared/managerOptions';
import { UserFormFields } from './UserFormFields';
import {
  EMPTY_USER_FORM,
  managerIdToSend,
  validateUserForm,
  type UserFormErrors,
  type UserFormValues,
} from './userForm';
import { refreshFields } from '../../../lib/cache';
import { useTranslation } from '../../../i18n';

const CreateUserMutation = graphql(`
  mutation AdminCreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      ...UsersTab_user
    }
  }
`);

interface CreateUserFormProps {
  departments: string[];
  managerOptions: ManagerOption[];
  teams: readonly { id: string; name: string }[];
  onCreated: () => void;
  onCancel: () => void;
}

/** Spec §2 create-user form; §8 toasts 'User created successfully' / 'Failed to create user'. */
export function CreateUserForm({ departments, managerOptions, teams, onCreated, onCancel }: CreateUserFormProps) {
  const [values, setValues] = useState<UserFormValues>(EMPTY_USER_FORM);
  const { t } = useTranslation('admin-users');
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [createUser, { loading }] = useMutation(CreateUserMutation, {
    update: (cache) => refreshFields(cache, 'users', 'roleStats', 'teams', 'managers', 'departments'),
  });

  const change = (patch: Partial<UserFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as (keyof UserFormValues)[]) delete next[key];
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateUserForm(values, 'create', t);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await createUser({
        variables: {
          input: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: values.email.trim(),
            password: values.password,
            department: values.department,
            jobTitle: values.jobTitle.trim(),
            isManager: values.isManager,
            managerId: managerIdToSend(values, 'create'),
            teamId: values.teamId || null,
            locationId: values.locationId || null,
            employmentStartDate: values.employmentStartDate || null,
            employmentEndDate: values.employmentEndDate || null,
          },
        },
      });
      toaster.create({
        type: 'success',
        title: t('create.done'),
        description: t('create.doneDetail', {
          name: `${values.firstName.trim()} ${values.lastName.trim()}`,
          email: values.email.trim(),
        }),
      });
      setValues(EMPTY_USER_FORM);
      onCreated();
    } catch (error) {
      const message = errorMessage(error, '');
      const field = errorField(error);
      if (field && message && field in EMPTY_USER_FORM) setErrors({ [field]: message });
      toaster.create({ type: 'error', title: t('create.failed'), description: message || undefined });
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="create-user-title" mb="6" borderColor="blue.muted">
      <Card.Header>
        <Card.Title id="create-user-title" as="h2">
          {t('create.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-labelledby="create-user-title">
          <UserFormFields
            mode="create"
            values={values}
            errors={errors}
            onChange={change}
            departments={departments}
            managerOptions={managerOptions}
            teams={teams}
            columns={{ base: 1, md: 2, lg: 3 }}
          />
          <Flex gap="3" justify="flex-end" wrap="wrap" mt="5">
            <Button variant="ghost" onClick={onCancel}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" colorPalette="blue" loading={loading} loadingText={t('creating')}>
              <UserPlus /> {t('create.submit')}
            </Button>
          </Flex>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
