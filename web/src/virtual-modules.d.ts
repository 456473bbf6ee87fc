declare module 'virtual:leavewise/system-steps' {
  import type { SystemConfig, SystemContext } from '@chakra-ui/react';

  /** The kit's `createSystem`, stopping between its parts (web/theme-steps.ts). */
  export function createSystemSteps(...configs: SystemConfig[]): Generator<void, SystemContext, void>;
}
