/** Advisory lock key held while migrating and backfilling: a fixed 64-bit number the product uses for nothing else. */
export const MIGRATION_LOCK_KEY = 7_264_015_000_001;
