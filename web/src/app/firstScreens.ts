import type { Capability } from '../__generated__/graphql';
import { ADMIN_CONSOLE_CAPABILITIES } from './capabilities';

/**
 * A page's header as its component draws it (components/PageHeader.tsx): the title and the subtitle,
 * as keys of one catalogue. The subtitle may name the person (`{name}`: their first name).
 */
export interface FirstScreen {
  namespace: string;
  title: string;
  subtitle: string;
  /** The capabilities of which any opens the page, as its route says (routes.ts); none: everyone signed in. */
  needs: readonly Capability[];
  /** The page stands in the administration hub, whose sections come before it (features/admin/AdminHub.tsx). */
  hub?: boolean;
}

/**
 * The pages a visit most often opens, whose header the page's first script draws from the HTML before the
 * app's code has arrived (web/first-screen.ts): the page's frame and its header show at once, where the
 * page will draw them, for a person this device remembers and who may open the page. The app's first
 * render then replaces that screen with the page itself (main.tsx). Free of the UI's code: the build
 * reads it.
 */
export const FIRST_SCREENS: Readonly<Record<string, FirstScreen>> = {
  '/dashboard': { namespace: 'dashboard', title: 'title', subtitle: 'welcome', needs: [] },
  '/approvals': { namespace: 'approvals', title: 'title', subtitle: 'subtitle', needs: ['DECIDE_REQUESTS'] },
  '/calendar': { namespace: 'calendar', title: 'title', subtitle: 'subtitle', needs: [] },
  '/admin': {
    namespace: 'admin',
    title: 'console.title',
    subtitle: 'console.subtitle',
    needs: ADMIN_CONSOLE_CAPABILITIES,
    hub: true,
  },
};

/** Marks the screen the page's first script drew (main.tsx holds the first render until the page can replace it). */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
