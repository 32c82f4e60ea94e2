import { savingData, SETTLED_WORK_MARK, whenSettled } from './idle.ts';

afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  Reflect.deleteProperty(navigator, 'connection');
});

describe('whenSettled', () => {
  it('runs the task in idle time once the page has loaded and then stayed settled for the delay', () => {
    jest.useFakeTimers();
    // jsdom's performance has no user timing: the mark is watched here.
    const marks: string[] = [];
    Object.assign(performance, { mark: (name: string) => marks.push(name), getEntriesByName: (name: string) => marks.filter((mark) => mark === name) });
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const idle: { callback: () => void; timeout: number | undefined }[] = [];
    window.requestIdleCallback = (callback, options) => idle.push({ callback: () => callback({} as IdleDeadline), timeout: options?.timeout }) as number;
    window.cancelIdleCallback = jest.fn();
    const task = jest.fn();
    whenSettled(task, { delayMs: 1000, timeoutMs: 500 });

    jest.advanceTimersByTime(5000);
    expect(idle).toHaveLength(0); // not loaded yet
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(999);
    expect(idle).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(idle.map((request) => request.timeout)).toEqual([500]);
    expect(task).not.toHaveBeenCalled();
    expect(marks).toEqual([]);
    idle[0]!.callback();
    expect(task).toHaveBeenCalledTimes(1);
    // The page's first view ends here for the budgets' measurement (client/e2e/budgets.ts).
    expect(marks).toEqual([SETTLED_WORK_MARK]);
  });

  it('is cancelled by the function it returns, before or after the delay', () => {
    jest.useFakeTimers();
    window.requestIdleCallback = jest.fn(() => 7);
    window.cancelIdleCallback = jest.fn();
    const task = jest.fn();
    whenSettled(task, { delayMs: 1000 })();
    jest.advanceTimersByTime(2000);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();

    const cancel = whenSettled(task, { delayMs: 1000 });
    jest.advanceTimersByTime(1000);
    cancel();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(7);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('savingData', () => {
  it('is true with Save-Data or on a 2G-like connection, false otherwise or when the browser does not say', () => {
    expect(savingData()).toBe(false);
    const connect = (connection: object) => Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    connect({ saveData: true, effectiveType: '4g' });
    expect(savingData()).toBe(true);
    connect({ saveData: false, effectiveType: 'slow-2g' });
    expect(savingData()).toBe(true);
    connect({ saveData: false, effectiveType: '4g' });
    expect(savingData()).toBe(false);
  });
});
