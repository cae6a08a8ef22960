/**
 * The compatibility engine's vocabulary (SPEC §8 "Configurator compatibility
 * errors"): a build as parts by slot, the issues the rules find in it, and the rules
 * themselves. Pure data, no React, no I/O: the customiser and the server share it.
 */
import type { Part, PartCategory } from '../catalogue/parts';

/**
 * Slots that hold at most one part. A build has one processor, board, cooler, case,
 * power supply and operating system; an empty slot is `undefined` or `null`.
 */
export const singlePartSlots = ['cpu', 'motherboard', 'cooler', 'case', 'psu', 'os'] as const;
export type SinglePartSlot = (typeof singlePartSlots)[number];

/** Slots that hold any number of parts (two memory kits, three drives, fan packs...). */
export const multiPartSlots = ['memory', 'gpu', 'storage', 'case-fan', 'lighting', 'monitor', 'optical-drive', 'accessory'] as const;
export type MultiPartSlot = (typeof multiPartSlots)[number];

/** A slot of the configurator: one per part category. */
export type BuildSlot = PartCategory;

/**
 * A build as the engine reads it: parts by slot, each with its spec fields
 * (`kit/src/domain/catalogue/parts.ts`). Every slot may be empty, so a half-made build in
 * the customiser is checked as it stands. A part bought twice (two identical memory kits,
 * two fan packs) appears twice in its slot's list; `buildPartsOf` expands order lines so.
 */
export type BuildParts = {
  readonly [S in SinglePartSlot]?: Part<S> | null;
} & {
  readonly [S in MultiPartSlot]?: readonly Part<S>[];
};

/** One part of a build, named by its slot and id (identical parts share the reference). */
export type PartRef = { slot: BuildSlot; id: string };

/**
 * - `blocker`: the build cannot be assembled or ordered as it is.
 * - `warning`: it works, with a caveat the shopper should accept knowingly.
 * - `info`: good to know, nothing to change.
 */
export type CompatibilitySeverity = 'blocker' | 'warning' | 'info';

/** Every rule's stable code, in the order the engine runs them (SPEC §8 first, then the extras). */
export const ruleCodes = [
  // SPEC §8
  'socket-mismatch',
  'board-too-big',
  'psu-form-factor',
  'drive-bays',
  'gpu-too-long',
  'cooler-too-tall',
  'radiator-too-big',
  'm2-slots',
  'memory-type',
  'dimm-slots',
  'gpu-required',
  'psu-wattage',
  'pcie-power',
  'fan-mounts',
  'argb-headers',
  'pcie-slots',
  'monitor-connection',
  'optical-bays',
  // Beyond the spec
  'cooler-socket',
  'cooler-required',
  'boxed-cooler-too-tall',
  'memory-clearance',
  'memory-capacity',
  'eps-connectors',
  'gpu-power-adapter',
  'm2-disables-sata',
  'm2-shares-gpu-lanes',
  'sata-ports',
  'sata-power',
  'bios-update',
  'igpu-no-video-outputs',
  'psu-too-long',
  'gpu-too-thick',
  'psu-headroom',
  'radiator-fan-mounts',
  'front-usb-c',
  'gpu-front-radiator',
  'rgb-header-voltage',
  'm2-key-length',
  'memory-form-factor',
  'memory-speed',
] as const;
export type RuleCode = (typeof ruleCodes)[number];

/**
 * What the engine itself reports about a build it cannot fully check (no rule has these codes):
 * - `part-in-wrong-slot`: a part given in another category's slot (a blocker; it is left out of every rule);
 * - `could-not-check`: some rules could not run because a part lacks a fact they read (info).
 */
export const engineIssueCodes = ['part-in-wrong-slot', 'could-not-check'] as const;
export type EngineIssueCode = (typeof engineIssueCodes)[number];
export type IssueCode = RuleCode | EngineIssueCode;

/** Values for a message: names of parts, sizes, counts (formatted by the UI's ICU messages). */
export type MessageValues = Record<string, string | number>;

/** What is wrong (or worth knowing) about a build, and which parts it is about. */
export type CompatibilityIssue = {
  rule: IssueCode;
  severity: CompatibilitySeverity;
  /** Every part whose change could resolve the issue; the first names the rule's subject. */
  parts: PartRef[];
  /** Message id `compat.<rule>` of the kit catalogues, and its values. */
  message: { id: `compat.${IssueCode}`; values: MessageValues };
};

/** A cheap test of one candidate part for a slot, prepared once for the rest of the build. */
export type PartPredicate<S extends BuildSlot = BuildSlot> = (part: Part<S>) => boolean;

/**
 * One compatibility rule. `check` must list in each issue every part that contributes to
 * it, so "does this issue involve the candidate?" is answered by the issue alone.
 */
export type CompatibilityRule = {
  code: RuleCode;
  severity: CompatibilitySeverity;
  /** Slots the rule reads; a change elsewhere cannot change its verdict. */
  appliesTo: readonly BuildSlot[];
  /**
   * For rules that only say "this slot is still empty" (a graphics card is required, a
   * cooler is required): filling that slot resolves them, so they never rule out a
   * candidate for another slot while the shopper has not reached that step.
   */
  satisfiedBy?: BuildSlot;
  /** Every issue of this rule in the build (the shared empty list when none). */
  check(build: BuildParts): readonly CompatibilityIssue[];
  /**
   * The constraint the rest of the build (`base`, without the candidate) puts on a part
   * for `slot`, prepared once: the predicate must be true exactly when putting the part
   * in `base` gives no issue of this rule that involves it. `null`: no constraint on that
   * slot. `undefined` or no `constrain`: the engine probes `check` part by part instead.
   */
  constrain?(base: BuildParts, slot: BuildSlot): PartPredicate | null | undefined;
};
