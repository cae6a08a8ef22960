/**
 * The customiser's build in browser storage: the shopper's work survives a
 * reload, and a guest's saved draft waits there (one per browser; saving again replaces
 * it) until they sign in, when it moves to their account. Only product ids and amounts are
 * kept; prices, stock and specs are read afresh from the API when a build is opened.
 */
import type { BuildComponentInput } from '../contract/builds';
import { PC_BUILD_MAX_AMOUNT, PC_BUILD_MAX_COMPONENTS, PC_BUILD_NAME_MAX_LENGTH } from './buildLimits';
import { isConfiguratorSlot, type ConfiguratorSlot } from './steps';
import { IDEMPOTENCY_KEY_PATTERN } from '../commerce/idempotency';
import type { EditedDraft } from './state';

/** The browser-storage key; the value carries its own version (`v`). */
export const CUSTOMISER_STORAGE_KEY = 'rigsmith.customiser';
export const CUSTOMISER_STORAGE_VERSION = 1;

/** A draft a guest saved ("Save draft" while signed out), waiting to move to their account. */
export type GuestDraft = {
  name: string;
  components: BuildComponentInput[];
  reference: string | null;
  /**
   * The Idempotency-Key of its move to an account, kept from the first try: a page left while
   * the move ran tries again with the same key, and the server answers with the build it made.
   */
  moveKey?: string;
};

export type StoredCustomiser = {
  /** The build being worked on. */
  components: BuildComponentInput[];
  /** The pre-built build it was customised from. */
  reference: string | null;
  /** The draft it edits; `id` null for the guest's draft kept in this browser. */
  draft: EditedDraft | null;
  step: ConfiguratorSlot;
  /** Changed since it was last saved. */
  dirty: boolean;
  /** The guest's saved draft, apart from the working build (a "save and reset" keeps it). */
  guestDraft: GuestDraft | null;
};

const isWholeNumber = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

/**
 * The build's lines as the API takes them, cleaned: whole product ids, amounts 1..8, one
 * line per product (amounts added up, capped), at most 32 lines (the server's limits,
 * `buildLimits.ts`). Lines that are not
 * lines are dropped rather than the whole build.
 */
export function cleanComponents(value: unknown): BuildComponentInput[] {
  if (!Array.isArray(value)) return [];
  const amounts = new Map<number, number>();
  for (const line of value) {
    if (typeof line !== 'object' || line === null) continue;
    const { component, amount } = line as Record<string, unknown>;
    if (!isWholeNumber(component, 1, Number.MAX_SAFE_INTEGER) || !isWholeNumber(amount, 1, PC_BUILD_MAX_AMOUNT)) continue;
    if (!amounts.has(component) && amounts.size >= PC_BUILD_MAX_COMPONENTS) continue;
    amounts.set(component, Math.min(PC_BUILD_MAX_AMOUNT, (amounts.get(component) ?? 0) + amount));
  }
  return [...amounts].map(([component, amount]) => ({ component, amount }));
}

const isName = (name: unknown): name is string => typeof name === 'string' && name.trim() !== '' && name.length <= PC_BUILD_NAME_MAX_LENGTH;

function cleanReference(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(value) ? value : null;
}

function cleanGuestDraft(value: unknown): GuestDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, components, reference, moveKey } = value as Record<string, unknown>;
  const lines = cleanComponents(components);
  if (!isName(name) || lines.length === 0) return null;
  const draft: GuestDraft = { name, components: lines, reference: cleanReference(reference) };
  return typeof moveKey === 'string' && IDEMPOTENCY_KEY_PATTERN.test(moveKey) ? { ...draft, moveKey } : draft;
}

function cleanDraft(value: unknown): EditedDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name } = value as Record<string, unknown>;
  if (!isName(name)) return null;
  if (id !== null && !isWholeNumber(id, 1, Number.MAX_SAFE_INTEGER)) return null;
  return { id, name };
}

/**
 * Reads the stored build; null for nothing, another version, or a value that is not one
 * (never throws). Bad lines are dropped and bad optional fields read as absent, so a
 * half-damaged value still gives back what it can.
 */
export function parseStoredCustomiser(raw: string | null | undefined): StoredCustomiser | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (record.v !== CUSTOMISER_STORAGE_VERSION) return null;
  return {
    components: cleanComponents(record.components),
    reference: cleanReference(record.reference),
    draft: cleanDraft(record.draft),
    step: isConfiguratorSlot(record.step) ? record.step : 'cpu',
    dirty: record.dirty === true,
    guestDraft: cleanGuestDraft(record.guestDraft),
  };
}

/** Writes the known fields only, with the version. */
export function serialiseStoredCustomiser(value: StoredCustomiser): string {
  const { components, reference, draft, step, dirty, guestDraft } = value;
  return JSON.stringify({ v: CUSTOMISER_STORAGE_VERSION, components, reference, draft, step, dirty, guestDraft });
}

/** Whether the stored value holds a guest's saved draft that should move to the account once signed in. */
export function hasGuestDraft(value: StoredCustomiser | null): value is StoredCustomiser & { guestDraft: GuestDraft } {
  return value !== null && value.guestDraft !== null && value.guestDraft.components.length > 0;
}

/** Whether there is nothing worth keeping: no parts, no draft, no guest draft. */
export function isEmptyStoredCustomiser(value: StoredCustomiser): boolean {
  return value.components.length === 0 && value.draft === null && value.guestDraft === null;
}
