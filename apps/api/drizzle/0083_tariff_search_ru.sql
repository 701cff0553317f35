-- A tariff is found by its Russian name too (issue 22 item 10): a trigram index on the folded name_ru,
-- the same expression the engine's search uses (platform/engine/table.ts foldSql).
CREATE INDEX IF NOT EXISTS "contract_tariffs_search_ru" ON "contract_tariffs" USING gin ((lower(translate(normalize("name_ru", NFC), '''`‘’ʼ', 'ʻʻʻʻʻ'))) gin_trgm_ops);
