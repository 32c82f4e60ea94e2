import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { activateLanguage } from './languages.ts';

// Components speak the interface language (client/src/i18n): tests read them in English unless they switch.
activateLanguage('en');

// findBy… and waitFor wait for a condition; their default limit of 1 s is a guess at the machine's
// speed that a loaded 2-core CI machine can miss (SectionPage.test.tsx failed so in whole runs while
// passing alone). A failing wait still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout, so no ResizeObserver; Radix primitives (checkbox, popover, menus) measure with
// one. Nothing resizes in jsdom, so an observer that never calls back is faithful.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
