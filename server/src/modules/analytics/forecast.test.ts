import { forecastSeries, pointForecast } from './forecast';

/** A monthly series with a known yearly pattern and a steady upward trend. */
const SEASON_SHAPE = [10, 8, 12, 15, 20, 35, 50, 45, 18, 14, 12, 30];
const synthetic = (months: number, trendPerMonth = 0.5, level = 40): number[] =>
  Array.from({ length: months }, (_, t) => level + trendPerMonth * t + SEASON_SHAPE[t % 12]);

describe('next-month forecast', () => {
  it('recovers a seasonal series with a linear trend exactly, with full confidence', () => {
    const history = synthetic(36);
    const truth = synthetic(38);
    const forecast = forecastSeries(history, 2);
    expect(forecast.method).toBe('seasonal-naive-drift');
    expect(forecast.value).toBeCloseTo(truth[37], 6);
    expect(forecast.confidence).toBe(100);
  });

  it('beats the last value on a peaked month: it follows the season, not the latest level', () => {
    const history = synthetic(30); // ends in a June-like month (index 29 → shape 35); two ahead is an August-like 45
    const forecast = pointForecast(history, 2);
    const truth = synthetic(32)[31];
    expect(Math.abs(forecast.value - truth)).toBeLessThan(Math.abs(history[29] - truth));
    expect(forecast.value).toBeCloseTo(truth, 6);
  });

  it('loses confidence as noise grows', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5;
    const noisy = synthetic(36).map((value) => value + random() * 40);
    const forecast = forecastSeries(noisy, 2);
    expect(forecast.confidence).toBeLessThan(90);
    expect(forecast.confidence).toBeGreaterThan(0);
  });

  it('falls back to plain seasonal naive and to a moving average on short histories', () => {
    expect(pointForecast(synthetic(18, 0), 2)).toEqual({ value: synthetic(20, 0)[19], method: 'seasonal-naive' });
    expect(pointForecast([4, 6, 8, 10], 2)).toEqual({ value: 8, method: 'moving-average' });
    expect(forecastSeries([], 2)).toEqual({ value: 0, method: 'none', confidence: 0 });
  });

  it('never forecasts a negative count', () => {
    const falling = Array.from({ length: 36 }, (_, t) => Math.max(0, 60 - 2 * t));
    expect(forecastSeries(falling, 2).value).toBeGreaterThanOrEqual(0);
  });
});
