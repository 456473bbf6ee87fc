import { AudienceRelay } from './audience-relay';
import type { BusMessage } from './events';
import { requestEvent as event, settle, TestBus } from '../../test/request-events';

describe('the audience relay', () => {
  it('asks once per event which subscribers it may concern, and relays every event in order', async () => {
    const source = new TestBus();
    const asked: { position: number; keys: string[] }[] = [];
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const relay = new AudienceRelay(source, async (e, keys) => {
      asked.push({ position: e.position, keys });
      if (e.position === 1) await firstHeld; // the first event's audience takes longer than the second's
      return new Set(keys.filter((key) => key.startsWith(e.position === 1 ? 'a' : 'b')));
    });
    const heard: Record<string, number[]> = { ann: [], bob: [] };
    const listen = (key: string) =>
      relay.busFor(key).subscribe((message: BusMessage) => {
        if (message.type === 'request' && relay.concerns(message.event, key)) heard[key].push(message.event.position);
      });
    const stopAnn = listen('ann');
    listen('bob');
    source.push(event(1));
    source.push(event(2));
    await settle();
    expect(heard).toEqual({ ann: [], bob: [] }); // the second waits for the first
    releaseFirst();
    await settle();
    expect(heard).toEqual({ ann: [1], bob: [2] });
    expect(asked).toEqual([
      { position: 1, keys: ['ann', 'bob'] },
      { position: 2, keys: ['ann', 'bob'] },
    ]);
    stopAnn();
    source.push(event(3));
    await settle();
    expect(asked.at(-1)).toEqual({ position: 3, keys: ['bob'] });
  });

  it('leaves every subscriber concerned when the audience fails, or when it did not consider them', async () => {
    const source = new TestBus();
    const relay = new AudienceRelay(source, async (e) => {
      if (e.position === 1) throw new Error('the database went away');
      return new Set<string>();
    });
    const concerned: number[] = [];
    relay.busFor('ann').subscribe((message) => {
      if (message.type === 'request' && relay.concerns(message.event, 'ann')) concerned.push(message.event.position);
    });
    source.push(event(1));
    source.push(event(2));
    await settle();
    expect(concerned).toEqual([1]);
    expect(relay.concerns(event(2), 'someone who subscribed since')).toBe(true);
  });
});
