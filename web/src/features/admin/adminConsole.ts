import { createContext, type ComponentType } from 'react';

/** A console tab the viewer may open: its `?tab=` value and its content. */
export interface ConsoleTab {
  value: string;
  content: ComponentType;
}

/**
 * What the console shows the viewer: the tabs they may open, in order, and the hub's first section
 * (where the console sends someone with no tab). The hub around the console reads them from the route
 * table and hands them down, so the console, itself a page of that table, does not import it.
 */
export interface AdminConsole {
  tabs: readonly ConsoleTab[];
  firstSection: string | null;
}

export const AdminConsoleContext = createContext<AdminConsole>({ tabs: [], firstSection: null });

/** The tab to show: the requested one when it is open to the viewer, else the first that is. */
export const pickTab = <T extends { value: string }>(requested: string | null, open: readonly T[]): T | null =>
  open.find((tab) => tab.value === requested) ?? open[0] ?? null;
