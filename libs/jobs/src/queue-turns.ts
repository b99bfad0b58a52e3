import { QUEUE_NAMES, type QueueName } from './job-queue';

/**
 * How many slots each queue is offered, out of every round, while several queues hold work. Queue a
 * holds the smallest batches (a single link or two, spec section 9), someone waiting on each, so it
 * is served ahead of b and c; the provider's staff queue as often as a.
 */
export const QUEUE_WEIGHTS: Readonly<Record<QueueName, number>> = {
  superuser: 4,
  a: 4,
  b: 2,
  c: 1,
};

/**
 * One round of turns, spread out rather than bunched (smooth weighted round robin): each queue's
 * credit grows by its weight, the richest takes the turn and pays the round's total.
 */
const spreadTurns = (weights: Readonly<Record<QueueName, number>>): QueueName[] => {
  const total = QUEUE_NAMES.reduce((sum, name) => sum + weights[name], 0);
  const credit = Object.fromEntries(QUEUE_NAMES.map((name) => [name, 0])) as Record<
    QueueName,
    number
  >;
  return Array.from({ length: total }, () => {
    QUEUE_NAMES.forEach((name) => (credit[name] += weights[name]));
    const richest = QUEUE_NAMES.reduce((best, name) => (credit[name] > credit[best] ? name : best));
    credit[richest] -= total;
    return richest;
  });
};

const ROUND = spreadTurns(QUEUE_WEIGHTS);

/**
 * The queues to look in for the turn'th free slot: the queue whose turn it is, then the others in
 * the order their turns come, so a slot goes to an empty queue's successor rather than idling.
 */
export const queuesForTurn = (turn: number): QueueName[] => {
  const order: QueueName[] = [];
  for (let step = 0; step < ROUND.length && order.length < QUEUE_NAMES.length; step++) {
    const name = ROUND[(turn + step) % ROUND.length];
    if (!order.includes(name)) order.push(name);
  }
  return order;
};
