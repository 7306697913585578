-- Trigram matching for getBikes' text search (`ILIKE '%…%'` on brand and name): the GIN index of
-- migration 0003 needs the operator class. PGlite loads the extension in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
