import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pureIntlMessageFormatClass } from './precompiledMessages';

const installed = readFileSync(createRequire(import.meta.url).resolve('intl-messageformat'), 'utf8');

describe('pureIntlMessageFormatClass', () => {
  it('wraps the installed IntlMessageFormat class in a pure call and leaves the rest as it was', () => {
    const rewritten = pureIntlMessageFormatClass(installed);
    expect(rewritten).toContain('var IntlMessageFormat = /* @__PURE__ */ (() => class IntlMessageFormat {');
    expect(rewritten.replace('/* @__PURE__ */ (() => ', '').replace('})();\n//#endregion', '};\n//#endregion')).toBe(installed);
  });

  it('fails the build when a new version no longer has the text it rewrites', () => {
    expect(() => pureIntlMessageFormatClass(installed.replace('var IntlMessageFormat = class', 'class'))).toThrow(
      /intl-messageformat\/index\.js changed/,
    );
  });
});
