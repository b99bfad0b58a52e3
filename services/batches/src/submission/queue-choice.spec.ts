import { chooseQueue } from './queue-choice';

const publisher = { isSuperAdmin: false, queues: ['a', 'b'] };

describe('queue choice (spec section 9)', () => {
  it.each([
    [1, 'a'],
    [2, 'a'],
    [3, 'b'],
    [19, 'b'],
    [20, 'c'],
    [5000, 'c'],
  ])('%i links go to queue %s', (links, queue) => {
    expect(chooseQueue(publisher, links, null)).toEqual({ queue });
  });

  it('sends the super-admin company to its own queue', () => {
    expect(chooseQueue({ isSuperAdmin: true, queues: ['a', 'b', 'c', 'superuser'] }, 1, null)).toEqual({ queue: 'superuser' });
  });

  it("honours a chosen queue only when it is one of the company's", () => {
    expect(chooseQueue(publisher, 50, 'b')).toEqual({ queue: 'b' });
    expect(chooseQueue(publisher, 50, 'superuser')).toEqual({ error: "Your company cannot submit to queue 'superuser'." });
  });
});
