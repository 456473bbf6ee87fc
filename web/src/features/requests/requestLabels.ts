/** WD-PTO-2026-000042 → #000042 (spec: ids are shown shortened). */
export function shortRequestId(requestId: string): string {
  const last = requestId.split('-').pop() ?? requestId;
  return `#${last}`;
}
