-- Data steps run once after the migrations by the application (e.g. clients.name_key recomputed).
CREATE TABLE "data_steps" (
	"name" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A client's phones as one text, each followed by a blank, for the search by the end of a phone
-- (`like '%1234567 %'`): immutable, so a trigram index may read it.
CREATE OR REPLACE FUNCTION client_phone_text(phones text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ select coalesce(string_agg(p || ' ', '' order by o), '') from unnest(phones) with ordinality as u(p, o) $$;
--> statement-breakpoint
CREATE INDEX "clients_phone_trgm" ON "clients" USING gin (client_phone_text("phones") gin_trgm_ops);
