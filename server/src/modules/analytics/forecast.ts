/**
 * Next-month forecasts for a department's monthly series (requests submitted, PTO days taken).
 *
 * The model is a seasonal naive forecast with a yearly drift — cheap, explainable and strong on
 * leave data, whose shape repeats every year (summer and December peaks):
 *
 *   ŷ[T+h] = y[T+h−12] + (mean(y[T−11..T]) − mean(y[T−23..T−12]))
 *
 * i.e. the same month last year, shifted by how much the last twelve months grew against the twelve
 * before. With 12–23 months of history the drift term is dropped (plain seasonal naive); with fewer
 * than 12 months there is no season to copy and the mean of the last three months is used.
 *
 * Confidence comes from a backtest: the same method is refitted at each of the last six months
 * (using only the data before it, at the same horizon) and scored with the symmetric mean absolute
 * percentage error; confidence = 100 − sMAPE%, clamped to 0–100. A series the model reproduces
 * exactly scores 100; one it cannot follow scores near 0.
 */
export type ForecastMethod = 'seasonal-naive-drift' | 'seasonal-naive' | 'moving-average' | 'none';

export interface Forecast {
  value: number;
  method: ForecastMethod;
  /** 0–100, from the backtest error; 0 when there is too little history to backtest. */
  confidence: number;
}

export const SEASON = 12;
export const BACKTEST_POINTS = 6;

const mean = (values: number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;

/** The point forecast `horizon` months after the last value of `series` (oldest first). */
export function pointForecast(series: number[], horizon: number): { value: number; method: ForecastMethod } {
  const n = series.length;
  if (n === 0) return { value: 0, method: 'none' };
  if (n < SEASON) return { value: mean(series.slice(-3)), method: 'moving-average' };
  // Same month a year before the target: index n − 1 + h − 12, pulled back a season if h > 12.
  let index = n - 1 + horizon - SEASON;
  while (index >= n) index -= SEASON;
  const seasonal = series[index];
  if (n < 2 * SEASON) return { value: seasonal, method: 'seasonal-naive' };
  const drift = mean(series.slice(n - SEASON)) - mean(series.slice(n - 2 * SEASON, n - SEASON));
  return { value: seasonal + drift * Math.ceil(horizon / SEASON), method: 'seasonal-naive-drift' };
}

/** Symmetric absolute percentage error of one forecast (0 when both are 0), between 0 and 2. */
function symmetricError(forecast: number, actual: number): number {
  const scale = (Math.abs(forecast) + Math.abs(actual)) / 2;
  return scale === 0 ? 0 : Math.abs(forecast - actual) / scale;
}

/** Forecast plus confidence from a rolling-origin backtest over the last BACKTEST_POINTS months. */
export function forecastSeries(series: number[], horizon = 1): Forecast {
  const { value, method } = pointForecast(series, horizon);
  const errors: number[] = [];
  for (let target = Math.max(horizon, series.length - BACKTEST_POINTS); target < series.length; target++) {
    const history = series.slice(0, target - horizon + 1);
    if (!history.length) continue;
    errors.push(symmetricError(Math.max(0, pointForecast(history, horizon).value), series[target]));
  }
  const confidence = errors.length ? Math.min(100, Math.max(0, 100 - mean(errors) * 100)) : 0;
  return { value: Math.max(0, value), method, confidence: Math.round(confidence * 10) / 10 };
}
