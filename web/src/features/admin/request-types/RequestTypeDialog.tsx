import {
  Box,
  Button,
  Flex,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../../__generated__';
import type { AccrualType, RequestTypesPage_TypeFragment } from '../../../__generated__/graphql';
import { AppDialog } from '../../../components/AppDialog';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { errorField } from '../shared/errorField';
import { RequestTypeIcon } from './RequestTypeIcon';
import {
  createInputOf,
  EMPTY_REQUEST_TYPE,
  formOfType,
  REQUEST_TYPE_ICONS,
  suggestInternalName,
  updateInputOf,
  validateRequestType,
  type RequestTypeFormErrors,
  type RequestTypeFormValues,
} from './requestTypeForm';
import { refreshFields } from '../../../lib/cache';
import { FormField } from '../../../components/FormField';

const CreateRequestTypeMutation = graphql(`
  mutation AdminCreateRequestType($input: CreateRequestTypeInput!) {
    createRequestType(input: $input) {
      ...RequestTypesPage_type
    }
  }
`);

const UpdateRequestTypeMutation = graphql(`
  mutation AdminUpdateRequestType($id: ID!, $input: UpdateRequestTypeInput!) {
    updateRequestType(id: $id, input: $input) {
      ...RequestTypesPage_type
    }
  }
`);

const ACCRUAL_TYPES: { value: AccrualType; label: string }[] = [
  { value: 'YEARLY', label: 'Yearly' },
  { value: 'MONTHLY', label: 'Monthly' },
  { value: 'QUARTERLY', label: 'Quarterly' },
  { value: 'NONE', label: 'None' },
];

/**
 * Every list of request types (the request form's included) is dropped from the cache, so the
 * screens that show one fetch it again at once.
 */
export const forgetRequestTypes = (cache: ApolloCache) => refreshFields(cache, 'requestTypes');

function SwitchField({
  label,
  help,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  help: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Stack gap="1">
      <Switch.Root
        checked={checked}
        disabled={disabled}
        onCheckedChange={(e) => onChange(e.checked)}
        colorPalette="blue"
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted" ps="11">
        {help}
      </Text>
    </Stack>
  );
}

/** Spec §2 create/edit dialog for a request type; the internal name cannot change once created. */
export function RequestTypeDialog({
  type,
  onClose,
}: {
  /** The type being edited, or null to add one. */
  type: RequestTypesPage_TypeFragment | null;
  onClose: () => void;
}) {
  const mode = type ? 'edit' : 'create';
  const [values, setValues] = useState<RequestTypeFormValues>(() => (type ? formOfType(type) : EMPTY_REQUEST_TYPE));
  const [nameTouched, setNameTouched] = useState(false);
  const [errors, setErrors] = useState<RequestTypeFormErrors>({});
  const options = { update: forgetRequestTypes };
  const [createType, createState] = useMutation(CreateRequestTypeMutation, options);
  const [updateType, updateState] = useMutation(UpdateRequestTypeMutation, options);

  const change = (patch: Partial<RequestTypeFormValues>) => {
    setValues((current) => {
      const next = { ...current, ...patch };
      if (mode === 'create' && !nameTouched && patch.displayName !== undefined)
        next.name = suggestInternalName(patch.displayName);
      return next;
    });
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as (keyof RequestTypeFormValues)[]) delete next[key];
      if (patch.displayName !== undefined) delete next.name;
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRequestType(values, mode);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      if (type) await updateType({ variables: { id: type.id, input: updateInputOf(values) } });
      else await createType({ variables: { input: createInputOf(values) } });
      toaster.create({
        type: 'success',
        title: type ? 'Request type updated successfully' : 'Request type created successfully',
        description: type ? undefined : `${values.displayName.trim()} can now be requested.`,
      });
      onClose();
    } catch (error) {
      const message = errorMessage(error, '');
      const field = errorField(error);
      if (message && field && field in EMPTY_REQUEST_TYPE) setErrors({ [field]: message });
      toaster.create({ type: 'error', title: 'Failed to save request type', description: message || undefined });
    }
  };

  const builtIn = Boolean(type?.isBuiltIn);
  return (
    <AppDialog
      open
      onClose={onClose}
      size="lg"
      title={type ? `Edit ${type.displayName}` : 'Add Request Type'}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            colorPalette="blue"
            type="submit"
            form="request-type-form"
            loading={createState.loading || updateState.loading}
            loadingText="Saving..."
          >
            {type ? 'Save Changes' : 'Create Request Type'}
          </Button>
        </>
      }
    >
      <form
        id="request-type-form"
        onSubmit={submit}
        noValidate
        aria-label={type ? `Edit ${type.displayName}` : 'Add Request Type'}
      >
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Display name" required error={errors.displayName}>
              <Input
                name="displayName"
                value={values.displayName}
                autoComplete="off"
                onChange={(e) => change({ displayName: e.target.value })}
              />
            </FormField>
            <FormField
              label="Internal name"
              required={mode === 'create'}
              error={errors.name}
              help={mode === 'create' ? 'Lowercase, no spaces; cannot change later.' : 'Cannot change.'}
            >
              <Input
                name="name"
                value={values.name}
                autoComplete="off"
                readOnly={mode === 'edit'}
                bg={mode === 'edit' ? 'bg.muted' : undefined}
                onChange={(e) => {
                  setNameTouched(true);
                  change({ name: e.target.value });
                }}
              />
            </FormField>
          </SimpleGrid>
          <FormField label="Description">
            <Textarea
              name="description"
              rows={2}
              value={values.description}
              onChange={(e) => change({ description: e.target.value })}
            />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Colour" error={errors.color}>
              <HStack gap="2">
                <Input
                  type="color"
                  aria-label="Pick a colour"
                  value={/^#[0-9A-Fa-f]{6}$/.test(values.color) ? values.color : '#3B82F6'}
                  onChange={(e) => change({ color: e.target.value.toUpperCase() })}
                  w="12"
                  p="1"
                  flexShrink="0"
                />
                <Input name="color" value={values.color} onChange={(e) => change({ color: e.target.value })} />
              </HStack>
            </FormField>
            <FormField label="Icon">
              <HStack gap="2">
                <Flex
                  boxSize="10"
                  flexShrink="0"
                  align="center"
                  justify="center"
                  rounded="md"
                  color="white"
                  style={{ background: values.color }}
                  aria-hidden
                >
                  <RequestTypeIcon icon={values.icon} />
                </Flex>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    name="icon"
                    value={values.icon}
                    onChange={(e) => change({ icon: e.target.value })}
                  >
                    {REQUEST_TYPE_ICONS.map((icon) => (
                      <option key={icon} value={icon}>
                        {icon}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </HStack>
            </FormField>
            <FormField label="Max days per year" required error={errors.maxDaysPerYear} help="0–365, in steps of 0.5.">
              <Input
                name="maxDaysPerYear"
                type="number"
                inputMode="decimal"
                min={0}
                max={365}
                step={0.5}
                value={values.maxDaysPerYear}
                onChange={(e) => change({ maxDaysPerYear: e.target.value })}
              />
            </FormField>
            <FormField label="Accrual type">
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="accrualType"
                  value={values.accrualType}
                  onChange={(e) => change({ accrualType: e.target.value as AccrualType })}
                >
                  {ACCRUAL_TYPES.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField
              label="Accrual rate"
              required
              error={errors.accrualRate}
              help="Days a year, 0–365 in steps of 0.5."
            >
              <Input
                name="accrualRate"
                type="number"
                inputMode="decimal"
                min={0}
                max={365}
                step={0.5}
                value={values.accrualRate}
                onChange={(e) => change({ accrualRate: e.target.value })}
              />
            </FormField>
          </SimpleGrid>
          <Box>
            <SwitchField
              label="Requires approval"
              help="When off, requests of this type are approved on submission."
              checked={values.requiresApproval}
              onChange={(requiresApproval) => change({ requiresApproval })}
            />
          </Box>
          <SwitchField
            label="Active"
            help={builtIn ? 'Built-in types are always active.' : 'Inactive types cannot be requested.'}
            checked={values.isActive}
            disabled={builtIn}
            onChange={(isActive) => change({ isActive })}
          />
        </Stack>
      </form>
    </AppDialog>
  );
}
