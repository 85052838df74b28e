CREATE TABLE "catalogue_versions" (
	"slot" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_versions" ("slot") SELECT generate_series(0, 15);
--> statement-breakpoint
-- The catalogue cache's version (docs/performance.md, "Catalogue cache"): every write to a table
-- the menu shows bumps it once per transaction, at commit, whoever writes (an api process, the
-- seed, an operator in psql). At commit, because the slot's row lock is then the writer's last
-- lock: taken mid-transaction it could close a circle of waits with the stock rows orders lock.
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('storefront.catalogue_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('storefront.catalogue_bumped', 'on', true);
    UPDATE "catalogue_versions" SET "version" = "version" + 1 WHERE "slot" = pg_backend_pid() % 16;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  shown text;
BEGIN
  FOREACH shown IN ARRAY ARRAY[
    'shops', 'settings', 'categories', 'category_translations', 'units', 'unit_translations', 'products',
    'product_translations', 'stocks', 'stock_extras', 'stock_addons', 'extra_groups', 'extra_group_translations', 'extra_values'
  ] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"()', shown || '_catalogue_version', shown);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"()', shown || '_catalogue_truncated', shown);
  END LOOP;
END
$$;
