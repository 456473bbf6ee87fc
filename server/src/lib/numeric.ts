import type { ValueTransformer } from 'typeorm';

/** Postgres returns numeric as text; days are decimal (half days), so map them to numbers. */
export const numericTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
