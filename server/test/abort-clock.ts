/**
 * Timeout signals on a clock the test moves (for adapters' `timeoutSignal`): a call started now is ended,
 * as AbortSignal.timeout would end it, once the clock has been moved past its limit. No real waiting.
 */
export class AbortClock {
  private at = 0;
  private readonly waiting: { until: number; controller: AbortController }[] = [];

  readonly signal = (ms: number): AbortSignal => {
    const controller = new AbortController();
    this.waiting.push({ until: this.at + ms, controller });
    return controller.signal;
  };

  advance(ms: number): void {
    this.at += ms;
    for (const wait of this.waiting.filter((w) => w.until <= this.at && !w.controller.signal.aborted)) {
      wait.controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    }
  }
}
