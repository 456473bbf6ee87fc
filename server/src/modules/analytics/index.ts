// The analytics module's public face: what other modules may use of it.
export { DEFAULT_PROCESSING_TARGET_HOURS, SqlParams, createdStats, percent, round2, roundOrNull } from './sql-params';
