describe('zod-jitless', () => {
  beforeEach(() => {
    jest.resetModules();
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
  });

  it('turns zod’s compiled parsers off when it runs before zod loads (as in the app)', () => {
    jest.isolateModules(() => {
      require('./zod-jitless.ts');
      const { z } = require('zod') as typeof import('zod');
      expect(z.config().jitless).toBe(true);
    });
  });

  it('turns them off when zod has loaded already', () => {
    jest.isolateModules(() => {
      const { z } = require('zod') as typeof import('zod');
      expect(z.config().jitless).toBeFalsy();
      require('./zod-jitless.ts');
      expect(z.config().jitless).toBe(true);
    });
  });
});
