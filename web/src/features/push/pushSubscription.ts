import { i18n } from '../../i18n';
/** The id of this browser's device on the server, to tell it apart in the list (this browser only). */
const DEVICE_KEY = 'leavewise.pushDeviceId';

export const thisDeviceId = (): string | null => window.localStorage.getItem(DEVICE_KEY);
export const rememberDevice = (id: string | null) =>
  id ? window.localStorage.setItem(DEVICE_KEY, id) : window.localStorage.removeItem(DEVICE_KEY);

/** What this browser can do about notifications, before asking the person anything. */
export type PushSupport = 'unsupported' | 'no-worker' | 'denied' | 'ready';

export async function pushSupport(): Promise<PushSupport> {
  if (
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window) ||
    !window.isSecureContext
  )
    return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await navigator.serviceWorker.getRegistration()) ? 'ready' : 'no-worker';
}

/** This browser's current push subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks for permission and subscribes with the server's key; returns the subscription's parts to register. */
export async function subscribe(publicKey: string) {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(i18n.t('support.blocked', { ns: 'push' }));
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    ),
  });
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    p256dh: json.keys?.p256dh ?? '',
    auth: json.keys?.auth ?? '',
    userAgent: navigator.userAgent.slice(0, 512),
  };
}
