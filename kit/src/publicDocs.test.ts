// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { factsUnder, type SourceFacts } from '../../.storybook/componentFacts';
import { kitSourceFacts } from '../../.storybook/kitSourceFacts';
import { inStorefrontCurrency } from '../../.storybook/storefrontCurrency';

// The kit is adopted by brand teams who read its props in their editor and in Storybook's
// docs pages: every component the entry exports says what it does, and every prop it
// declares says what it is for. Props inherited from React's DOM types are documented there.
const root = path.resolve(import.meta.dirname, '../..');
const entry = path.join(root, 'kit/src/index.ts');

type PublicComponent = { name: string; documented: boolean; undocumentedProps: string[] };

function documentation(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  return ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
}

/** The components `@rigsmith/kit` exports (capitalised callable values), with what their JSDoc lacks. */
function publicComponents(): PublicComponent[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const program = ts.createProgram([entry], config.options);
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
  const components: PublicComponent[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.valueDeclaration;
    // Classes (`IntlError`) and constants are not components.
    if (!declaration || !/^[A-Z]/.test(exported.name) || symbol.flags & ts.SymbolFlags.Class) continue;
    const signatures = checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures();
    if (signatures.length === 0) continue;
    const props = signatures[0]!.getParameters()[0];
    const undocumentedProps = props
      ? checker
          .getTypeOfSymbolAtLocation(props, declaration)
          .getProperties()
          .filter((prop) => (prop.declarations ?? []).some((d) => !d.getSourceFile().fileName.includes('/node_modules/')))
          .filter((prop) => documentation(prop, checker) === '')
          .map((prop) => prop.name)
      : [];
    components.push({ name: exported.name, documented: documentation(symbol, checker) !== '', undocumentedProps });
  }
  return components;
}

/** The kit's story files: each meta's `component`, `subcomponents` and whether it asks for an autodocs page. */
function kitStoryMetas() {
  const folder = path.join(root, 'stories/kit');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => {
      const source = readFileSync(path.join(folder, file), 'utf8');
      const meta = source.slice(source.indexOf('const meta'), source.indexOf('export default meta'));
      const subcomponents = /subcomponents:\s*\{([^}]*)\}/.exec(meta)?.[1] ?? '';
      return {
        file,
        component: /\bcomponent:\s*(\w+)/.exec(meta)?.[1],
        subcomponents: subcomponents
          .split(',')
          .map((entry) => entry.split(':')[0]!.trim())
          .filter(Boolean),
        autodocs: /tags:\s*\[[^\]]*'autodocs'/.test(meta),
      };
    });
}

describe('the public API is documented', () => {
  let components: PublicComponent[];
  beforeAll(() => {
    components = publicComponents();
  }, 60_000);

  it('finds the exported components', () => {
    // A guard for the test itself: a broken program would find nothing and pass.
    const names = components.map((component) => component.name);
    expect(names).toEqual(expect.arrayContaining(['Button', 'ProductCard', 'CartLine', 'Money', 'IntlProvider', 'LoginForm']));
    expect(names).not.toContain('IntlError');
  });

  it('describes every exported component', () => {
    expect(components.filter((component) => !component.documented).map((component) => component.name)).toEqual([]);
  });

  it('describes every prop the kit declares', () => {
    const missing = components
      .filter((component) => component.undocumentedProps.length > 0)
      .map(({ name, undocumentedProps }) => `${name}: ${undocumentedProps.join(', ')}`);
    expect(missing).toEqual([]);
  });

  it('gives every exported component a Storybook docs page', () => {
    const metas = kitStoryMetas();
    const documented = new Set(metas.filter((meta) => meta.autodocs).flatMap((meta) => [meta.component, ...meta.subcomponents]));
    expect(components.map((component) => component.name).filter((name) => !documented.has(name))).toEqual([]);
    expect(metas.filter((meta) => !meta.autodocs).map((meta) => meta.file)).toEqual([]);
  });
});

describe('the docs pages derive selectors and theme variables from the source', () => {
  /** What `virtual:kit-source-facts` gives the docs pages, as the Storybook build loads it. */
  function sourceFacts(): SourceFacts {
    const load = kitSourceFacts(root).load as (this: { addWatchFile(file: string): void }, id: string) => string;
    const code = load.call({ addWatchFile: () => {} }, '\0virtual:kit-source-facts');
    return JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as SourceFacts;
  }

  it('lists what Button exposes and reads, through its style modules and the shared recipes', () => {
    const facts = factsUnder(sourceFacts(), ['kit/src/components/Button/']);
    expect(facts.selectors).toContainEqual({ selector: '[data-pending]', note: 'while the action is under way' });
    expect(facts.dataAttributes).toEqual(expect.arrayContaining(['data-pending', 'data-variant']));
    // The focus ring and the button's size come from the recipes, the danger colour from Button.css.ts
    // itself, the secondary look's hover from internal/fields.css.ts.
    expect(facts.cssVariables).toEqual(
      expect.arrayContaining(['--rs-color-focus-ring', '--rs-space-lg', '--rs-color-danger', '--rs-font-weight-strong', '--rs-color-surface-raised']),
    );
    expect(facts.cssVariables).not.toContain('--rs-shadow-card');
  });

  it('reads Money from the formatting files its story names', () => {
    const facts = factsUnder(sourceFacts(), ['kit/src/i18n/Money.tsx']);
    expect(facts.selectors.map(({ selector }) => selector)).toEqual(['[data-currency="gbp|eur"]']);
    expect(facts.dataAttributes).toEqual(['data-currency']);
  });
});

describe("the Storybook toolbar's storefront", () => {
  it("shows a kit story's pounds in the storefront's currency, keeping every other value", () => {
    const onPress = () => {};
    const args = {
      price: { amount: 104_999, currency: 'gbp' },
      lines: [{ total: { amount: 899, currency: 'gbp' }, name: 'Fan' }],
      onPress,
      when: new Date(0),
    };
    const inEuros = inStorefrontCurrency(args, 'eur');
    expect(inEuros).toEqual({
      ...args,
      price: { amount: 104_999, currency: 'eur' },
      lines: [{ total: { amount: 899, currency: 'eur' }, name: 'Fan' }],
    });
    expect(inEuros.onPress).toBe(onPress);
    expect(inEuros.when).toBe(args.when);
  });

  it('hands back the same args when nothing changes, so memoised props keep their identity', () => {
    const args = { price: { amount: 100, currency: 'gbp' } };
    expect(inStorefrontCurrency(args, 'gbp')).toBe(args);
    const euros = { price: { amount: 100, currency: 'eur' }, note: 'pinned' };
    expect(inStorefrontCurrency(euros, 'eur')).toBe(euros);
  });
});
