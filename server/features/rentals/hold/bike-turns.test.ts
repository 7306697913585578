import { describe, expect, it } from 'vitest';
import { BikeTurns } from './bike-turns.ts';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A piece of work that counts how many run at once (`most`). */
function overlapCounter(ms: number) {
  let inside = 0;
  const counter = {
    most: 0,
    work: async () => {
      inside++;
      counter.most = Math.max(counter.most, inside);
      await later(ms);
      inside--;
    },
  };
  return counter;
}

describe('BikeTurns', () => {
  it('runs one turn of a bike at a time; the others recheck when it ends and may leave', async () => {
    const turns = new BikeTurns();
    const order: string[] = [];
    let taken = false;
    const recheck = async () => {
      if (taken) throw new Error('taken');
    };
    const book = (who: string) =>
      turns.run('bike-1', recheck, async () => {
        order.push(`start ${who}`);
        await later(20);
        taken = true;
        order.push(`end ${who}`);
        return who;
      });
    const answers = await Promise.allSettled([book('a'), book('b'), book('c')]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(order).toEqual(['start a', 'end a']);
    expect(turns.busy).toBe(0);
  });

  it('lets the next waiter in when the recheck does not refuse, never two at once', async () => {
    const turns = new BikeTurns();
    const counter = overlapCounter(5);
    await Promise.all(Array.from({ length: 8 }, () => turns.run('bike-1', async () => {}, counter.work)));
    expect(counter.most).toBe(1);
  });

  it('keeps bikes apart', async () => {
    const turns = new BikeTurns();
    const counter = overlapCounter(10);
    await Promise.all(['a', 'b', 'c'].map((bike) => turns.run(bike, async () => {}, counter.work)));
    expect(counter.most).toBe(3);
  });

  it('a turn that fails ends too', async () => {
    const turns = new BikeTurns();
    await expect(
      turns.run(
        'bike-1',
        async () => {},
        () => Promise.reject(new Error('provider down')),
      ),
    ).rejects.toThrow('provider down');
    await expect(
      turns.run(
        'bike-1',
        async () => {},
        async () => 'next',
      ),
    ).resolves.toBe('next');
    expect(turns.busy).toBe(0);
  });

  it('goes on to the database after waiting its longest for a turn that does not end', async () => {
    const turns = new BikeTurns(30);
    let release = () => {};
    const stuck = turns.run(
      'bike-1',
      async () => {},
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    const started = performance.now();
    await turns.run(
      'bike-1',
      async () => {},
      async () => undefined,
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    release();
    await stuck;
    expect(turns.busy).toBe(0);
  });
});
