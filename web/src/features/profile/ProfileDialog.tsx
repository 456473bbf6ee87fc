import {
  Avatar,
  Button,
  Field,
  FileUpload,
  Flex,
  Input,
  NativeSelect,
  Separator,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Upload } from 'lucide-react';
import { Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n';
import { graphql, makeFragmentData } from '../../__generated__';
import { AuthProvider_viewer, useAuth, useViewer } from '../../auth/auth';
import { AppDialog } from '../../components/AppDialog';
import { toaster } from '../../components/toaster';
import { apiUrl } from '../../lib/apiBase';
import {
  DEPARTMENTS,
  WORK_HOURS,
  choiceKey,
  profileInput,
  validateProfile,
  type ProfileErrors,
  type ProfileForm,
} from './profile';
import { uploadProfileImage } from './uploadProfileImage';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileLocation } from './ProfileLocation';
import { ProfileLanguage } from './ProfileLanguage';
import { ProfileSchedule } from '../schedules/ProfileSchedule';
import { DownloadMyData } from '../privacy/DownloadMyData';
import { PushDevicesSection } from '../push/PushDevicesSection';
import { SlackAccountSection } from '../slack-links/SlackAccountSection';

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...AuthProvider_viewer
    }
  }
`);

function ProfileFormBody({ onClose }: { onClose: () => void }) {
  const viewer = useViewer();
  const { user, updateUser } = useAuth();
  const [form, setForm] = useState<ProfileForm>({
    firstName: viewer.firstName,
    lastName: viewer.lastName,
    jobTitle: viewer.jobTitle ?? '',
    department: viewer.department ?? '',
    workHours: viewer.workHours ?? '',
    workAddress: viewer.workAddress ?? '',
  });
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [uploading, setUploading] = useState(false);
  const [updateProfile, { loading }] = useMutation(UpdateProfileMutation);
  const { t } = useTranslation('profile');
  // Stored in English; a value that is not among the choices shows as it is.
  const choice = (kind: 'departments' | 'workHours') => (value: string) => {
    const key = choiceKey(kind, value);
    return key ? t(key) : value;
  };
  const departmentLabel = choice('departments');
  const workHoursLabel = choice('workHours');

  const set = (field: keyof ProfileForm) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await updateProfile({ variables: { input: profileInput(form) } });
      if (data) updateUser(data.updateProfile);
      toaster.create({ type: 'success', title: t('toast.updated') });
      onClose();
    } catch (error) {
      const message = CombinedGraphQLErrors.is(error)
        ? t('toast.updateFailedBecause', { reason: error.errors[0]?.message ?? '' })
        : t('toast.updateFailed');
      toaster.create({ type: 'error', title: message });
    }
  };

  const onImage = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const imageUrl = await uploadProfileImage(file);
      if (user) updateUser(makeFragmentData({ ...user, profileImageUrl: imageUrl }, AuthProvider_viewer));
      toaster.create({ type: 'success', title: t('toast.imageUpdated') });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: error instanceof Error ? error.message : t('upload.failed'),
      });
    } finally {
      setUploading(false);
    }
  };

  return (
    <form id="profile-form" onSubmit={submit} noValidate>
      <Stack gap="4">
        <Flex align="center" gap="4">
          <Avatar.Root size="xl">
            <Avatar.Fallback name={viewer.fullName} />
            {viewer.profileImageUrl && <Avatar.Image src={apiUrl(viewer.profileImageUrl)} alt="" />}
          </Avatar.Root>
          <FileUpload.Root
            accept={['image/*']}
            maxFiles={1}
            onFileAccept={(details) => void onImage(details.files[0])}
            w="auto"
          >
            <FileUpload.HiddenInput aria-label={t('image.label')} />
            <FileUpload.Trigger asChild>
              <Button variant="outline" size="sm" loading={uploading} loadingText={t('image.uploading')}>
                <Upload /> {t('image.upload')}
              </Button>
            </FileUpload.Trigger>
            <Text fontSize="xs" color="fg.muted">
              {t('image.help')}
            </Text>
          </FileUpload.Root>
        </Flex>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root required invalid={!!errors.firstName}>
            <Field.Label>
              {t('fields.firstName')} <Field.RequiredIndicator />
            </Field.Label>
            <Input value={form.firstName} onChange={set('firstName')} autoComplete="given-name" />
            <Field.ErrorText>{errors.firstName && t(errors.firstName)}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!errors.lastName}>
            <Field.Label>
              {t('fields.lastName')} <Field.RequiredIndicator />
            </Field.Label>
            <Input value={form.lastName} onChange={set('lastName')} autoComplete="family-name" />
            <Field.ErrorText>{errors.lastName && t(errors.lastName)}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root readOnly>
          <Field.Label>{t('fields.email')}</Field.Label>
          <Input value={viewer.email ?? ''} readOnly />
          <Field.HelperText>{t('fields.emailHelp')}</Field.HelperText>
        </Field.Root>
        <Field.Root invalid={!!errors.jobTitle}>
          <Field.Label>{t('fields.jobTitle')}</Field.Label>
          <Input value={form.jobTitle} onChange={set('jobTitle')} autoComplete="organization-title" />
          <Field.ErrorText>{errors.jobTitle && t(errors.jobTitle)}</Field.ErrorText>
        </Field.Root>
        <ProfileLocation />
        <ProfileSchedule />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root>
            <Field.Label>{t('fields.department')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={form.department} onChange={set('department')}>
                <option value="">{t('fields.departmentPlaceholder')}</option>
                {[...new Set([...DEPARTMENTS, ...(form.department ? [form.department] : [])])].map((d) => (
                  <option key={d} value={d}>
                    {departmentLabel(d)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('fields.workHours')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={form.workHours} onChange={set('workHours')}>
                <option value="">{t('fields.workHoursPlaceholder')}</option>
                {[...new Set([...WORK_HOURS, ...(form.workHours ? [form.workHours] : [])])].map((h) => (
                  <option key={h} value={h}>
                    {workHoursLabel(h)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={!!errors.workAddress}>
          <Field.Label>{t('fields.workAddress')}</Field.Label>
          <Input value={form.workAddress} onChange={set('workAddress')} autoComplete="street-address" />
          <Field.ErrorText>{errors.workAddress && t(errors.workAddress)}</Field.ErrorText>
        </Field.Root>
        <Flex justify="flex-end" gap="3" pt="2">
          <Button variant="outline" onClick={onClose}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" colorPalette="blue" loading={loading} loadingText={t('saving')}>
            {t('saveChanges')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

function ProfileDialogContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <AppDialog open onClose={onClose} title={t('title')} size="lg">
      <Stack gap="6">
        <ProfileFormBody onClose={onClose} />
        <Separator />
        <ProfileLanguage />
        <Separator />
        <ChangePasswordForm />
        <Separator />
        <PushDevicesSection />
        <SlackAccountSection />
        <Separator />
        <DownloadMyData />
      </Stack>
    </AppDialog>
  );
}

/** Mounted with the app shell: its words load when it first opens, without holding up the shell. */
export function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ProfileDialogContent onClose={onClose} />
    </Suspense>
  );
}
