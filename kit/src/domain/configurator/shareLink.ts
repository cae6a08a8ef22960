/**
 * Shareable build links: the build in the customiser's address,
 * `/custom-pc-builder/customiser?build=c.14-2.25`, so anyone who opens it gets the same
 * parts. Compact: product ids in base 36, separated by dots, `-` and the amount when above
 * one. Only characters URLs never escape and chat apps never take for formatting.
 */
import type { BuildComponentInput } from '../contract/builds';
import { PC_BUILD_MAX_AMOUNT, PC_BUILD_MAX_COMPONENTS } from './buildLimits';
import { cleanComponents } from './storedBuild';

/** The query parameter of a shared build. */
export const BUILD_LINK_PARAM = 'build';

/** The `build` parameter for these lines ('' for an empty build). */
export function encodeBuildLink(components: readonly BuildComponentInput[]): string {
  return cleanComponents(components)
    .map(({ component, amount }) => (amount > 1 ? `${component.toString(36)}-${amount}` : component.toString(36)))
    .join('.');
}

/**
 * The lines of a `build` parameter, or null when it is not one (a typo, a cut-off link):
 * the screen then says the link is broken rather than guess.
 */
export function decodeBuildLink(value: string | null | undefined): BuildComponentInput[] | null {
  if (!value) return null;
  const tokens = value.trim().toLowerCase().split('.');
  if (tokens.length > PC_BUILD_MAX_COMPONENTS) return null;
  const lines: BuildComponentInput[] = [];
  for (const token of tokens) {
    const match = /^([0-9a-z]{1,10})(?:-([1-9]))?$/.exec(token);
    if (!match) return null;
    const component = Number.parseInt(match[1]!, 36);
    const amount = match[2] ? Number(match[2]) : 1;
    if (!Number.isSafeInteger(component) || component < 1 || amount > PC_BUILD_MAX_AMOUNT) return null;
    lines.push({ component, amount });
  }
  return cleanComponents(lines);
}
