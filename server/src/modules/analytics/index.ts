// The analytics module's public face: what other modules may use of it.
export { coverageOf, insightsOf, periodEndingToday, ratesOf, requestFigures } from './figures';
export type { Coverage, Insight, RequestFigures } from './figures';
export { DEFAULT_PROCESSING_TARGET_HOURS, createdStats, percent, round2, roundOrNull } from './sql-params';
