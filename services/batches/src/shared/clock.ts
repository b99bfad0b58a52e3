/** Time as the batches service sees it; tests inject a controllable one (the scheduler's slots). */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('BATCHES_CLOCK');

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test moves by hand. */
export class ManualClock implements Clock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current);
  }
  set(at: Date | string): void {
    this.current = new Date(at);
  }
}
