import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { LocalisedText } from './localised';

export type CaseModelSpecificationRow = { label: LocalisedText; value: LocalisedText };
export type CaseModelImage = { file: string; alt: LocalisedText; width: number; height: number };

/** Case models: a family of builds sharing a case, each with its model page (SPEC §2). */
export const caseModels = pgTable('case_models', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  /** Partner of the product-collaboration case model (SPEC §1), else null. */
  collaborationPartner: text('collaboration_partner'),
  /** "Select your case" introduction. */
  intro: jsonb('intro').$type<LocalisedText>().notNull(),
  overview: jsonb('overview').$type<LocalisedText>().notNull(),
  specification: jsonb('specification').$type<CaseModelSpecificationRow[]>().notNull(),
  /** Images, first is the cover; files live beside the seed (paths.galleryDir). */
  gallery: jsonb('gallery').$type<CaseModelImage[]>().notNull(),
  /** Listing order (seed file order). */
  position: integer('position').notNull().default(0),
});
