import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../lib/useQuery';
import { Bell, BellOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { formatLocale, useTranslation } from '../../i18n';
import { graphql } from '../../__generated__';
import { toaster } from '../../components/toaster';
import {
  currentSubscription,
  pushSupport,
  rememberDevice,
  subscribe,
  thisDeviceId,
  type PushSupport,
} from './pushSubscription';

const PushDevicesQuery = graphql(`
  query PushDevices {
    pushPublicKey
    pushDevices {
      id
      userAgent
      createdAt
    }
  }
`);

const RegisterPushDeviceMutation = graphql(`
  mutation RegisterPushDevice($input: PushDeviceInput!) {
    registerPushDevice(input: $input) {
      id
    }
  }
`);

const RemovePushDeviceMutation = graphql(`
  mutation RemovePushDevice($id: ID!) {
    removePushDevice(id: $id)
  }
`);

/** Why this device cannot turn push on, as keys of the push catalogue. */
const SUPPORT_TEXT: Record<Exclude<PushSupport, 'ready'>, string> = {
  unsupported: 'support.unsupported',
  'no-worker': 'support.noWorker',
  denied: 'support.denied',
};

/** A device's name from its user agent: the browser and system, enough to recognise it. */
export function deviceLabel(userAgent: string | null, t: TFunction<'push'>): string {
  if (!userAgent) return t('device.unknown');
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : t('device.browser');
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return system ? t('device.on', { browser, system }) : browser;
}

/** The profile's "Notifications on this device": turn push on or off here, and remove other devices. */
export function PushDevicesSection() {
  const { data, refetch } = useQuery(PushDevicesQuery, { fetchPolicy: 'cache-and-network' });
  const [register] = useMutation(RegisterPushDeviceMutation);
  const [remove] = useMutation(RemovePushDeviceMutation);
  const [support, setSupport] = useState<PushSupport | null>(null);
  const [busy, setBusy] = useState(false);
  const [here, setHere] = useState<string | null>(() => thisDeviceId());
  const { t } = useTranslation('push');

  useEffect(() => {
    void pushSupport().then(setSupport);
  }, []);

  const devices = data?.pushDevices ?? [];
  const on = Boolean(here && devices.some((device) => device.id === here));

  const turnOn = async () => {
    setBusy(true);
    try {
      const input = await subscribe(data!.pushPublicKey!);
      const result = await register({ variables: { input } });
      const id = result.data!.registerPushDevice.id;
      rememberDevice(id);
      setHere(id);
      await refetch();
      toaster.create({ type: 'success', title: t('toast.on') });
    } catch (error) {
      setSupport(await pushSupport());
      toaster.create({
        type: 'error',
        title: t('toast.onFailed'),
        description: (error as Error).message,
      });
    } finally {
      setBusy(false);
    }
  };

  const removeDevice = async (id: string) => {
    setBusy(true);
    try {
      if (id === here) {
        await (await currentSubscription())?.unsubscribe();
        rememberDevice(null);
        setHere(null);
      }
      await remove({ variables: { id } });
      await refetch();
      toaster.create({ type: 'success', title: t('toast.off') });
    } catch (error) {
      toaster.create({ type: 'error', title: t('toast.removeFailed'), description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const unavailable = data && !data.pushPublicKey;
  return (
    <Stack gap="2" as="section" aria-labelledby="push-devices-title" data-testid="push-devices">
      <Text as="h3" id="push-devices-title" fontWeight="semibold">
        {t('title')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('intro')}
      </Text>
      {unavailable ? (
        <Text fontSize="sm">{t('support.serverOff')}</Text>
      ) : support && support !== 'ready' && !on ? (
        <Text fontSize="sm" data-testid="push-support">
          {t(SUPPORT_TEXT[support])}
        </Text>
      ) : on ? (
        <Button
          alignSelf="flex-start"
          variant="outline"
          size="sm"
          loading={busy}
          onClick={() => void removeDevice(here!)}
        >
          <BellOff /> {t('turnOff')}
        </Button>
      ) : (
        <Button
          alignSelf="flex-start"
          size="sm"
          colorPalette="blue"
          loading={busy}
          disabled={!data || support !== 'ready'}
          onClick={() => void turnOn()}
        >
          <Bell /> {t('turnOn')}
        </Button>
      )}
      {devices.length > 0 && (
        <Stack as="ul" gap="1" aria-label={t('devices')} listStyleType="none" m="0" p="0">
          {devices.map((device) => (
            <Flex as="li" key={device.id} align="center" justify="space-between" gap="2" wrap="wrap" fontSize="sm">
              <Text>
                {deviceLabel(device.userAgent ?? null, t)}{' '}
                <Text as="span" color="fg.muted">
                  {t('since', {
                    date: new Date(device.createdAt as string).toLocaleDateString(formatLocale()),
                  })}
                </Text>{' '}
                {device.id === here && <Badge colorPalette="blue">{t('thisDevice')}</Badge>}
              </Text>
              <Button
                size="xs"
                variant="ghost"
                loading={busy}
                aria-label={t('removeDevice', { device: deviceLabel(device.userAgent ?? null, t) })}
                onClick={() => void removeDevice(device.id)}
              >
                {t('remove')}
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
