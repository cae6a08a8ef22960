/**
 * The hand-written half of the curated catalogue: which dataset row each part is, and
 * the manufacturer's facts the dataset lacks. `curate.ts` merges these with what
 * `partFromDataset` derives from the row. Figures marked uncertain are listed in
 * ../notes.md.
 */
import type { PartCategory, PartSpecsByCategory } from '@rigsmith/kit/domain';
import type { DatasetCategory } from '../dataset';

export type OfferStatus = 'public' | 'discontinued' | 'archived';

export type PartFact<C extends PartCategory = PartCategory> = {
  category: C;
  /** Stable slug `<category>-<brand>-<model>`. */
  id: string;
  file: DatasetCategory;
  /** The exact `name` of the row in the dataset. */
  source: string;
  /** Field values that pick one row when several share the name (first match wins). */
  where?: Record<string, unknown>;
  /** Display name, when the derived one would not do. */
  name?: string;
  brand?: string;
  /** Facts on top of (or correcting) what the row gives. */
  specs: Partial<PartSpecsByCategory[C]>;
  /** Street price in USD, used when the dataset has none or an outlier (notes.md). */
  usd?: number;
  offer?: { stock?: number; leadTimeDays?: number; restockDays?: number | null; status?: OfferStatus };
};

type Extra = Pick<PartFact, 'where' | 'name' | 'brand' | 'usd' | 'offer'>;

/** A fact maker for one category and dataset file, so the tables stay one line a part. */
export function factsOf<C extends PartCategory>(category: C, file: DatasetCategory) {
  return (id: string, source: string, specs: Partial<PartSpecsByCategory[C]> = {}, extra: Extra = {}): PartFact<C> => ({
    category,
    id,
    file,
    source,
    specs,
    ...extra,
  });
}
