import { BatchLoader } from './batch-loader.ts';

describe('BatchLoader', () => {
  it('reads the keys asked for in one turn of the event loop in one call, each key once', async () => {
    const reads: string[][] = [];
    const loader = new BatchLoader(async (keys: string[]) => {
      reads.push(keys);
      return new Map(keys.filter((key) => key !== 'gone').map((key) => [key, key.toUpperCase()]));
    }, 'missing');
    const answers = await Promise.all(['a', 'b', 'a', 'gone'].map((key) => loader.load(key)));
    expect(answers).toEqual(['A', 'B', 'A', 'missing']);
    expect(reads).toEqual([['a', 'b', 'gone']]);
    // A later turn is a new batch.
    expect(await loader.load('c')).toBe('C');
    expect(reads).toHaveLength(2);
  });

  it('rejects every asker of a batch whose read failed, and reads again for the next one', async () => {
    let fail = true;
    const loader = new BatchLoader(async (keys: number[]) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((key) => [key, key * 2]));
    }, 0);
    const failed = await Promise.allSettled([loader.load(1), loader.load(2)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await loader.load(3)).toBe(6);
  });
});
