import type { Services } from '../services';

export const ESCALATION_CHECK_MS = 60_000;

/**
 * Starts this process's share of the background work: the job queue (auto-approval and, later,
 * email and webhooks) and the periodic escalation check. Both are safe to run in every replica.
 */
export function startBackgroundWork(services: Services): { stop(): Promise<void> } {
  services.jobs.start();
  const escalate = () =>
    services.leaveRequests
      .escalateOverdue()
      .catch((error: Error) => console.error('[escalation] failed:', error.message));
  const timer = setInterval(escalate, ESCALATION_CHECK_MS);
  void escalate();
  return {
    stop: async () => {
      clearInterval(timer);
      await services.jobs.stop();
    },
  };
}
