import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Bell, BellOff } from 'lucide-react';
import { useEffect, useState } from 'react';
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

const SUPPORT_TEXT: Record<Exclude<PushSupport, 'ready'>, string> = {
  unsupported:
    'This browser cannot receive notifications from Leavewise. On a phone, add Leavewise to the home screen first.',
  'no-worker': 'Notifications need the installed app or an https address; reload the page and try again.',
  denied: 'Notifications are blocked for Leavewise in this browser. Allow them in the site settings, then come back.',
};

/** A device's name from its user agent: the browser and system, enough to recognise it. */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
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
  return system ? `${browser} on ${system}` : browser;
}

/** The profile's "Notifications on this device": turn push on or off here, and remove other devices. */
export function PushDevicesSection() {
  const { data, refetch } = useQuery(PushDevicesQuery, { fetchPolicy: 'cache-and-network' });
  const [register] = useMutation(RegisterPushDeviceMutation);
  const [remove] = useMutation(RemovePushDeviceMutation);
  const [support, setSupport] = useState<PushSupport | null>(null);
  const [busy, setBusy] = useState(false);
  const [here, setHere] = useState<string | null>(() => thisDeviceId());

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
      toaster.create({ type: 'success', title: 'Notifications are on for this device' });
    } catch (error) {
      setSupport(await pushSupport());
      toaster.create({
        type: 'error',
        title: 'Failed to turn notifications on',
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
      toaster.create({ type: 'success', title: 'Notifications are off for that device' });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Failed to remove the device', description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const unavailable = data && !data.pushPublicKey;
  return (
    <Stack gap="2" as="section" aria-labelledby="push-devices-title" data-testid="push-devices">
      <Text as="h3" id="push-devices-title" fontWeight="semibold">
        Notifications on this device
      </Text>
      <Text fontSize="sm" color="fg.muted">
        New approvals, decisions on your requests and reminders, as notifications on this phone or computer, even when
        Leavewise is closed. The categories you turned off for email are not sent here either.
      </Text>
      {unavailable ? (
        <Text fontSize="sm">This server does not send push notifications.</Text>
      ) : support && support !== 'ready' && !on ? (
        <Text fontSize="sm" data-testid="push-support">
          {SUPPORT_TEXT[support]}
        </Text>
      ) : on ? (
        <Button
          alignSelf="flex-start"
          variant="outline"
          size="sm"
          loading={busy}
          onClick={() => void removeDevice(here!)}
        >
          <BellOff /> Turn off on this device
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
          <Bell /> Turn on for this device
        </Button>
      )}
      {devices.length > 0 && (
        <Stack as="ul" gap="1" aria-label="Devices with notifications on" listStyleType="none" m="0" p="0">
          {devices.map((device) => (
            <Flex as="li" key={device.id} align="center" justify="space-between" gap="2" wrap="wrap" fontSize="sm">
              <Text>
                {deviceLabel(device.userAgent ?? null)}{' '}
                <Text as="span" color="fg.muted">
                  since {new Date(device.createdAt as string).toLocaleDateString()}
                </Text>{' '}
                {device.id === here && <Badge colorPalette="blue">This device</Badge>}
              </Text>
              <Button
                size="xs"
                variant="ghost"
                loading={busy}
                aria-label={`Remove ${deviceLabel(device.userAgent ?? null)}`}
                onClick={() => void removeDevice(device.id)}
              >
                Remove
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
