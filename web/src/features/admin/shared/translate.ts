/**
 * A catalogue lookup, as `useTranslation(namespace).t` gives it: helpers that build text a person reads
 * take one, so they stay plain functions and their tests can pass a language's own.
 */
export interface Translate {
  (key: string): string;
  (key: string, values: Record<string, unknown>): string;
}

/** Shown where a value is not set: the same mark in every language. */
export const NO_VALUE = '—';
