/** A duration in a sentence people read: "1 second", "10 seconds", "0.5 seconds". */
export function inSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} second${seconds === 1 ? '' : 's'}`;
}
