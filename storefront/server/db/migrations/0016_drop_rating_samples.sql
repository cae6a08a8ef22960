-- Star ratings without a written review were never counted (a model page can show only written
-- reviews): the seed no longer has them, and the column goes.
ALTER TABLE "builds" DROP COLUMN "rating_samples";
