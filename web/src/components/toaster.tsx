import { useEffect, useState } from 'react';
import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { useTranslation } from '../i18n';

/** General notice area: three toasts at a time, 4 seconds by default (spec §9). */
export const toaster = createToaster({ placement: 'top-end', max: 3, duration: 4000, pauseOnPageIdle: true });

/** The sign-in and registration area shows one toast at a time. */
export const authToaster = createToaster({ placement: 'top', max: 1, duration: 4000 });

type AnyToaster = typeof toaster;

/**
 * Whether the store has had a toast yet. The kit's toaster, when it mounts, sets its list of toasts
 * synchronously (flushSync), which turns whatever React has pending, such as the first screen being
 * rendered in slices, into one long task. So it mounts with the first toast, and stays mounted after.
 */
function useHasHadToast(store: AnyToaster): boolean {
  const [had, setHad] = useState(() => store.getCount() > 0);
  useEffect(() => {
    if (had) return undefined;
    const stop = store.subscribe(() => setHad(true));
    // A toast created between the first render and this subscription.
    if (store.getCount() > 0) setHad(true);
    return stop;
  }, [store, had]);
  return had;
}

export function Toaster({ store = toaster }: { store?: AnyToaster }) {
  return useHasHadToast(store) ? <Toasts store={store} /> : null;
}

function Toasts({ store }: { store: AnyToaster }) {
  const { t } = useTranslation();
  return (
    <Portal>
      <ChakraToaster toaster={store} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {/* Full opacity: at the recipe's 0.8, white on the .700 solids is just 5:1, and below 4.5:1 while the toast fades. */}
              {toast.description && <Toast.Description opacity={1}>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label={t('actions.dismiss')} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
