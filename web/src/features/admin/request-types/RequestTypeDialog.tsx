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
  ACCRUAL_TYPES,
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
import { useTranslation } from '../../../i18n';

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
  const { t } = useTranslation('admin-request-types');
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
    const found = validateRequestType(values, mode, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      if (type) await updateType({ variables: { id: type.id, input: updateInputOf(values) } });
      else await createType({ variables: { input: createInputOf(values) } });
      toaster.create({
        type: 'success',
        title: type ? t('dialog.updated') : t('dialog.created'),
        description: type ? undefined : t('dialog.createdDetail', { name: values.displayName.trim() }),
      });
      onClose();
    } catch (error) {
      const message = errorMessage(error, '');
      const field = errorField(error);
      if (message && field && field in EMPTY_REQUEST_TYPE) setErrors({ [field]: message });
      toaster.create({ type: 'error', title: t('dialog.failed'), description: message || undefined });
    }
  };

  const builtIn = Boolean(type?.isBuiltIn);
  return (
    <AppDialog
      open
      onClose={onClose}
      size="lg"
      title={type ? t('dialog.editTitle', { name: type.displayName }) : t('add')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            colorPalette="blue"
            type="submit"
            form="request-type-form"
            loading={createState.loading || updateState.loading}
            loadingText={t('dialog.saving')}
          >
            {type ? t('dialog.save') : t('dialog.create')}
          </Button>
        </>
      }
    >
      <form
        id="request-type-form"
        onSubmit={submit}
        noValidate
        aria-label={type ? t('dialog.editTitle', { name: type.displayName }) : t('add')}
      >
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t('form.displayName')} required error={errors.displayName}>
              <Input
                name="displayName"
                value={values.displayName}
                autoComplete="off"
                onChange={(e) => change({ displayName: e.target.value })}
              />
            </FormField>
            <FormField
              label={t('form.internalName')}
              required={mode === 'create'}
              error={errors.name}
              help={mode === 'create' ? t('form.internalNameHelp') : t('form.internalNameFixed')}
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
          <FormField label={t('form.description')}>
            <Textarea
              name="description"
              rows={2}
              value={values.description}
              onChange={(e) => change({ description: e.target.value })}
            />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t('form.colour')} error={errors.color}>
              <HStack gap="2">
                <Input
                  type="color"
                  aria-label={t('form.pickColour')}
                  value={/^#[0-9A-Fa-f]{6}$/.test(values.color) ? values.color : '#3B82F6'}
                  onChange={(e) => change({ color: e.target.value.toUpperCase() })}
                  w="12"
                  p="1"
                  flexShrink="0"
                />
                <Input name="color" value={values.color} onChange={(e) => change({ color: e.target.value })} />
              </HStack>
            </FormField>
            <FormField label={t('form.icon')}>
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
                        {t(`icons.${icon}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </HStack>
            </FormField>
            <FormField
              label={t('form.maxDaysPerYear')}
              required
              error={errors.maxDaysPerYear}
              help={t('form.maxDaysPerYearHelp')}
            >
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
            <FormField label={t('form.accrualType')}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="accrualType"
                  value={values.accrualType}
                  onChange={(e) => change({ accrualType: e.target.value as AccrualType })}
                >
                  {ACCRUAL_TYPES.map((accrual) => (
                    <option key={accrual} value={accrual}>
                      {t(`accrual.${accrual}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField
              label={t('form.accrualRate')}
              required
              error={errors.accrualRate}
              help={t('form.accrualRateHelp')}
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
              label={t('form.requiresApproval')}
              help={t('form.requiresApprovalHelp')}
              checked={values.requiresApproval}
              onChange={(requiresApproval) => change({ requiresApproval })}
            />
          </Box>
          <SwitchField
            label={t('form.active')}
            help={builtIn ? t('form.builtInActive') : t('form.inactiveHelp')}
            checked={values.isActive}
            disabled={builtIn}
            onChange={(isActive) => change({ isActive })}
          />
        </Stack>
      </form>
    </AppDialog>
  );
}
