-- HAND-WRITTEN: the audit trigger of 0011 keeps no secret of any row: besides password hashes,
-- the hashes of mailed links (an application's confirmation, any token) stay out of audit_log.
CREATE OR REPLACE FUNCTION "plaza_audit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := nullif(current_setting('plaza.actor_id', true), '');
  old_row jsonb;
  new_row jsonb;
  row_data jsonb;
  before_data jsonb;
  after_data jsonb;
  changed text;
BEGIN
  IF actor IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_row := to_jsonb(OLD) - 'search' - 'password_hash' - 'confirmation_token_hash' - 'token_hash';
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_row := to_jsonb(NEW) - 'search' - 'password_hash' - 'confirmation_token_hash' - 'token_hash';
  END IF;
  IF TG_OP = 'UPDATE' THEN
    before_data := '{}'::jsonb;
    after_data := '{}'::jsonb;
    FOR changed IN SELECT key FROM jsonb_each(new_row) WHERE new_row -> key IS DISTINCT FROM old_row -> key LOOP
      before_data := before_data || jsonb_build_object(changed, old_row -> changed);
      after_data := after_data || jsonb_build_object(changed, new_row -> changed);
    END LOOP;
    IF after_data = '{}'::jsonb THEN
      RETURN NULL;
    END IF;
  ELSE
    before_data := old_row;
    after_data := new_row;
  END IF;
  row_data := coalesce(new_row, old_row);
  INSERT INTO "audit_log" ("actor_id", "actor_role", "store_id", "kind", "entity_id", "before", "after")
  VALUES (
    actor::uuid,
    coalesce(nullif(current_setting('plaza.actor_role', true), ''), 'admin'),
    coalesce(
      (row_data ->> 'store_id')::integer,
      CASE WHEN TG_TABLE_NAME = 'stores' THEN (row_data ->> 'id')::integer END,
      nullif(current_setting('plaza.store_id', true), '')::integer
    ),
    TG_TABLE_NAME || '.' || lower(TG_OP),
    coalesce(row_data ->> 'id', row_data ->> 'name', row_data ->> 'product_id'),
    before_data,
    after_data
  );
  RETURN NULL;
END
$$;
