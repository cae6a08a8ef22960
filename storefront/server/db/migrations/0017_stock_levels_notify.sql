-- A sale changes parts' stock with every order, and a NOTIFY empties every process's page and
-- read caches (0008_catalogue_changes). What those pages show of stock is only its level: in
-- stock or not (stock > 0, a part; SPEC §3 "Product: in_stock, backorder, shipping_days") and,
-- for a build, whether the shelf covers what it takes of each part (stock >= the component's
-- amount). So an UPDATE of parts signals only when some row changed anything but its stock, or
-- its stock crossed one of those levels; inserts, deletes and truncates still always signal.
CREATE OR REPLACE FUNCTION notify_parts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_parts o FULL JOIN new_parts n ON n.product_id = o.product_id
    WHERE o.product_id IS NULL OR n.product_id IS NULL
      OR (to_jsonb(o) - 'stock') IS DISTINCT FROM (to_jsonb(n) - 'stock')
      OR (o.stock > 0) <> (n.stock > 0)
      OR EXISTS (SELECT 1 FROM build_components c WHERE c.part_product_id = n.product_id AND (o.stock >= c.amount) <> (n.stock >= c.amount))
      OR EXISTS (SELECT 1 FROM custom_build_components c WHERE c.part_product_id = n.product_id AND (o.stock >= c.amount) <> (n.stock >= c.amount))
  ) THEN
    PERFORM pg_notify('catalogue_changed', '');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "parts_catalogue_changed" ON "parts";
--> statement-breakpoint
CREATE TRIGGER "parts_catalogue_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "parts" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER "parts_stock_level_changed" AFTER UPDATE ON "parts" REFERENCING OLD TABLE AS old_parts NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION notify_parts_changed();
