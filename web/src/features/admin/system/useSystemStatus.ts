import { useCallback, useEffect, useRef, useState } from 'react';
import {
  AUTO_REFRESH_MS,
  checkComponent,
  type ComponentCheck,
  type ComponentName,
  type EmailData,
  type HealthData,
  type NotificationsData,
} from './systemStatus';

export interface SystemChecks {
  backend: ComponentCheck<HealthData> | null;
  email: ComponentCheck<EmailData> | null;
  notifications: ComponentCheck<NotificationsData> | null;
}

/**
 * The three components' latest checks, refreshed every 30 seconds while the screen is open
 * (spec §9). `refresh()` checks all of them, `refresh('email')` one.
 */
export function useSystemStatus() {
  const [checks, setChecks] = useState<SystemChecks>({ backend: null, email: null, notifications: null });
  const [checking, setChecking] = useState<Set<ComponentName>>(new Set());
  const mounted = useRef(true);

  const refresh = useCallback(async (only?: ComponentName) => {
    const names: ComponentName[] = only ? [only] : ['backend', 'email', 'notifications'];
    setChecking((current) => new Set([...current, ...names]));
    await Promise.all(
      names.map(async (name) => {
        const check = await checkComponent(name);
        if (!mounted.current) return;
        setChecks((current) => ({ ...current, [name]: check }));
        setChecking((current) => {
          const next = new Set(current);
          next.delete(name);
          return next;
        });
      }),
    );
  }, []);

  useEffect(() => {
    mounted.current = true;
    void refresh();
    const timer = setInterval(() => void refresh(), AUTO_REFRESH_MS);
    return () => {
      mounted.current = false;
      clearInterval(timer);
    };
  }, [refresh]);

  return { checks, checking, refresh };
}
