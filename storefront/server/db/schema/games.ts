import type { GameBenchmark } from '@rigsmith/kit/domain';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Games with the benchmark figures the FPS estimator needs (pc-game-fps-dataset:
 * PCGameBenchmarks estimates, CC BY 4.0). `benchmark` is the kit's GameBenchmark as is.
 */
export const games = pgTable(
  'games',
  {
    slug: text('slug').primaryKey(),
    name: text('name').notNull(),
    releaseYear: integer('release_year'),
    engineFpsCap: integer('engine_fps_cap'),
    /** 0 = most popular (the dataset lists games by popularity); the games list order. */
    popularity: integer('popularity').notNull(),
    benchmark: jsonb('benchmark').$type<GameBenchmark>().notNull(),
  },
  (table) => [index('games_popularity_idx').on(table.popularity)],
);
