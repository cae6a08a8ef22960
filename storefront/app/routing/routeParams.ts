/** A catalogue slug (models, games): lower-case words joined by single hyphens, as the seed and the API write them. */
export const SLUG_PARAM = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * SPEC §8 route validation: whether each of a route's parameters matches its rule. A route
 * without rules takes anything; a missing parameter with a rule fails.
 */
export function routeParamsValid(rules: Readonly<Record<string, RegExp>> | undefined, params: Readonly<Record<string, string | undefined>>): boolean {
  if (!rules) return true;
  return Object.entries(rules).every(([name, rule]) => {
    const value = params[name];
    return value !== undefined && rule.test(value);
  });
}
