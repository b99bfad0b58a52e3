import { QUEUE_WEIGHTS, queuesForTurn } from './queue-turns';
import { QUEUE_NAMES } from './job-queue';

describe('queue turns', () => {
  const round = Object.values(QUEUE_WEIGHTS).reduce((sum, weight) => sum + weight, 0);
  const firstChoices = Array.from({ length: round }, (_, turn) => queuesForTurn(turn)[0]);

  it('gives each queue its weight in turns, out of every round', () => {
    for (const name of QUEUE_NAMES)
      expect(firstChoices.filter((choice) => choice === name)).toHaveLength(QUEUE_WEIGHTS[name]);
  });

  it('spreads a heavy queue through the round instead of bunching its turns', () => {
    const longestRun = firstChoices.reduce(
      (best, choice, i) => {
        const run = i > 0 && firstChoices[i - 1] === choice ? best.current + 1 : 1;
        return { current: run, longest: Math.max(best.longest, run) };
      },
      { current: 0, longest: 0 },
    ).longest;
    expect(longestRun).toBe(1);
  });

  it('offers a turn to every queue, its own first, so no slot idles while any queue holds work', () => {
    for (let turn = 0; turn < round; turn++) {
      const order = queuesForTurn(turn);
      expect(order[0]).toBe(firstChoices[turn]);
      expect([...order].sort()).toEqual([...QUEUE_NAMES].sort());
    }
  });
});
