import { type Kysely, type Migration, sql } from 'kysely'

/**
 * PostgreSQL schema history. Same tables and meaning as the SQLite one; text columns that are
 * sorted use the "C" collation so canonical order is byte order on both engines, and `value`
 * is `json` (not `jsonb`) so a block's fields keep the order they were written in.
 */
export const postgresMigrations: Record<string, Migration> = {
  '0001_initial': {
    async up(db: Kysely<unknown>) {
      // Accent-insensitive search: a text search configuration that unaccents, then lowercases.
      await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db)
      await sql`CREATE TEXT SEARCH CONFIGURATION pctx_search (COPY = simple)`.execute(db)
      await sql`
        ALTER TEXT SEARCH CONFIGURATION pctx_search
        ALTER MAPPING FOR word, hword, hword_part, numword, numhword, hword_numpart WITH unaccent, simple`.execute(
        db,
      )
      await sql`
        CREATE TABLE projects (
          id TEXT COLLATE "C" PRIMARY KEY,
          name TEXT NOT NULL,
          description TEXT NOT NULL DEFAULT '',
          public BOOLEAN NOT NULL DEFAULT TRUE,
          revision BIGINT NOT NULL DEFAULT 0,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        )`.execute(db)
      await sql`
        CREATE TABLE sections (
          project_id TEXT COLLATE "C" NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
          section TEXT COLLATE "C" NOT NULL,
          ordinal INTEGER NOT NULL,
          PRIMARY KEY (project_id, section)
        )`.execute(db)
      await sql`
        CREATE TABLE blocks (
          seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          id TEXT NOT NULL UNIQUE,
          project_id TEXT COLLATE "C" NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
          key TEXT COLLATE "C" NOT NULL,
          type TEXT COLLATE "C" NOT NULL,
          section TEXT COLLATE "C" NOT NULL,
          section_ordinal INTEGER NOT NULL,
          name TEXT NOT NULL,
          status TEXT NOT NULL,
          value JSON NOT NULL,
          position INTEGER NOT NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          search_vector TSVECTOR NOT NULL,
          UNIQUE (project_id, key)
        )`.execute(db)
      await sql`CREATE INDEX blocks_canonical_order ON blocks (project_id, section_ordinal, position, key)`.execute(
        db,
      )
      await sql`CREATE INDEX blocks_search ON blocks USING GIN (search_vector)`.execute(db)
      await sql`
        CREATE TABLE api_keys (
          id TEXT PRIMARY KEY,
          name TEXT NOT NULL,
          prefix TEXT NOT NULL,
          hash TEXT NOT NULL UNIQUE,
          plan TEXT NOT NULL,
          per_minute INTEGER,
          per_day INTEGER,
          access TEXT NOT NULL,
          all_projects BOOLEAN NOT NULL,
          created_at TEXT NOT NULL,
          expires_at TEXT,
          revoked_at TEXT,
          last_used_at TEXT
        )`.execute(db)
      await sql`CREATE INDEX api_keys_prefix ON api_keys (prefix)`.execute(db)
      await sql`
        CREATE TABLE api_key_projects (
          key_id TEXT NOT NULL REFERENCES api_keys(id) ON DELETE CASCADE,
          project_id TEXT COLLATE "C" NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
          PRIMARY KEY (key_id, project_id)
        )`.execute(db)
      await sql`CREATE INDEX api_key_projects_project ON api_key_projects (project_id)`.execute(db)
    },
  },
}
