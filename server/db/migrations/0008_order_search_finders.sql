-- Index-driven finders for the sales order term searches. Under row-level security the
-- planner may not use a non-leakproof condition (ILIKE, LIKE, lower()) as an index condition
-- ahead of the site policy, so a trigram or prefix index would be ignored and every order (or
-- line) of the site read. These SECURITY DEFINER functions run the indexed match as the owner
-- (which bypasses RLS) but only for the asked site, and only when it is the transaction's
-- site (app.site_id) whenever one is set: they can't reveal another site's orders. They answer
-- order ids; the caller reads the orders themselves under RLS. Dynamic SQL plans each call
-- with its literal pattern, so the prefix and trigram indexes apply.

CREATE OR REPLACE FUNCTION wms.sales_order_text_matches(p_site text, p_pattern text, p_lowered text)
RETURNS SETOF integer
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public ROWS 100
AS $fn$
BEGIN
  IF p_site IS DISTINCT FROM COALESCE(NULLIF(current_setting('app.site_id', true), ''), p_site) THEN
    RETURN;
  END IF;
  RETURN QUERY EXECUTE format(
    'SELECT o.sales_order_id FROM wms.sales_orders o
      WHERE o.site_id = %1$L AND (o.sales_order ILIKE %2$L OR o.customer_order ILIKE %2$L)
     UNION
     SELECT o.sales_order_id FROM wms.sales_orders o
      WHERE o.site_id = %1$L AND o.customer_code IN (
        SELECT c.customer_code FROM wms.customers c
         WHERE c.site_id = %1$L AND (lower(c.customer_code) = %3$L OR c.customer_name ILIKE %2$L))',
    p_site, p_pattern, p_lowered);
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wms.sales_order_item_matches(p_site text, p_prefix text)
RETURNS SETOF integer
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public ROWS 500
AS $fn$
BEGIN
  IF p_site IS DISTINCT FROM COALESCE(NULLIF(current_setting('app.site_id', true), ''), p_site) THEN
    RETURN;
  END IF;
  RETURN QUERY EXECUTE format(
    'SELECT DISTINCT l.sales_order_id FROM wms.sales_order_lines l
      WHERE l.site_id = %1$L AND lower(l.inventory_code) LIKE %2$L',
    p_site, p_prefix);
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION wms.sales_order_text_matches(text, text, text) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION wms.sales_order_item_matches(text, text) FROM PUBLIC;
