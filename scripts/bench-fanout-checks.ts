// The scale fan-out benchmark's side of its client processes (asking them together) and its verdict:
// whether every client received exactly the events it may see, once each, in log order.
import type { ChildProcess } from 'node:child_process';
import type { Arrival, ClientReport, FromWorker, ToWorker } from './bench-fanout-clients';
import type { Organisation } from './bench-fanout-org';

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/** The client processes, asked together. */
export class Workers {
  private readonly pending = new Map<ChildProcess, (message: FromWorker) => void>();
  constructor(readonly children: ChildProcess[]) {
    for (const child of children)
      child.on('message', (message: FromWorker) => {
        const resolve = this.pending.get(child);
        this.pending.delete(child);
        resolve?.(message);
      });
  }
  ask<T extends FromWorker>(message: ToWorker | ((index: number) => ToWorker)): Promise<T[]> {
    return Promise.all(
      this.children.map(
        (child, index) =>
          new Promise<T>((resolve) => {
            this.pending.set(child, resolve as (message: FromWorker) => void);
            child.send(typeof message === 'function' ? message(index) : message);
          }),
      ),
    );
  }
  async counts(): Promise<{ counts: Map<string, number>; open: number }> {
    const answers = await this.ask<Extract<FromWorker, { type: 'counts' }>>({ type: 'counts' });
    const counts = new Map<string, number>();
    for (const answer of answers)
      for (const [id, n] of Object.entries(answer.counts)) counts.set(id, (counts.get(id) ?? 0) + n);
    return { counts, open: answers.reduce((sum, a) => sum + a.open, 0) };
  }
  async arrivals(eventIds: string[]): Promise<Map<string, number[]>> {
    const answers = await this.ask<Extract<FromWorker, { type: 'arrivals' }>>({ type: 'arrivals', eventIds });
    const times = new Map<string, number[]>();
    for (const answer of answers)
      for (const [id, list] of Object.entries(answer.times)) times.set(id, [...(times.get(id) ?? []), ...list]);
    return times;
  }
}

/** An event of the log, with whose request it is about. */
export interface LoggedEvent {
  id: string;
  position: number;
  kind: string;
  requestId: string;
  requesterId: string;
}

/** Each client's events against the log: missing, duplicate, not theirs, out of order; and its reconnections. */
export function verify(org: Organisation, events: LoggedEvent[], reports: ClientReport[]) {
  const expected = new Map<string, string[]>();
  for (const event of events)
    for (const personId of org.audienceOf(event.requesterId))
      (expected.get(personId) ?? expected.set(personId, []).get(personId)!).push(event.id);
  const position = new Map(events.map((e) => [e.id, e.position]));
  let missing = 0,
    duplicates = 0,
    extra = 0,
    outOfOrder = 0,
    delivered = 0,
    reconnected = 0;
  const reconnectTimes: number[] = [];
  let lastResubscribed = 0;
  const examples: string[] = [];
  // Errors the server sent a client (a refused or ended subscription), by message, and how many clients had one.
  const errors = new Map<string, number>();
  let withErrors = 0;
  for (const report of reports) {
    const person = org.people[report.index];
    const wanted = new Set(expected.get(person.id) ?? []);
    const seen = new Set<string>();
    let previous = 0;
    delivered += report.events.length;
    report.events.forEach(([id]: Arrival) => {
      const at = position.get(id) ?? 0;
      if (seen.has(id)) duplicates += 1;
      else if (!wanted.has(id)) extra += 1;
      else if (at <= previous) outOfOrder += 1;
      seen.add(id);
      previous = Math.max(previous, at);
    });
    const lostIds = [...wanted].filter((id) => !seen.has(id));
    const lost = lostIds.length;
    missing += lost;
    if (report.reconnects.length) reconnected += 1;
    if (report.errors.length) withErrors += 1;
    for (const error of report.errors) errors.set(error, (errors.get(error) ?? 0) + 1);
    for (const r of report.reconnects)
      if (r.resubscribedAt !== null) {
        reconnectTimes.push(r.resubscribedAt - r.closedAt);
        lastResubscribed = Math.max(lastResubscribed, r.resubscribedAt);
      }
    if ((lost || report.errors.length) && examples.length < 10)
      examples.push(
        `client ${report.index} (${person.kind}): ${lost} missing (${lostIds.map((id) => position.get(id)).join(',')}; got ${report.events.map(([id, , at]) => `${position.get(id)}@${at.toFixed(0)}`).join(',')}); reconnects ${JSON.stringify(report.reconnects)}; errors ${report.errors.slice(0, 2).join(' ')}`,
      );
  }
  reconnectTimes.sort((a, b) => a - b);
  return {
    clients: reports.length,
    delivered,
    missing,
    duplicates,
    extra,
    outOfOrder,
    reconnected,
    reconnectP50: percentile(reconnectTimes, 50),
    reconnectMax: reconnectTimes.at(-1) ?? NaN,
    lastResubscribed,
    ok: missing + duplicates + extra + outOfOrder === 0,
    withErrors,
    errors: [...errors].sort((a, b) => b[1] - a[1]),
    examples,
  };
}
