import { sharedRead, sharedReads } from './shared-reads';

/** A read the test finishes by hand, recording the keys of each read and what the data was when it began. */
function manualRead() {
  const data = { version: 1 };
  const reads: { keys: string[]; version: number; finish: () => void; fail: (error: Error) => void }[] = [];
  const read = (keys: string[]) =>
    new Promise<ReadonlyMap<string, string>>((resolve, reject) => {
      const version = data.version;
      reads.push({
        keys,
        version,
        finish: () =>
          resolve(new Map(keys.filter((key) => key !== 'missing').map((key) => [key, `${key}@${version}`]))),
        fail: reject,
      });
    });
  return { data, reads, read };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('reads shared by callers at the same time', () => {
  it('answers callers who ask together from one read, each with its own key', async () => {
    const { reads, read } = manualRead();
    const load = sharedReads(read);
    const answers = Promise.all(['a', 'b', 'a', 'c'].map(load));
    await settle();
    expect(reads.map((r) => r.keys)).toEqual([['a', 'b', 'c']]);
    reads[0].finish();
    expect(await answers).toEqual(['a@1', 'b@1', 'a@1', 'c@1']);
    const missing = load('missing');
    await settle();
    reads[1].finish();
    expect(await missing).toBeUndefined();
  });

  it('gives a caller who asks while a read is under way a read begun after it asked, shared with the others who did', async () => {
    const { data, reads, read } = manualRead();
    const load = sharedReads(read);
    const early = load('a');
    await settle();
    expect(reads).toHaveLength(1);
    data.version = 2; // a change after the first read began
    const late = [load('a'), load('b')];
    await settle();
    expect(reads).toHaveLength(1); // they wait for the read under way to end
    reads[0].finish();
    await settle();
    expect(reads).toHaveLength(2);
    expect(reads[1]).toMatchObject({ keys: ['a', 'b'], version: 2 });
    reads[1].finish();
    expect(await early).toBe('a@1');
    expect(await Promise.all(late)).toEqual(['a@2', 'b@2']);
  });

  it('refuses the callers of a read that failed, and reads again for the next', async () => {
    const { reads, read } = manualRead();
    const load = sharedReads(read);
    const failed = Promise.all([load('a'), load('b')]).catch((error: Error) => error.message);
    await settle();
    reads[0].fail(new Error('connection lost'));
    expect(await failed).toBe('connection lost');
    const next = load('a');
    await settle();
    reads[1].finish();
    expect(await next).toBe('a@1');
  });

  it('reads at most so many keys at once', async () => {
    const { reads, read } = manualRead();
    const load = sharedReads(read, 2);
    const answers = Promise.all(['a', 'b', 'c'].map(load));
    await settle();
    expect(reads.map((r) => r.keys)).toEqual([['a', 'b']]);
    reads[0].finish();
    await settle();
    expect(reads.map((r) => r.keys)).toEqual([['a', 'b'], ['c']]);
    reads[1].finish();
    expect(await answers).toEqual(['a@1', 'b@1', 'c@1']);
  });

  it('shares a read without keys the same way', async () => {
    let value = 0;
    let began = 0;
    const current = sharedRead(async () => {
      began += 1;
      return value;
    });
    expect(await Promise.all([current(), current(), current()])).toEqual([0, 0, 0]);
    expect(began).toBe(1);
    value = 7;
    expect(await current()).toBe(7);
    expect(began).toBe(2);
  });
});
