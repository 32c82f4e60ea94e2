import '@testing-library/jest-dom';

// jsdom has no layout, so no ResizeObserver; Radix primitives (checkbox, popover, menus) measure with
// one. Nothing resizes in jsdom, so an observer that never calls back is faithful.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
