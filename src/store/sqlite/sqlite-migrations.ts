import { type Kysely, type Migration, sql } from 'kysely'
import { recordHistoryStart } from '../history-backfill.js'
import { createOauthTables } from '../oauth-migration.js'
import { indexExistingBlocks } from '../search-index-backfill.js'
import { sqliteJsonRows } from '../search-index-writer.js'

/** SQLite schema history. Append new migrations; never edit one that has shipped. */
export const sqliteMigrations: Record<string, Migration> = {
  '0001_initial': {
    async up(db: Kysely<unknown>) {
      await sql`
        CREATE TABLE projects (
          id TEXT PRIMARY KEY,
          name TEXT NOT NULL,
          description TEXT NOT NULL DEFAULT '',
          public INTEGER NOT NULL DEFAULT 1,
          revision INTEGER NOT NULL DEFAULT 0,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        )`.execute(db)
      await sql`
        CREATE TABLE sections (
          project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
          section TEXT NOT NULL,
          ordinal INTEGER NOT NULL,
          PRIMARY KEY (project_id, section)
        )`.execute(db)
      await sql`
        CREATE TABLE blocks (
          seq INTEGER PRIMARY KEY,
          id TEXT NOT NULL UNIQUE,
          project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
          key TEXT NOT NULL,
          type TEXT NOT NULL,
          section TEXT NOT NULL,
          section_ordinal INTEGER NOT NULL,
          name TEXT NOT NULL,
          status TEXT NOT NULL,
          value TEXT NOT NULL,
          position INTEGER NOT NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          UNIQUE (project_id, key)
        )`.execute(db)
      await sql`CREATE INDEX blocks_canonical_order ON blocks (project_id, section_ordinal, position, key)`.execute(
        db,
      )
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
          all_projects INTEGER NOT NULL,
          created_at TEXT NOT NULL,
          expires_at TEXT,
          revoked_at TEXT,
          last_used_at TEXT
        )`.execute(db)
      await sql`CREATE INDEX api_keys_prefix ON api_keys (prefix)`.execute(db)
      await sql`
        CREATE TABLE api_key_projects (
          key_id TEXT NOT NULL REFERENCES api_keys(id) ON DELETE CASCADE,
          project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
          PRIMARY KEY (key_id, project_id)
        )`.execute(db)
      await sql`CREATE INDEX api_key_projects_project ON api_key_projects (project_id)`.execute(db)

      // Full-text index: rowid = blocks.seq. unicode61 with remove_diacritics folds case and
      // accents, and splits on punctuation, for content and queries alike.
      await sql`
        CREATE VIRTUAL TABLE blocks_fts USING fts5(
          name, meta, body,
          tokenize = 'unicode61 remove_diacritics 2'
        )`.execute(db)
      // Triggers keep the index in step with blocks inside the same transaction. `body` is every
      // string inside the JSON value, in document order.
      const ftsRow = (row: 'new') =>
        sql.raw(`
        INSERT INTO blocks_fts (rowid, name, meta, body) VALUES (
          ${row}.seq, ${row}.name, ${row}.key || ' ' || ${row}.type || ' ' || ${row}.section,
          (SELECT coalesce(group_concat(atom, ' '), '') FROM json_tree(${row}.value) WHERE type = 'text')
        );`)
      await sql`CREATE TRIGGER blocks_fts_insert AFTER INSERT ON blocks BEGIN ${ftsRow('new')} END`.execute(
        db,
      )
      await sql`CREATE TRIGGER blocks_fts_delete AFTER DELETE ON blocks BEGIN
          DELETE FROM blocks_fts WHERE rowid = old.seq; END`.execute(db)
      await sql`CREATE TRIGGER blocks_fts_update AFTER UPDATE ON blocks BEGIN
          DELETE FROM blocks_fts WHERE rowid = old.seq; ${ftsRow('new')} END`.execute(db)
    },
  },
  '0002_search_index': {
    async up(db: Kysely<unknown>) {
      // The per-project inverted index (search-index-writer.ts) replaces FTS5, whose statistics
      // span every project in the file and whose ranking differs from PostgreSQL's.
      await sql`
        CREATE TABLE search_projects (
          num INTEGER PRIMARY KEY,
          project_id TEXT NOT NULL UNIQUE REFERENCES projects(id) ON DELETE CASCADE,
          documents INTEGER NOT NULL,
          total_length INTEGER NOT NULL
        )`.execute(db)
      await sql`
        CREATE TABLE search_postings (
          num INTEGER NOT NULL,
          term TEXT NOT NULL,
          seq INTEGER NOT NULL,
          tf INTEGER NOT NULL,
          length INTEGER NOT NULL,
          impact INTEGER NOT NULL,
          PRIMARY KEY (num, term, seq)
        ) WITHOUT ROWID`.execute(db)
      await sql`CREATE INDEX search_postings_impact ON search_postings (num, term, impact DESC, seq, tf, length)`.execute(
        db,
      )
      await sql`
        CREATE TABLE search_terms (
          num INTEGER NOT NULL,
          term TEXT NOT NULL,
          df INTEGER NOT NULL,
          PRIMARY KEY (num, term)
        ) WITHOUT ROWID`.execute(db)
      await sql`
        CREATE TABLE search_words (
          num INTEGER NOT NULL,
          word TEXT NOT NULL,
          term TEXT NOT NULL,
          length INTEGER NOT NULL,
          count INTEGER NOT NULL,
          PRIMARY KEY (num, word)
        ) WITHOUT ROWID`.execute(db)
      await sql`CREATE INDEX search_words_length ON search_words (num, length)`.execute(db)
      await sql`
        CREATE TABLE search_documents (
          seq INTEGER PRIMARY KEY,
          num INTEGER NOT NULL,
          length INTEGER NOT NULL,
          words TEXT NOT NULL
        )`.execute(db)
      await sql`CREATE INDEX search_documents_num ON search_documents (num)`.execute(db)
      await indexExistingBlocks(db, sqliteJsonRows)
      await sql`DROP TRIGGER IF EXISTS blocks_fts_insert`.execute(db)
      await sql`DROP TRIGGER IF EXISTS blocks_fts_update`.execute(db)
      await sql`DROP TRIGGER IF EXISTS blocks_fts_delete`.execute(db)
      await sql`DROP TABLE IF EXISTS blocks_fts`.execute(db)
    },
  },
  '0003_history': {
    async up(db: Kysely<unknown>) {
      // History: every revision of a project and every block state it left. Reading the
      // current state never touches these tables.
      await sql`
        CREATE TABLE revisions (
          project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
          revision INTEGER NOT NULL,
          created_at TEXT NOT NULL,
          kind TEXT NOT NULL,
          key_id TEXT,
          key_name TEXT,
          message TEXT,
          project TEXT NOT NULL,
          PRIMARY KEY (project_id, revision)
        )`.execute(db)
      await sql`
        CREATE TABLE block_versions (
          project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
          revision INTEGER NOT NULL,
          key TEXT NOT NULL,
          change TEXT NOT NULL,
          section_ordinal INTEGER,
          state TEXT,
          PRIMARY KEY (project_id, revision, key)
        )`.execute(db)
      await sql`CREATE INDEX block_versions_by_key ON block_versions (project_id, key, revision)`.execute(db)
      // The current state of every project becomes its first recorded revision.
      await recordHistoryStart(db)
    },
  },
  '0004_webhooks': {
    async up(db: Kysely<unknown>) {
      // Webhooks: a project's webhook endpoints, the outbox of events each still has to
      // receive (written in the transaction of the change), and each endpoint's recent attempts.
      await sql`
        CREATE TABLE webhooks (
          id TEXT PRIMARY KEY,
          project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
          url TEXT NOT NULL,
          description TEXT NOT NULL,
          secret TEXT NOT NULL,
          created_at TEXT NOT NULL
        )`.execute(db)
      await sql`CREATE INDEX webhooks_by_project ON webhooks (project_id, created_at)`.execute(db)
      // One row per event per webhook until it is delivered or given up; a deliverer owns a row
      // while claimed_until is in the future (its lease), and only with its own claim.
      await sql`
        CREATE TABLE webhook_outbox (
          id TEXT PRIMARY KEY,
          webhook_id TEXT NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
          message_id TEXT NOT NULL,
          event TEXT NOT NULL,
          attempts INTEGER NOT NULL,
          next_attempt_at TEXT NOT NULL,
          claimed_until TEXT,
          claim TEXT,
          created_at TEXT NOT NULL
        )`.execute(db)
      await sql`CREATE INDEX webhook_outbox_due ON webhook_outbox (next_attempt_at)`.execute(db)
      await sql`CREATE INDEX webhook_outbox_by_webhook ON webhook_outbox (webhook_id)`.execute(db)
      await sql`
        CREATE TABLE webhook_attempts (
          seq INTEGER PRIMARY KEY,
          webhook_id TEXT NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
          message_id TEXT NOT NULL,
          type TEXT NOT NULL,
          revision INTEGER,
          attempt INTEGER NOT NULL,
          attempted_at TEXT NOT NULL,
          status_code INTEGER,
          duration_ms INTEGER NOT NULL,
          error TEXT,
          state TEXT NOT NULL
        )`.execute(db)
      await sql`CREATE INDEX webhook_attempts_by_webhook ON webhook_attempts (webhook_id, seq)`.execute(db)
    },
  },
  '0005_admin_keys': {
    async up(db: Kysely<unknown>) {
      // Admin keys: an admin key may use every project, write, and manage projects and keys
      // over HTTP. Existing keys are not admin keys.
      await sql`ALTER TABLE api_keys ADD COLUMN admin INTEGER NOT NULL DEFAULT 0`.execute(db)
    },
  },
  '0006_block_types': {
    async up(db: Kysely<unknown>) {
      // Custom block types: a project's own block types. They are configuration, not revisions:
      // types_version changes with each of them, so an export (which lists them) gets a new ETag.
      await sql`
        CREATE TABLE block_types (
          project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
          type TEXT NOT NULL,
          title TEXT,
          schema TEXT NOT NULL,
          required_for_complete TEXT NOT NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          PRIMARY KEY (project_id, type)
        )`.execute(db)
      await sql`ALTER TABLE projects ADD COLUMN types_version INTEGER NOT NULL DEFAULT 0`.execute(db)
    },
  },
  '0007_webhook_outbox_project': {
    async up(db: Kysely<unknown>) {
      // Issue 28: a claim reads each project's due deliveries through an index of its own, so a
      // project's backlog of deliveries to dead receivers costs no other project's claim a walk.
      // The default is for rows an instance of the previous release writes during an upgrade:
      // they are still claimed and delivered, as if of one project ''.
      await sql`ALTER TABLE webhook_outbox ADD COLUMN project_id TEXT NOT NULL DEFAULT ''`.execute(db)
      await sql`
        UPDATE webhook_outbox
        SET project_id = (SELECT webhooks.project_id FROM webhooks WHERE webhooks.id = webhook_outbox.webhook_id)`.execute(
        db,
      )
      await sql`CREATE INDEX webhook_outbox_project_due ON webhook_outbox (project_id, next_attempt_at)`.execute(
        db,
      )
    },
  },
  '0008_users': {
    async up(db: Kysely<unknown>) {
      // People (docs/people.md): users, their sessions and one-time links. Emails are unique
      // case-insensitively through email_key, the folded email the domain computes.
      await sql`
        CREATE TABLE users (
          id TEXT PRIMARY KEY,
          email TEXT NOT NULL,
          email_key TEXT NOT NULL UNIQUE,
          name TEXT NOT NULL,
          admin INTEGER NOT NULL DEFAULT 0,
          disabled INTEGER NOT NULL DEFAULT 0,
          password_hash TEXT,
          created_at TEXT NOT NULL,
          last_sign_in_at TEXT
        )`.execute(db)
      await sql`CREATE INDEX users_by_created ON users (created_at, id)`.execute(db)
      await sql`
        CREATE TABLE user_sessions (
          id TEXT PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          token_hash TEXT NOT NULL UNIQUE,
          created_at TEXT NOT NULL,
          last_seen_at TEXT NOT NULL,
          expires_at TEXT NOT NULL
        )`.execute(db)
      await sql`CREATE INDEX user_sessions_by_user ON user_sessions (user_id)`.execute(db)
      await sql`
        CREATE TABLE user_link_tokens (
          token_hash TEXT PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          created_at TEXT NOT NULL,
          expires_at TEXT NOT NULL,
          used_at TEXT
        )`.execute(db)
      await sql`CREATE INDEX user_link_tokens_by_user ON user_link_tokens (user_id)`.execute(db)
    },
  },
  '0009_project_members': {
    async up(db: Kysely<unknown>) {
      // Roles per project (docs/people.md): a person's role on a project, and the person a
      // personal key belongs to (a key without one is a machine's, as before).
      await sql`
        CREATE TABLE project_members (
          project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
          user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
          role TEXT NOT NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          PRIMARY KEY (project_id, user_id)
        )`.execute(db)
      await sql`CREATE INDEX project_members_by_user ON project_members (user_id)`.execute(db)
      await sql`ALTER TABLE api_keys ADD COLUMN owner_user_id TEXT REFERENCES users(id)`.execute(db)
      await sql`CREATE INDEX api_keys_by_owner ON api_keys (owner_user_id)`.execute(db)
    },
  },
  '0010_revision_authors': {
    async up(db: Kysely<unknown>) {
      // Attribution (docs/history.md, "Who made it"): each revision names its author, a person,
      // a key or an app, and the person behind a key or an app. Nullable and not backfilled:
      // a row without an author reads as authored by its key (key_id, key_name), so the rows
      // written before this migration, and those an instance of the previous release writes
      // during a rolling upgrade, read the same; adding nullable columns rewrites no row.
      for (const column of [
        'author_kind',
        'author_id',
        'author_name',
        'author_user_id',
        'author_user_name',
      ]) {
        await sql`ALTER TABLE revisions ADD COLUMN ${sql.raw(column)} TEXT`.execute(db)
      }
    },
  },
  '0011_audit_events': {
    async up(db: Kysely<unknown>) {
      // The audit log (docs/people.md): read newest first by (at, id) in keyset pages, and
      // pruned oldest first by the retention job, both through the one index.
      await sql`
        CREATE TABLE audit_events (
          id TEXT PRIMARY KEY,
          at TEXT NOT NULL,
          actor_kind TEXT NOT NULL,
          actor_id TEXT,
          actor_name TEXT,
          action TEXT NOT NULL,
          target_kind TEXT,
          target_id TEXT,
          target_name TEXT,
          ip TEXT,
          detail TEXT
        )`.execute(db)
      await sql`CREATE INDEX audit_events_by_at ON audit_events (at DESC, id DESC)`.execute(db)
    },
  },
  '0012_oidc_logins': {
    async up(db: Kysely<unknown>) {
      // Single sign-on (docs/people.md): what a browser's OIDC sign-in needs between the start
      // and the provider's callback, on whichever worker or instance the callback reaches. The
      // key is the sha256 of the browser's short-lived cookie; a row lives 10 minutes and is
      // deleted by the one statement that reads it, so a state works once.
      await sql`
        CREATE TABLE oidc_logins (
          key_hash TEXT PRIMARY KEY,
          state TEXT NOT NULL,
          nonce TEXT NOT NULL,
          code_verifier TEXT NOT NULL,
          redirect_uri TEXT NOT NULL,
          return_to TEXT NOT NULL,
          created_at TEXT NOT NULL,
          expires_at TEXT NOT NULL
        )`.execute(db)
      await sql`CREATE INDEX oidc_logins_by_expiry ON oidc_logins (expires_at)`.execute(db)
    },
  },
  '0013_oauth': {
    async up(db: Kysely<unknown>) {
      await createOauthTables(db)
    },
  },
  '0014_project_synonyms': {
    async up(db: Kysely<unknown>) {
      // Synonyms per project (docs/search.md, "Synonyms"): one row per project that has any, the
      // groups as sent. They are configuration read whole at query time; a change to them is
      // also a revision of kind "synonyms" (docs/history.md), so caches keyed by revision see it.
      await sql`
        CREATE TABLE project_synonyms (
          project_id TEXT PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
          synonym_groups TEXT NOT NULL,
          updated_at TEXT NOT NULL
        )`.execute(db)
    },
  },
  '0015_revision_events': {
    async up(db: Kysely<unknown>) {
      // The revision feed (docs/mcp.md, "Subscriptions"): one row per revision of every project,
      // in the revision's transaction, tailed by id by each process's MCP subscriptions hub.
      // AUTOINCREMENT: an id is never used twice, even once pruning has emptied the table, so a
      // tail past it never misses a later row.
      await sql`
        CREATE TABLE revision_events (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          project_id TEXT NOT NULL,
          revision INTEGER NOT NULL,
          changes TEXT NOT NULL,
          created_at TEXT NOT NULL
        )`.execute(db)
      await sql`CREATE INDEX revision_events_by_age ON revision_events (created_at)`.execute(db)
    },
  },
}
