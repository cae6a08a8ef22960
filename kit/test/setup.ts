import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom has no `CSS.escape`; react-aria's menus call it to find the item to focus. Keys in
// tests are plain words, so escaping every other character is enough.
if (typeof CSS === 'undefined' || !CSS.escape) {
  globalThis.CSS = { ...globalThis.CSS, escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
}

afterEach(() => cleanup());
