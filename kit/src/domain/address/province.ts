/**
 * A province, county or region as an address writes it ("RM", "Santa Cruz de Tenerife",
 * "Valencia/València", "Reggio nell'Emilia"): the longest the five countries use is well
 * under this.
 */
export const PROVINCE_MAX_LENGTH = 64;

/**
 * Letters of any script with the joiners real names use (space, hyphen, apostrophes, dot,
 * slash for Spain's bilingual names), or nothing: no digits, markup or control characters.
 */
export const PROVINCE_PATTERN = /^(?:[\p{L}\p{M}]+(?:[ '’./-]+[\p{L}\p{M}]+)*\.?)?$/u;
