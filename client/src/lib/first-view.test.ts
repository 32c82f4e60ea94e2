import { firstRender } from './first-view.ts';

function fakeRouter(initialized: boolean) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  return {
    state: { initialized },
    subscribe(listener: (state: { initialized: boolean }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(state: { initialized: boolean }) {
      this.state = state;
      for (const listener of [...listeners]) listener(state);
    },
    listeners,
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

const prerendered = () => {
  const container = document.createElement('div');
  container.innerHTML = '<h1>Books</h1>';
  return container;
};

describe('firstRender', () => {
  it('lets an empty #root render at once', async () => {
    expect(await settled(firstRender(document.createElement('div'), fakeRouter(false)))).toBe(true);
  });

  it('keeps a prerendered first view until the router has its page, then stops listening', async () => {
    const router = fakeRouter(false);
    const ready = firstRender(prerendered(), router);
    expect(await settled(ready)).toBe(false);
    router.emit({ initialized: false });
    expect(await settled(ready)).toBe(false);
    router.emit({ initialized: true });
    expect(await settled(ready)).toBe(true);
    expect(router.listeners.size).toBe(0);
  });

  it('renders over a prerendered view at once when the router is already ready', async () => {
    expect(await settled(firstRender(prerendered(), fakeRouter(true)))).toBe(true);
  });
});
