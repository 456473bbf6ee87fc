import type { ReactNode } from 'react';
import { useAfterFirstCommit } from '../lib/useFirstScreen';

/**
 * Draws its children in a render of their own, right after the one that put the rest of the screen on the
 * page, as a transition (in slices, between the browser's own work). For what a phone shows only once
 * scrolled: the screen's first commit, which React does in one task, then holds only what is seen first.
 * The dashboard's data, drawn whole in one commit, made the longest task of its start on a phone's CPU.
 * Nothing above moves when they come: they stand after it.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return useAfterFirstCommit() ? children : null;
}
