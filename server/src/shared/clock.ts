/**
 * Where rules counted in seconds (sign-in throttles, code sending and expiry, search rate limits) read
 * the time. The server uses the system clock; tests pass a ManualClock, so no test depends on how fast
 * the machine runs it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test moves it. */
export class ManualClock implements Clock {
  private at: number;

  constructor(start: Date = new Date()) {
    this.at = start.getTime();
  }

  now(): Date {
    return new Date(this.at);
  }

  advance(ms: number): void {
    this.at += ms;
  }
}
