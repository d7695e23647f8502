-- goods_search follows goods: statement triggers with transition tables, so a bulk insert or update is one set-based write.
CREATE FUNCTION goods_search_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_search (goods_id, part_number_key, manufacturer_id, category_id, stock, popularity)
  SELECT id, part_number_key, manufacturer_id, category_id, stock, popularity FROM inserted_goods ORDER BY part_number_key;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION goods_search_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE goods_search s
  SET part_number_key = n.part_number_key, manufacturer_id = n.manufacturer_id, category_id = n.category_id, stock = n.stock, popularity = n.popularity
  FROM updated_goods n
  WHERE s.goods_id = n.id
    AND (s.part_number_key, s.manufacturer_id, s.category_id, s.stock, s.popularity)
      IS DISTINCT FROM (n.part_number_key, n.manufacturer_id, n.category_id, n.stock, n.popularity);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER goods_search_insert AFTER INSERT ON goods REFERENCING NEW TABLE AS inserted_goods FOR EACH STATEMENT EXECUTE FUNCTION goods_search_after_insert();--> statement-breakpoint
CREATE TRIGGER goods_search_update AFTER UPDATE ON goods REFERENCING NEW TABLE AS updated_goods FOR EACH STATEMENT EXECUTE FUNCTION goods_search_after_update();--> statement-breakpoint
-- Parts already in the database, in part-number-key order (see the goods_search schema).
INSERT INTO goods_search (goods_id, part_number_key, manufacturer_id, category_id, stock, popularity)
SELECT id, part_number_key, manufacturer_id, category_id, stock, popularity FROM goods ORDER BY part_number_key;--> statement-breakpoint
-- The indexes of goods_search (its schema) are built here, once over the filled table, not row by row during the fill.
CREATE INDEX "goods_search_key_prefix_idx" ON "goods_search" USING btree ("part_number_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "goods_search_key_trgm_idx" ON "goods_search" USING gin ("part_number_key" gin_trgm_ops);--> statement-breakpoint
ANALYZE goods_search;
