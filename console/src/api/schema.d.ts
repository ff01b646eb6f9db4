/**
 * The API's types, generated from its OpenAPI document (GET /api/v1/openapi.json).
 * Do not edit: run `npx tsx scripts/generate-console-api-types.ts` after changing a route.
 */

export interface paths {
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI 3.1 document
         * @description Generated from the route schemas. No key; counted against the client IP’s limit like the public outputs. The interactive reference built from it is at /docs.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness probe: the process is up
         * @description No key; never counted against a rate limit (the headers still report the caller’s window).
         */
        get: operations["checkLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness probe: the database answers
         * @description No key; never counted against a rate limit. 503 while shutting down, when the database is unreachable, or when it cannot take writes (file deleted or replaced, read-only); the message says which.
         */
        get: operations["checkReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who this request acts as: the key (name, access, plan, limits, projects) or the signed-in person
         * @description Any valid key may ask; the secret is never returned, the prefix identifies the key in `pctx key list`. A person signed in with the session cookie gets `{user, projects: [{id, role}]}`: their role on each project they are a member of; an instance admin has every project as admin (docs/people.md).
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The projects this key, or the signed-in person, may read
         * @description Every project for a key made with --all-projects (admin keys included); else the projects of its list; a personal key only those its owner has a role on now. A person: the projects they have a role on (every project for an instance admin). By id.
         */
        get: operations["listProjects"];
        put?: never;
        /**
         * Create a project (revision 0, no blocks)
         * @description Without `id`, the server picks a UUID. Every all-projects key (admin keys included) may use it at once.
         */
        post: operations["createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password: sets the session cookie
         * @description An unknown email and a wrong password get the same 401 in the same time. Five failures for one account within 15 minutes lock it (429) for the rest of the 15 minutes, on every instance, even when the attempts arrive at once. The cookie `pctx_session` is HttpOnly, SameSite=Lax, Path=/, Secure under https; the session ends after 7 days without use or 30 days after sign-in.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End this session, or with {everywhere: true} every session of the person, and clear the cookie
         * @description The session ends on every instance at once. `{"everywhere": true}` ends every session of the person (other browsers and devices too), this one included. The body may be omitted.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in person's live sessions, oldest first; `current` marks this one
         * @description Every browser or device where the person is signed in. Ended sessions (signed out, 7 days unused, 30 days old) are not listed. Never a token.
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of the person's own sessions (sign out another browser or device)
         * @description Ends it on every instance at once. Another person's session, or an unknown or ended one, is 404 (whose it is is not told). Ending the current session also clears the cookie.
         */
        delete: operations["endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose a password with a one-time link's token, or change it with the current one
         * @description With `token` (from the link `pctx user create` or `POST /users` gave), no sign-in is needed: the link is spent, every session of the user ends and a new one starts (the cookie is set). With `currentPassword`, the request must be signed in (session cookie, own Origin); every other session of the user ends. Passwords have 12 to 128 characters.
         */
        post: operations["setPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How people may sign in here: password, and single sign-on when configured
         * @description No key and no session needed: the console asks before anyone is signed in.
         */
        get: operations["getAuthMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/oidc/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start signing in with single sign-on: redirects the browser to the provider
         * @description A browser navigation (the console’s “Sign in with …” button), not a fetch. Answers 302 to the provider’s authorization endpoint with the authorization code flow, PKCE (S256), `state` and `nonce`, and sets the short-lived cookie `pctx_oidc` (HttpOnly, SameSite=Lax, 10 minutes) that binds the sign-in to this browser. The provider’s discovery document is fetched at the first use and kept.
         */
        get: operations["startOidcSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the provider sends the browser back: signs the person in, then opens the console
         * @description Checks that this browser started the sign-in (cookie `pctx_oidc`) within 10 minutes and that `state` matches, spends the sign-in (a second use fails), exchanges the code with the PKCE verifier, and has openid-client check the ID token (issuer, audience, expiry, nonce; the token comes from the token endpoint over TLS). The email must be verified and of a domain in OIDC_ALLOWED_DOMAINS; the first sign-in creates the user, later ones find them by email. Answers 302 to the console with the session cookie set, or 302 to `/console/?sso_error=<code>` when refused (codes in docs/people.md).
         */
        get: operations["finishOidcSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users, oldest first, disabled ones included (keyset pages) */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user; the answer carries their one-time link to choose a password
         * @description The link is valid for 24 hours and works once. Emails are unique whatever their case (409).
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename, promote, demote, disable or enable a user
         * @description Disabling ends every session of the user at once, on every instance. The last enabled instance admin cannot be demoted or disabled (409).
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/api/v1/users/{userId}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new one-time link for a user to choose a password (`pctx user link`)
         * @description Valid for 24 hours, works once; earlier links stay valid until used or expired. The link is shown only in this answer, and the audit log records `user.link` without it.
         */
        post: operations["createUserLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log, newest first (keyset pages): sign-ins, users, keys and members changed
         * @description Each event is written in the same transaction as the change it records, and never holds a secret. Events older than HISTORY_RETENTION_DAYS are pruned.
         */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a project with its blocks, history and webhooks
         * @description A project that still holds blocks is refused (409) unless `force=true`. Keys keep working; the project leaves their lists (a key whose list becomes empty may use no project).
         */
        delete: operations["deleteProject"];
        options?: never;
        head?: never;
        /**
         * Change a project's name, description or visibility
         * @description Only the fields given change. A real change is a new revision of the project (public outputs and ETags change with it); a change to nothing keeps the revision.
         */
        patch: operations["updateProject"];
        trace?: never;
    };
    "/api/v1/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every key, oldest first, revoked ones included (never their secrets); or your own
         * @description An admin key or an instance admin gets every key. A signed-in person asks `?owner=me` for their own personal keys (an admin key has no owner to ask for: 400).
         */
        get: operations["listKeys"];
        put?: never;
        /**
         * Create a key; the answer holds its secret, shown only this once
         * @description Give `projects`, `allProjects: true`, or `admin: true` (every project, write, and this API). Defaults: plan free, access read (write for an admin key), no expiry. A signed-in person creates a personal key, owned by them (`owner`): never an admin key, only for projects they have a role on (any, for an instance admin), on the pro plan (its plan and limits only an instance admin may choose); at use time it never does more than its owner may then.
         */
        post: operations["createKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One key, by id or display prefix (never its secret) */
        get: operations["getKey"];
        put?: never;
        post?: never;
        /**
         * Delete a key for good (it no longer shows in the list)
         * @description Requests with it answer 401 as for an unknown key (on other instances within 2 s). Deleting the last usable admin key is refused (409).
         */
        delete: operations["deleteKey"];
        options?: never;
        head?: never;
        /**
         * Change a key's name, plan, limits, access, projects or admin rights
         * @description Only the fields given change; the secret stays the same. Takes effect on the instance that answers at once, on others within 2 s (at once on the admin API). Taking admin rights from the last usable admin key is refused (409).
         */
        patch: operations["updateKey"];
        trace?: never;
    };
    "/api/v1/keys/{keyId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a key: 401 on this instance at once, on others within 2 s
         * @description The key stays listed with `revokedAt`; revoking it again changes nothing. Revoking the last usable admin key is refused (409). A signed-in person may revoke their own personal keys (an instance admin any key); another person's key answers 404.
         */
        post: operations["revokeKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's members and their roles, by email */
        get: operations["listMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Give a person a role on the project (add them, or change their role)
         * @description Takes effect on their next request, on every instance. Demoting the project's last admin is refused (409): make another member admin first.
         */
        put: operations["putMember"];
        post?: never;
        /**
         * Take a person's role on the project away
         * @description Their personal keys stop working on the project at once too. Removing the project's last admin is refused (409).
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List blocks in canonical order, with filters and keyset paging
         * @description Blocks in canonical order: sections brand, product, users, then custom sections in order of creation; inside a section by position, then key. Pages are keyset pages: pass `meta.nextCursor` as `cursor` for the next one; it is null on the last page. Paging stays correct while syncs happen between pages (no block skipped or repeated). Any query parameter not listed here is a 400.
         */
        get: operations["listBlocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/blocks/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search blocks with a question or keywords, best answer first
         * @description Searches keys, names, types, sections and every string in values. Questions and sentences are the normal case: with `match=any` (the default) a block matches when it contains at least one meaningful query word; `match=all` requires every word. English stop words are dropped unless the query has nothing else; words are folded (case, accents) and stemmed (Snowball English), so `personas` finds `persona`; the last word also matches as a prefix unless `q` ends in a space; `"a phrase"` must appear as written and `-word` leaves out blocks that contain it. A word found in no block of the project is corrected to a close word of the project (edit distance 1 for 4–7 letters, 2 from 8); `meta.corrections` lists each `{from, to}`. A word in one of the project's synonym groups (GET …/synonyms) also matches the other words of its groups, one step; `meta.expansions` lists each `{term, with}` (empty when none). Ranked by BM25 with this project's statistics only, a match in the name above one in key, type or section, above one in the value, boosted for covering more query words and for words close together; ties in canonical order. Operators of other search engines (`OR`, `NEAR(`, `*`, `^`, `field:`) are plain words here.
         */
        get: operations["searchBlocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/blocks/{blockKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one block by key */
        get: operations["getBlock"];
        put?: never;
        post?: never;
        /**
         * Delete one block, as a revision of its own
         * @description The block is gone from every read of the current state; its history keeps it (GET …/blocks/{blockKey}/history). The answer has the shape of a sync answer. Needs a key with write access.
         */
        delete: operations["deleteBlock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export every section and block of a project
         * @description The whole project in one consistent snapshot, empty blocks included. Sending its blocks back to sync is a no-op. Conditional: the strong ETag changes with the revision; send it in If-None-Match to get 304 while the project has not changed. With `revision`, the project as that revision left it: its name, description, visibility, `revision` and `updatedAt` (the time the revision was made, also `exportedAt`) are those of the revision, so a revision always exports to the same bytes and ETag.
         */
        get: operations["exportProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create, update (and with mode "replace" delete) blocks in one transaction
         * @description Matches blocks by key. Each entry is merged onto the stored block (omitted fields keep their value), then validated; any problem is a 400 listing every problem in `details`, and nothing is written. A sync that changes nothing keeps the revision. Needs a key with write access.
         */
        post: operations["syncBlocks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project's revisions, newest first
         * @description Every recorded change to the project: who made it (`author`: a person, a key or an app), when, its message, the keys of the blocks it created, updated and deleted, and the name of each of those blocks by key (`names`; a deleted block by the name it had). Keyset pages: pass `meta.nextCursor` as `cursor`.
         */
        get: operations["listRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/revisions/{revision}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One revision, with every block it changed before and after, field by field */
        get: operations["getRevision"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/blocks/{blockKey}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A block's versions, newest first, deleted ones included */
        get: operations["getBlockHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every block changed after a revision, in revision order (change feed)
         * @description Each block version written after revision `since`, in revision then key order, with the block's state after the change or `deleted: true`. A block changed by several revisions appears once per revision; applying the entries in order gives the project's state. `meta.revision` is the project's revision when the page was read: follow `meta.nextCursor` until it is null, then ask again later with `since` set to the last entry's revision (or `meta.revision`). Pages stay correct while syncs happen (revisions are written in order).
         */
        get: operations["listChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make the project, or some of its blocks, what it was at a revision, as a new revision
         * @description Every block as it was at `revision` (type, section, name, status, value, position); blocks created since are deleted. With `keys`, only those blocks. One transaction, recorded as a revision of kind `restore`; restoring what the project already is changes nothing and records nothing. The answer has the shape of a sync answer, plus `names`: the name of each block it changes, by key. Needs a key with write access.
         */
        post: operations["restoreRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The project's webhooks, oldest first (never their secrets) */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Add a webhook: every new revision is POSTed to it as a signed revision.created event
         * @description The answer holds the signing secret, shown only this once. At most 10 webhooks per project. See docs/webhooks.md for the event, the signature and the retries.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a webhook, with the deliveries it still had pending and its attempts */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/webhooks/{webhookId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a signed webhook.test event now, once, and answer with what happened
         * @description One attempt, made while the request waits (at most 10 s) and never retried; it is listed with the deliveries. A receiver that fails is reported in the answer (state `failed`, its status or the error), not as an error status of this route.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The webhook's recent delivery attempts, newest first
         * @description Time, status code, duration and error of each attempt; the newest 100 per webhook are kept.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project's custom block types, sorted by name
         * @description Custom types only: the built-in persona, text and list have fixed rules (docs/block-types.md).
         */
        get: operations["listBlockTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/types/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One custom block type */
        get: operations["getBlockType"];
        /**
         * Create or replace a custom block type: a JSON Schema that sync enforces on its blocks
         * @description The schema (JSON Schema 2020-12, root `type: "object"`) is compiled with Ajv; every problem is listed in `details`. Every existing block of the type must satisfy the new definition, else 409 naming them and nothing is saved. `requiredForComplete` names top-level fields that must hold content for a block to be `complete`. Changing types makes no revision; the export lists types and its ETag changes with them. `?dryRun=true` checks everything and saves nothing.
         */
        put: operations["putBlockType"];
        post?: never;
        /** Delete a custom block type; its blocks stay and take any object from then on */
        delete: operations["deleteBlockType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oauth/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an app asks for, and the projects the signed-in person may grant it
         * @description The console’s consent page reads this with the query of /oauth/authorize. The app’s name is its own claim: show it as text.
         */
        get: operations["getConsent"];
        put?: never;
        /**
         * Allow (with the projects chosen, each read or write) or Deny an app
         * @description Allow: a grant of the chosen projects, each no more than the person’s role allows (else 403), and a one-time code on the app’s redirect URI. Deny: error=access_denied there. Audited as app.granted.
         */
        post: operations["answerConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oauth/grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Connected apps: what the signed-in person granted, newest first */
        get: operations["listGrants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oauth/grants/{grantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a connected app: its tokens stop at once, on every instance */
        delete: operations["revokeGrant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/projects/{projectId}/synonyms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The project's synonym groups
         * @description Groups of words search treats as one: a query word in a group also matches the other words of every group it is in (one step). Applied to search, budgeted outputs with `q` and MCP; `meta.expansions` of a search says which were used.
         */
        get: operations["getSynonyms"];
        /**
         * Replace the project's synonym groups
         * @description Replaces every group (`{"groups": []}` removes them). At most 500 groups of 2–20 one-word terms of at most 64 characters; terms are analysed like the index (case, accents, endings), so a group needs two words that stay different once analysed, and a stop word is refused. Every problem is listed in `details`, each naming its group (`groups[3]`) or term (`groups[3][1]`). A change is a revision of kind `synonyms` with its author, in the project's history; sending the groups already set changes nothing.
         */
        put: operations["putSynonyms"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/llms.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole context in the llmstxt.org format: one linked entry per block
         * @description H1 project name, a blockquote summary, a paragraph of notes, then one H2 per section whose lines are `- [Block name](URL): content` entries linking to the block in the section markdown, and a final `## Optional` section. Absolute URLs come from PUBLIC_BASE_URL, else from the request. With `revision`, the output as that revision left the project (only the current visibility counts: a project private now is a 404 at every revision). Deterministic: the same revision gives the same bytes and the same strong ETag; send it in If-None-Match to get 304 while it is current. May be compressed: with Accept-Encoding allowing it, a body of 1 KiB or more comes as brotli (`Content-Encoding: br`, preferred on a tie) or gzip, each with its own ETag (the identity one with `-br` or `-gzip` added); every 200 and 304 carries `Vary: Accept-Encoding`.
         */
        get: operations["getLlmsTxt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/llms-full.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The llms.txt header followed by the whole markdown, in one file
         * @description The H1 and blockquote of llms.txt, then the whole markdown body. With `revision`, the output as that revision left the project (only the current visibility counts: a project private now is a 404 at every revision). Deterministic: the same revision gives the same bytes and the same strong ETag; send it in If-None-Match to get 304 while it is current. May be compressed: with Accept-Encoding allowing it, a body of 1 KiB or more comes as brotli (`Content-Encoding: br`, preferred on a tie) or gzip, each with its own ETag (the identity one with `-br` or `-gzip` added); every 200 and 304 carries `Vary: Accept-Encoding`.
         */
        get: operations["getLlmsFullTxt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/markdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole context as one markdown document (H1 project, H2 sections, H3 blocks)
         * @description Blocks rendered by type; block names are escaped so they cannot break the structure. With `revision`, the output as that revision left the project (only the current visibility counts: a project private now is a 404 at every revision). Deterministic: the same revision gives the same bytes and the same strong ETag; send it in If-None-Match to get 304 while it is current. May be compressed: with Accept-Encoding allowing it, a body of 1 KiB or more comes as brotli (`Content-Encoding: br`, preferred on a tie) or gzip, each with its own ETag (the identity one with `-br` or `-gzip` added); every 200 and 304 carries `Vary: Accept-Encoding`.
         */
        get: operations["getMarkdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/markdown/{section}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One section as markdown (H1 section title, H2 blocks)
         * @description An unknown section, or one with nothing to show (only empty blocks, or no complete block with status=complete), is a 404. With `revision`, the output as that revision left the project (only the current visibility counts: a project private now is a 404 at every revision). Deterministic: the same revision gives the same bytes and the same strong ETag; send it in If-None-Match to get 304 while it is current. May be compressed: with Accept-Encoding allowing it, a body of 1 KiB or more comes as brotli (`Content-Encoding: br`, preferred on a tie) or gzip, each with its own ETag (the identity one with `-br` or `-gzip` added); every 200 and 304 carries `Vary: Accept-Encoding`.
         */
        get: operations["getSectionMarkdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectId}/context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The context as structured JSON (or as markdown, for Accept: text/markdown)
         * @description Sections with something to show, each with its blocks (key, type, name, status, value). An Accept header that prefers `text/markdown` to `application/json` gets the project markdown instead (the same bytes as …/markdown, `Content-Type: text/markdown`); answers carry `Vary: Accept, Accept-Encoding`. With `revision`, the output as that revision left the project (only the current visibility counts: a project private now is a 404 at every revision). Deterministic: the same revision gives the same bytes and the same strong ETag; send it in If-None-Match to get 304 while it is current. May be compressed: with Accept-Encoding allowing it, a body of 1 KiB or more comes as brotli (`Content-Encoding: br`, preferred on a tie) or gzip, each with its own ETag (the identity one with `-br` or `-gzip` added); every 200 and 304 carries `Vary: Accept-Encoding`.
         */
        get: operations["getContext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Authorization server metadata (RFC 8414): the endpoints, PKCE S256, the scopes
         * @description Readable from any origin (`Access-Control-Allow-Origin: *`).
         */
        get: operations["getAuthorizationServerMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/openid-configuration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The same metadata at the OpenID discovery address, for clients that look there
         * @description Readable from any origin (`Access-Control-Allow-Origin: *`).
         */
        get: operations["getOpenIdConfiguration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Protected resource metadata (RFC 9728) of the whole server: /mcp and /api/v1
         * @description Readable from any origin (`Access-Control-Allow-Origin: *`).
         */
        get: operations["getProtectedResourceMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Protected resource metadata (RFC 9728) of the MCP endpoint, named by its 401s
         * @description Readable from any origin (`Access-Control-Allow-Origin: *`).
         */
        get: operations["getMcpResourceMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource/api/v1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Protected resource metadata (RFC 9728) of the API (/api/v1)
         * @description Readable from any origin (`Access-Control-Allow-Origin: *`).
         */
        get: operations["getApiResourceMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start an authorization (RFC 6749 §4.1): on to the console’s consent page
         * @description A browser navigation, not a fetch. PKCE `S256` and `resource` (RFC 8707) are required. A good request answers 302 to `/console/authorize?…` (the person signs in if need be, then Allows or Denies). An unknown client or a redirect URI it did not register answers 400/401 here, never a redirect; any other problem answers 302 to the redirect URI with `error`, `error_description`, `state` and `iss`.
         */
        get: operations["authorizeApp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a code, or a refresh token, for tokens (RFC 6749 §4.1.3, §6)
         * @description `authorization_code`: the code once, by its client, with its redirect URI and the PKCE verifier; a code shown twice revokes its grant. `refresh_token`: the refresh token is spent and a new pair issued; a spent one shown again revokes the whole grant. Answers `Cache-Control: no-store`.
         */
        post: operations["requestTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dynamic Client Registration (RFC 7591): a public client, no secret
         * @description The client proves itself with PKCE at each sign-in, so pctx issues no secret (`token_endpoint_auth_method: none`). At most 20 registrations per hour per client IP. A client no person grants anything within 30 days is forgotten.
         */
        post: operations["registerClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a token (RFC 7009): an access token stops, a refresh token ends its grant
         * @description Answers 200 with `{}` whether the token was known or not (RFC 7009 §2.2), and for a token of another client does nothing.
         */
        post: operations["revokeToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** ApiKey */
        ApiKey: {
            /** @description Stable id of the key (a UUID) */
            id: string;
            name: string;
            /** @description The first 12 characters of the secret, to recognise it */
            prefix: string;
            /**
             * @description Rate-limit plan: free 60/min and 1000/day, pro 300/min and 10000/day, enterprise its own
             * @enum {string}
             */
            plan: "free" | "pro" | "enterprise";
            /** @description Own limit (enterprise), else null */
            perMinute: number | null;
            /** @description Own limit (enterprise), else null */
            perDay: number | null;
            /**
             * @description read: list, get, search, export, history; write: the same plus sync, delete and restore
             * @enum {string}
             */
            access: "read" | "write";
            /** @description Whether the key may use every project, present and future */
            allProjects: boolean;
            /** @description Whether the key may manage projects and keys (the admin API) */
            admin: boolean;
            /** @description Its project list (empty for an all-projects key) */
            projects: string[];
            /** Format: date-time */
            createdAt: string;
            expiresAt: string | null;
            revokedAt: string | null;
            /** @description Written at most once a minute per key */
            lastUsedAt: string | null;
            /** @description The person a personal key belongs to: it never does more than they may at the time of use, and stops when they are disabled. null: a machine's key */
            owner: components["schemas"]["KeyOwner"] | null;
        };
        /** AuditActor */
        AuditActor: {
            /**
             * @description user: a signed-in person; key: an API key; anonymous: nobody proven (a failed sign-in); cli: `pctx` on the database; system: the server itself (the first start)
             * @enum {string}
             */
            kind: "user" | "key" | "anonymous" | "cli" | "system";
            /** @description The user or key id; null when anonymous */
            id: string | null;
            /** @description A person's email, a key's name; null when anonymous */
            name: string | null;
        };
        /** AuditEvent */
        AuditEvent: {
            id: string;
            /** Format: date-time */
            at: string;
            actor: components["schemas"]["AuditActor"];
            /**
             * @description What happened
             * @enum {string}
             */
            action: "sign-in" | "sign-in.failed" | "sign-out" | "password.set" | "user.created" | "user.updated" | "user.link" | "key.created" | "key.updated" | "key.revoked" | "key.deleted" | "member.set" | "member.removed" | "app.granted" | "app.revoked";
            /** @description The user or key acted on; null when there is none (an unknown email) */
            target: components["schemas"]["AuditTarget"] | null;
            /** @description The client IP (behind TRUST_PROXY, the forwarded one); null from the CLI */
            ip: string | null;
            /** @description Facts of the action, never a secret: what changed (from, to), the email typed and why a sign-in failed, a key’s display prefix and scope */
            detail?: {
                [key: string]: unknown;
            };
        };
        /** AuditTarget */
        AuditTarget: {
            /** @enum {string} */
            kind: "user" | "key" | "app";
            id: string;
            /** @description A user's email, a key's name, an app's name (its grant's id is the id) */
            name: string;
        };
        /** AuthMethods */
        AuthMethods: {
            /**
             * @description Email and password always work
             * @enum {boolean}
             */
            password: true;
            /** @description Single sign-on with OIDC, or null when OIDC_ISSUER is not set */
            sso: {
                /** @description OIDC_NAME: the button reads "Sign in with <name>" */
                name: string;
                /** @description Where the button goes (a browser navigation, not a fetch) */
                startUrl: string;
            } | null;
        };
        /** Author */
        Author: {
            /**
             * @description A person signed in as themselves, an API key, or an app a person granted
             * @enum {string}
             */
            kind: "user" | "key" | "app";
            /** @description The person's, key's or app's id */
            id: string;
            /** @description Their name when they made the change */
            name: string;
            /** @description The person who owns the key (a personal key) or granted the app */
            user?: {
                id: string;
                name: string;
            };
        };
        /** AuthorizationQuery */
        AuthorizationQuery: {
            /** @description code */
            response_type?: string;
            /** @description The registered client id, or the https URL of its metadata document */
            client_id?: string;
            /** @description One of the client’s redirect URIs */
            redirect_uri?: string;
            /** @description PKCE S256 challenge */
            code_challenge?: string;
            /** @description S256 */
            code_challenge_method?: string;
            /** @description Returned to the client as it was sent */
            state?: string;
            /** @description read, write or both (space separated) */
            scope?: string;
            /** @description The MCP server or API the token is for (RFC 8707) */
            resource?: string;
        } & {
            [key: string]: unknown;
        };
        /** AuthorizationServerMetadata */
        AuthorizationServerMetadata: {
            /** @description This server’s base URL (PUBLIC_BASE_URL, else the one the request came to) */
            issuer: string;
            /** @description GET /oauth/authorize */
            authorization_endpoint: string;
            /** @description POST /oauth/token */
            token_endpoint: string;
            /** @description POST /oauth/register (RFC 7591) */
            registration_endpoint: string;
            /** @description POST /oauth/revoke (RFC 7009) */
            revocation_endpoint: string;
            /** @description code */
            response_types_supported: string[];
            /** @description query */
            response_modes_supported: string[];
            /** @description authorization_code and refresh_token */
            grant_types_supported: string[];
            /** @description S256 only: PKCE is required, plain is refused */
            code_challenge_methods_supported: string[];
            /** @description none: every client is public, PKCE proves it */
            token_endpoint_auth_methods_supported: string[];
            /** @description none */
            revocation_endpoint_auth_methods_supported: string[];
            /** @description read and write */
            scopes_supported: string[];
            /** @description An https client_id naming its Client ID Metadata Document is accepted */
            client_id_metadata_document_supported: boolean;
            /** @description Every authorization response carries `iss` (RFC 9207) */
            authorization_response_iss_parameter_supported: boolean;
        };
        /** Block */
        Block: {
            /**
             * Format: uuid
             * @description Stable for the life of the block
             */
            id: string;
            /** @description Unique within the project */
            key: string;
            /** @description persona, text, list, or any other type */
            type: string;
            /** @description brand, product, users, or a custom section */
            section: string;
            name: string;
            status: components["schemas"]["BlockStatus"];
            value: components["schemas"]["BlockValue"];
            /** @description Order inside its section */
            position: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /**
         * BlockStatus
         * @description empty, draft or complete
         * @enum {string}
         */
        BlockStatus: "empty" | "draft" | "complete";
        /** BlockTypeDefinition */
        BlockTypeDefinition: {
            /** @description The type name blocks use */
            type: string;
            /** @description A human name for the type */
            title: string | null;
            /** @description A JSON Schema (2020-12) whose root has "type": "object" */
            schema: {
                [key: string]: unknown;
            };
            /** @description Top-level fields that must hold content for a block of this type to be "complete" */
            requiredForComplete: string[];
        };
        /** BlockTypeRequest */
        BlockTypeRequest: {
            /** @description A JSON Schema (2020-12) whose root has "type": "object" */
            schema: {
                [key: string]: unknown;
            };
            title?: string | null;
            requiredForComplete?: string[];
        };
        /**
         * BlockValue
         * @description Content, a JSON object (at most 64 KiB as JSON, nesting depth at most 8) whose fields depend on the type: persona {name, description, goals, pain_points} (strings), text {content} (markdown), list {items} (strings); any object for other types
         */
        BlockValue: {
            [key: string]: unknown;
        };
        /** BlockVersion */
        BlockVersion: {
            revision: number;
            /** @description When the change was written; null when its revision was pruned (`pruned`) */
            createdAt: string | null;
            /** @description Who made the change; null for the admin CLI and for history-start. Revisions from before attribution read as authored by their key; null when pruned */
            author: components["schemas"]["Author"] | null;
            /** @description The API key that made the change (kept for compatibility: `author` says who); null when no key made it (a person, the admin CLI, history-start); null when pruned */
            keyId: string | null;
            /** @description That key's name when it made the change */
            keyName: string | null;
            /** @description The message sent with the change */
            message: string | null;
            /** @enum {string} */
            change: "created" | "updated" | "deleted";
            /** @description true for the version a block has kept since before the retention period: its revision is pruned (who, when and why are null, and reading that revision is a 404), the block is its state since then */
            pruned: boolean;
            /** @description The block after the change; null when it was deleted */
            block: components["schemas"]["Block"] | null;
        };
        /** Change */
        Change: {
            /** @description The revision that changed the block */
            revision: number;
            key: string;
            /** @description true when that revision deleted the block */
            deleted: boolean;
            /** @description The block after the change; null when deleted */
            block: components["schemas"]["Block"] | null;
        };
        /** ClientInformation */
        ClientInformation: {
            /** @description `pctx_client_…` */
            client_id: string;
            /** @description Unix epoch seconds */
            client_id_issued_at: number;
            /** @description “Unnamed app” when none was given */
            client_name: string;
            redirect_uris: string[];
            /** @description authorization_code, refresh_token */
            grant_types: string[];
            /** @description code */
            response_types: string[];
            /** @enum {string} */
            token_endpoint_auth_method: "none";
            client_uri?: string;
            logo_uri?: string;
        };
        /** ClientRegistration */
        ClientRegistration: {
            /** @description https, or http on a loopback address (any port at sign-in) */
            redirect_uris: string[];
            /** @description Shown to the person at consent, as text */
            client_name?: string;
            /** @description An https URL */
            client_uri?: string;
            /** @description An https URL */
            logo_uri?: string;
            /** @description authorization_code and refresh_token only */
            grant_types?: string[];
            /** @description code only */
            response_types?: string[];
            /** @description none: the client is public */
            token_endpoint_auth_method?: string;
        } & {
            [key: string]: unknown;
        };
        /** Consent */
        Consent: {
            app: {
                clientId: string;
                /** @description As the app calls itself: show it as text, never as markup */
                name: string;
                /** @description Where the browser goes after the answer */
                redirectHost: string;
                /** @description Identified by an https metadata document (else registered) */
                metadataDocument: boolean;
            };
            /**
             * @description read: what a viewer may; write: what an editor may (sync, delete, restore)
             * @enum {string}
             */
            maxAccess: "read" | "write";
            /** @description The projects the person may grant, with their own role (the most they may grant) */
            projects: {
                id: string;
                name: string;
                /** @enum {string} */
                role: "viewer" | "editor" | "admin";
            }[];
        };
        /** ConsentAnswer */
        ConsentAnswer: {
            request: components["schemas"]["AuthorizationQuery"];
            /** @description true: Allow; false: Deny */
            allow: boolean;
            /** @description The projects chosen (Allow) */
            projects: components["schemas"]["GrantedProject"][];
        };
        /** ConsentRedirect */
        ConsentRedirect: {
            /** @description The app's redirect URI with code and state, or error=access_denied */
            redirectTo: string;
        };
        /**
         * Correction
         * @description A misspelt query word and the word of the project searched instead
         */
        Correction: {
            /** @description The query word, found in no block of the project */
            from: string;
            /** @description The project's word searched instead */
            to: string;
        };
        /**
         * CreateApiKeyRequest
         * @description Give `projects`, or `allProjects: true`, or `admin: true`
         */
        CreateApiKeyRequest: {
            /** @description What the key is for */
            name: string;
            /** @description The projects the key may use; each must exist */
            projects?: string[];
            /** @description The key may use every project */
            allProjects?: boolean;
            /** @description An admin key: every project, write, and the admin API. Leave projects and access out */
            admin?: boolean;
            /**
             * @description Rate-limit plan: free 60/min and 1000/day, pro 300/min and 10000/day, enterprise its own
             * @enum {string}
             */
            plan?: "free" | "pro" | "enterprise";
            /** @description Enterprise keys only: requests per minute */
            perMinute?: number;
            /** @description Enterprise keys only: requests per day */
            perDay?: number;
            /**
             * @description read: list, get, search, export, history; write: the same plus sync, delete and restore
             * @enum {string}
             */
            access?: "read" | "write";
            /** @description When the key stops working: an ISO 8601 date-time in the future */
            expiresAt?: string;
        };
        /** CreatedApiKey */
        CreatedApiKey: {
            /** @description Stable id of the key (a UUID) */
            id: string;
            name: string;
            /** @description The first 12 characters of the secret, to recognise it */
            prefix: string;
            /**
             * @description Rate-limit plan: free 60/min and 1000/day, pro 300/min and 10000/day, enterprise its own
             * @enum {string}
             */
            plan: "free" | "pro" | "enterprise";
            /** @description Own limit (enterprise), else null */
            perMinute: number | null;
            /** @description Own limit (enterprise), else null */
            perDay: number | null;
            /**
             * @description read: list, get, search, export, history; write: the same plus sync, delete and restore
             * @enum {string}
             */
            access: "read" | "write";
            /** @description Whether the key may use every project, present and future */
            allProjects: boolean;
            /** @description Whether the key may manage projects and keys (the admin API) */
            admin: boolean;
            /** @description Its project list (empty for an all-projects key) */
            projects: string[];
            /** Format: date-time */
            createdAt: string;
            expiresAt: string | null;
            revokedAt: string | null;
            /** @description Written at most once a minute per key */
            lastUsedAt: string | null;
            /** @description The person a personal key belongs to: it never does more than they may at the time of use, and stops when they are disabled. null: a machine's key */
            owner: components["schemas"]["KeyOwner"] | null;
            /** @description The secret (pctx_ + 43 characters): shown only in this answer, stored only as a hash */
            key: string;
        };
        /** CreatedUser */
        CreatedUser: {
            id: string;
            email: string;
            /** @description The one-time link (24 hours) that opens the console's "choose a password" page; shown once */
            inviteUrl: string;
        };
        /** CreatedWebhook */
        CreatedWebhook: {
            /** @description wh_ + 32 hex digits */
            id: string;
            projectId: string;
            url: string;
            description: string;
            /** Format: date-time */
            createdAt: string;
            /** @description The signing secret (whsec_ + base64 of 32 random bytes): shown only in this answer; keep it to verify deliveries */
            secret: string;
        };
        /**
         * CreateProjectRequest
         * @description Without `id`, the server picks a UUID
         */
        CreateProjectRequest: {
            /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
            id?: string;
            /** @description Display name, 1–200 characters */
            name: string;
            description?: string;
            /** @description Shown on the public endpoints (default true) */
            public?: boolean;
        };
        /** CreateUser */
        CreateUser: {
            /** @description An email address; case is ignored */
            email: string;
            name: string;
            /** @description An instance admin (default false) */
            admin?: boolean;
        };
        /** Deleted */
        Deleted: {
            /** @description The id of what was deleted */
            deleted: string;
        };
        /** DeliveryAttempt */
        DeliveryAttempt: {
            /** @description The webhook-id header: the same on every attempt of one event */
            messageId: string;
            /** @enum {string} */
            type: "revision.created" | "webhook.test";
            /** @description The revision of a revision.created event */
            revision: number | null;
            /** @description Which attempt of this event (1 for the first) */
            attempt: number;
            /** Format: date-time */
            attemptedAt: string;
            /** @description The receiver's HTTP status; null when none came (timeout, refused address, network error) */
            statusCode: number | null;
            durationMs: number;
            /** @description What went wrong; null when delivered */
            error: string | null;
            /**
             * @description What the attempt left the delivery as
             * @enum {string}
             */
            state: "delivered" | "retrying" | "failed";
        };
        /**
         * ErrorEnvelope
         * @description Every error answer, of every route, has this shape
         */
        ErrorEnvelope: {
            data: null;
            /** @description What went wrong and how to fix it */
            error: string;
            /** @description On 400 answers about the input: the problems found; on a 409 of a block type: the existing blocks it refuses (path: the block key). At most 100, then one entry counting the rest */
            details?: components["schemas"]["Problem"][];
        };
        /**
         * Expansion
         * @description A query word and the project's synonyms it also matched (docs/search.md)
         */
        Expansion: {
            /** @description The query word, as its synonym group writes it */
            term: string;
            /** @description The words of its groups it was also searched as */
            with: string[];
        };
        /**
         * Export
         * @description The whole project; its blocks sent back to sync unchanged are a no-op (read-only fields are ignored)
         */
        Export: {
            /** @enum {string} */
            format: "pctx-export/1";
            /**
             * Format: date-time
             * @description When the exported revision was written
             */
            exportedAt: string;
            project: components["schemas"]["Project"];
            /** @description The project's custom block types, sorted by name, as they are now (types have no history, also at ?revision=N) */
            types: components["schemas"]["BlockTypeDefinition"][];
            /** @description The project's synonym groups (GET …/synonyms), as they are now (no history, also at ?revision=N); absent from exports of older servers */
            synonyms?: string[][];
            /** @description Every section in canonical order, with every block (empty ones included) */
            sections: components["schemas"]["ExportSection"][];
        };
        /** ExportSection */
        ExportSection: {
            /** @description Section id */
            type: string;
            title: string;
            blocks: components["schemas"]["Block"][];
        };
        /** FieldChange */
        FieldChange: {
            /** @description type, section, name, status, position, or value.<field> for a field of the value */
            field: string;
            /** @description null when the field did not exist */
            before: unknown;
            /** @description null when the field no longer exists */
            after: unknown;
        };
        /** Grant */
        Grant: {
            id: string;
            clientId: string;
            clientName: string;
            redirectHost: string;
            projects: components["schemas"]["GrantedProject"][];
            /** Format: date-time */
            createdAt: string;
            /** @description Last use of its tokens (to the minute); null when never used */
            lastUsedAt: string | null;
        };
        /** GrantedProject */
        GrantedProject: {
            id: string;
            /**
             * @description read: what a viewer may; write: what an editor may (sync, delete, restore)
             * @enum {string}
             */
            access: "read" | "write";
        };
        /** KeyOwner */
        KeyOwner: {
            id: string;
            email: string;
            name: string;
        };
        /** Me */
        Me: {
            /** @description The name the key was created with */
            name: string;
            /** @description The first characters of the key, as `pctx key list` shows them */
            prefix: string;
            /**
             * @description read: list, get, search, export, history; write: the same plus sync, delete and restore
             * @enum {string}
             */
            access: "read" | "write";
            /** @enum {string} */
            plan: "free" | "pro" | "enterprise";
            /** @description The key's rate limits (its plan's, or its own on enterprise) */
            limits: {
                perMinute: number;
                perDay: number;
            };
            /** @description Whether the key may use every project, present and future */
            allProjects: boolean;
            /** @description Whether the key is an admin key: it may manage projects and keys (/projects, /keys) */
            admin: boolean;
            /** @description The project ids the key may use: for an all-projects key, every project there is now; else its list (deleting a project takes it off) */
            projects: string[];
            /** Format: date-time */
            createdAt: string;
            expiresAt: string | null;
        };
        /** Member */
        Member: {
            userId: string;
            email: string;
            name: string;
            /**
             * @description viewer (read), editor (+ sync, delete, restore), admin (+ members, webhooks, types, settings)
             * @enum {string}
             */
            role: "viewer" | "editor" | "admin";
        };
        /**
         * OauthError
         * @description The error answer of the OAuth protocol endpoints
         */
        OauthError: {
            data: null;
            /** @description The RFC error code: invalid_request, invalid_client, invalid_grant, unsupported_grant_type, invalid_scope, invalid_target, invalid_redirect_uri, invalid_client_metadata, too_many_requests */
            error: string;
            /** @description What went wrong and how to fix it */
            error_description?: string;
        };
        /** PersonMe */
        PersonMe: {
            user: {
                id: string;
                email: string;
                name: string;
                admin: boolean;
            };
            /** @description The projects the person may use, with their role (instance admins: every project, as admin) */
            projects: {
                id: string;
                /** @enum {string} */
                role: "viewer" | "editor" | "admin";
            }[];
        };
        /** Problem */
        Problem: {
            /** @description Where the problem is, e.g. blocks[3].value.goals */
            path: string;
            /** @description What is wrong and how to fix it */
            message: string;
        };
        /** Project */
        Project: {
            id: string;
            name: string;
            description: string;
            /** @description Whether the public endpoints show the project */
            public: boolean;
            /** @description +1 on every sync that changes something */
            revision: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** ProtectedResourceMetadata */
        ProtectedResourceMetadata: {
            /** @description The resource: the value of `resource` in authorization and token requests (RFC 8707) */
            resource: string;
            /** @description The issuer that signs tokens for it: this server */
            authorization_servers: string[];
            /** @description read and write */
            scopes_supported: string[];
            /** @description header: `Authorization: Bearer <token>` only */
            bearer_methods_supported: string[];
            resource_name: string;
        };
        /** PublicBlock */
        PublicBlock: {
            key: string;
            type: string;
            name: string;
            status: components["schemas"]["BlockStatus"];
            value: components["schemas"]["BlockValue"];
        };
        /** PublicContext */
        PublicContext: {
            project: components["schemas"]["PublicProject"];
            /** @description Sections with something to show, in canonical order */
            sections: components["schemas"]["PublicSection"][];
            budget?: components["schemas"]["PublicContextBudget"];
        };
        /**
         * PublicContextBudget
         * @description Only when `tokens` left blocks out: what the answer is missing
         */
        PublicContextBudget: {
            /** @description The budget asked for (`tokens`) */
            tokens: number;
            /** @enum {boolean} */
            truncated: true;
            /** @description Blocks in `sections` */
            shownBlocks: number;
            /** @description Blocks the whole context has */
            totalBlocks: number;
            /** @description What was left out: how many, then as far as the budget spares (none at 150 tokens), up to 20 keys and per section how many */
            note: string;
        };
        /** PublicProject */
        PublicProject: {
            id: string;
            name: string;
            description: string;
            /** @description +1 on every change; part of the ETag */
            revision: number;
            /** Format: date-time */
            updatedAt: string;
        };
        /** PublicSection */
        PublicSection: {
            /** @description Section id: brand, product, users, or a custom one */
            type: string;
            title: string;
            blocks: components["schemas"]["PublicBlock"][];
        };
        /** PutMember */
        PutMember: {
            /** @description viewer, editor or admin */
            role: string;
        };
        /** RestoreRequest */
        RestoreRequest: {
            /** @description The recorded revision to go back to (GET …/revisions lists them) */
            revision: number;
            /** @description Only these blocks (at most SYNC_MAX_BLOCKS, 1000 by default): each becomes what it was at `revision`, or is deleted if it did not exist then. Left out: the whole project, blocks created since included (they are deleted) */
            keys?: string[];
            /**
             * @description Report what would change; write and record nothing
             * @default false
             */
            dryRun: boolean;
            /** @description The revision you last read: if it is not the project's revision, 409 and nothing is restored */
            expectedRevision?: number;
            /** @description Why, up to 500 characters: recorded with the revision the restore makes */
            message?: string;
        };
        /** RestoreResult */
        RestoreResult: {
            /** @description The project revision after the sync (for a dry run: the one it would produce) */
            revision: number;
            /** @description Keys of the blocks created */
            created: string[];
            /** @description Keys of the blocks changed */
            updated: string[];
            /** @description Keys listed whose block did not change */
            unchanged: string[];
            /** @description Keys deleted by mode "replace" */
            deleted: string[];
            dryRun: boolean;
            /** @description Name of each block created, updated or deleted, by key: a block brought back by the name it had at `revision`, one updated or deleted by the name it has now */
            names: {
                [key: string]: string;
            };
        };
        /**
         * Revision
         * @description One change to a project
         */
        Revision: {
            revision: number;
            /**
             * Format: date-time
             * @description When the change was written
             */
            createdAt: string;
            /**
             * @description What made it: a sync, a block deleted on its own, a change to the project (admin CLI), the project created, the state the project had when history began to be recorded, a restore of an earlier revision, or a change of the project's synonyms (PUT …/synonyms: no block changes)
             * @enum {string}
             */
            kind: "sync" | "delete" | "project" | "created" | "history-start" | "restore" | "synonyms";
            /** @description Who made the change; null for the admin CLI and for history-start. Revisions from before attribution read as authored by their key */
            author: components["schemas"]["Author"] | null;
            /** @description The API key that made the change (kept for compatibility: `author` says who); null when no key made it (a person, the admin CLI, history-start) */
            keyId: string | null;
            /** @description That key's name when it made the change */
            keyName: string | null;
            /** @description The message sent with the change */
            message: string | null;
            /** @description Keys of the blocks it created */
            created: string[];
            /** @description Keys of the blocks it changed */
            updated: string[];
            /** @description Keys of the blocks it deleted */
            deleted: string[];
            /** @description Name of each block it created, updated or deleted, by key: the name after the change, or before it for a deleted block (a key is absent only when retention pruned that block's earlier version) */
            names: {
                [key: string]: string;
            };
        };
        /** RevisionDetail */
        RevisionDetail: {
            revision: number;
            /**
             * Format: date-time
             * @description When the change was written
             */
            createdAt: string;
            /**
             * @description What made it: a sync, a block deleted on its own, a change to the project (admin CLI), the project created, the state the project had when history began to be recorded, a restore of an earlier revision, or a change of the project's synonyms (PUT …/synonyms: no block changes)
             * @enum {string}
             */
            kind: "sync" | "delete" | "project" | "created" | "history-start" | "restore" | "synonyms";
            /** @description Who made the change; null for the admin CLI and for history-start. Revisions from before attribution read as authored by their key */
            author: components["schemas"]["Author"] | null;
            /** @description The API key that made the change (kept for compatibility: `author` says who); null when no key made it (a person, the admin CLI, history-start) */
            keyId: string | null;
            /** @description That key's name when it made the change */
            keyName: string | null;
            /** @description The message sent with the change */
            message: string | null;
            /** @description Keys of the blocks it created */
            created: string[];
            /** @description Keys of the blocks it changed */
            updated: string[];
            /** @description Keys of the blocks it deleted */
            deleted: string[];
            /** @description Name of each block it created, updated or deleted, by key: the name after the change, or before it for a deleted block (a key is absent only when retention pruned that block's earlier version) */
            names: {
                [key: string]: string;
            };
            /** @description Every block the revision changed, by key */
            changes: {
                key: string;
                /** @enum {string} */
                change: "created" | "updated" | "deleted";
                /** @description The block before the revision; null when it created it */
                before: components["schemas"]["Block"] | null;
                /** @description The block after the revision; null when it deleted it */
                after: components["schemas"]["Block"] | null;
                /** @description Every field that differs, in a fixed order */
                fields: components["schemas"]["FieldChange"][];
            }[];
        };
        /** RevocationRequest */
        RevocationRequest: {
            /** @description An access or refresh token */
            token: string;
            /** @description access_token or refresh_token (the server finds out itself) */
            token_type_hint?: string;
            /** @description The client the token was issued to */
            client_id?: string;
        } & {
            [key: string]: unknown;
        };
        /** Revoked */
        Revoked: Record<string, never>;
        /**
         * SearchHit
         * @description A block with its relevance and a snippet of the matching text
         */
        SearchHit: {
            /**
             * Format: uuid
             * @description Stable for the life of the block
             */
            id: string;
            /** @description Unique within the project */
            key: string;
            /** @description persona, text, list, or any other type */
            type: string;
            /** @description brand, product, users, or a custom section */
            section: string;
            name: string;
            status: components["schemas"]["BlockStatus"];
            value: components["schemas"]["BlockValue"];
            /** @description Order inside its section */
            position: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Relevance; higher is better */
            score: number;
            /** @description Up to 200 characters of matching text, the words that matched (stemmed and corrected ones included) wrapped in ** */
            snippet: string;
        };
        /** Session */
        Session: {
            id: string;
            /**
             * Format: date-time
             * @description When the person signed in
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description Its last request (written at most once a minute)
             */
            lastSeenAt: string;
            /**
             * Format: date-time
             * @description When it ends unless used again: 7 days after its last use, 30 days after sign-in at the latest
             */
            expiresAt: string;
            /** @description The session of this request */
            current: boolean;
        };
        /** SetPassword */
        SetPassword: {
            /** @description The one-time link's token (`token=…`) */
            token?: string;
            currentPassword?: string;
            /** @description The new password: at least 12 characters */
            password: string;
        };
        /** SignedIn */
        SignedIn: {
            user: components["schemas"]["User"];
            /**
             * Format: date-time
             * @description The session ends then at the latest (30 days); 7 days without use end it sooner
             */
            expiresAt: string;
        };
        /** SignedOut */
        SignedOut: {
            signedOut: boolean;
        };
        /** SignIn */
        SignIn: {
            /** @description An email address; case is ignored */
            email: string;
            password: string;
        };
        /** SignOut */
        SignOut: {
            /** @description true: end every session of the person (every browser and device), this one included */
            everywhere?: boolean;
        };
        /**
         * SyncBlock
         * @description One block to create or update, matched by key. Fields left out keep their stored value; the merged block is validated. Read-only fields of list, get, export and search results are accepted and ignored
         */
        SyncBlock: {
            /** @description Block key, unique in the project, matching the block to create or update: 1–128 letters, digits, ".", "_" or "-", starting with a letter or digit; "search" is reserved */
            key: string;
            /** @description Required for a new key: persona, text, list, or a custom type (1–64 lowercase letters, digits, "_" or "-", starting with a letter) */
            type?: string;
            /** @description Required for a new key: brand, product, users, or a custom section (1–64 lowercase letters, digits, "_" or "-", starting with a letter) */
            section?: string;
            /** @description Display name, 1–200 characters, not blank; defaults to the key */
            name?: string;
            status?: components["schemas"]["BlockStatus"];
            value?: components["schemas"]["BlockValue"];
            /** @description Order inside the section; a new block defaults to after the last one */
            position?: number;
            /** @description Read-only; ignored */
            id?: string;
            /** @description Read-only; ignored */
            createdAt?: string;
            /** @description Read-only; ignored */
            updatedAt?: string;
            /** @description Read-only; ignored */
            score?: number;
            /** @description Read-only; ignored */
            snippet?: string;
        };
        /**
         * SyncRequest
         * @description The whole sync is one transaction: any invalid block is a 400 and nothing is written
         */
        SyncRequest: {
            /** @description Blocks to create or update, matched by key; at most SYNC_MAX_BLOCKS (1000 by default), no key twice */
            blocks: components["schemas"]["SyncBlock"][];
            /**
             * @description upsert: leave unlisted blocks alone; replace: also delete every block not listed
             * @default upsert
             * @enum {string}
             */
            mode: "upsert" | "replace";
            /**
             * @description Validate and report what would change; write nothing
             * @default false
             */
            dryRun: boolean;
            /** @description The revision you last read: if it is not the project's revision, 409 and nothing is written */
            expectedRevision?: number;
            /** @description Why the change was made, up to 500 characters: recorded with the revision the sync makes */
            message?: string;
        };
        /** SyncResult */
        SyncResult: {
            /** @description The project revision after the sync (for a dry run: the one it would produce) */
            revision: number;
            /** @description Keys of the blocks created */
            created: string[];
            /** @description Keys of the blocks changed */
            updated: string[];
            /** @description Keys listed whose block did not change */
            unchanged: string[];
            /** @description Keys deleted by mode "replace" */
            deleted: string[];
            dryRun: boolean;
        };
        /** Synonyms */
        Synonyms: {
            /** @description At most 500 groups. A query word in a group also matches the other words of every group it is in (one step, never through another group) */
            groups: string[][];
        };
        /** SynonymsAnswer */
        SynonymsAnswer: {
            /** @description At most 500 groups. A query word in a group also matches the other words of every group it is in (one step, never through another group) */
            groups: string[][];
            /** @description The project's revision: a PUT that changed the groups made a revision of kind `synonyms` */
            revision: number;
        };
        /** TokenRequest */
        TokenRequest: {
            /** @description authorization_code or refresh_token (any other: unsupported_grant_type) */
            grant_type: string;
            /** @description authorization_code: the code from the redirect */
            code?: string;
            /** @description authorization_code: the PKCE verifier (43 to 128 characters) */
            code_verifier?: string;
            /** @description authorization_code: the redirect URI of the authorization request */
            redirect_uri?: string;
            /** @description refresh_token: the refresh token, spent by this request */
            refresh_token?: string;
            /** @description The client the code or refresh token was issued to */
            client_id?: string;
            /** @description Optional: the resource of the authorization request (RFC 8707) */
            resource?: string;
        } & {
            [key: string]: unknown;
        };
        /** TokenResponse */
        TokenResponse: {
            /** @description `pctx_oat_…`, for `Authorization: Bearer` */
            access_token: string;
            /** @enum {string} */
            token_type: "Bearer";
            /** @description Seconds the access token lives: 3600 */
            expires_in: number;
            /** @description `pctx_ort_…`: works once (30 days); using it again revokes the grant */
            refresh_token: string;
            /** @description `read write` when any project was granted write, else `read` */
            scope: string;
        };
        /**
         * UpdateApiKeyRequest
         * @description Only the fields given change. `projects` makes it a key of those projects; `allProjects: true` one of every project; `admin: true` an admin key (every project, write). A plan other than enterprise drops the own limits; null clears a limit
         */
        UpdateApiKeyRequest: {
            name?: string;
            /**
             * @description Rate-limit plan: free 60/min and 1000/day, pro 300/min and 10000/day, enterprise its own
             * @enum {string}
             */
            plan?: "free" | "pro" | "enterprise";
            /** @description Enterprise keys only: requests per minute; null clears it */
            perMinute?: number | null;
            /** @description Enterprise keys only: requests per day; null clears it */
            perDay?: number | null;
            /**
             * @description read: list, get, search, export, history; write: the same plus sync, delete and restore
             * @enum {string}
             */
            access?: "read" | "write";
            /** @description The projects the key may use; each must exist */
            projects?: string[];
            allProjects?: boolean;
            admin?: boolean;
        };
        /**
         * UpdateProjectRequest
         * @description Only the fields given change; a real change is a new revision of the project
         */
        UpdateProjectRequest: {
            name?: string;
            description?: string;
            public?: boolean;
        };
        /** UpdateUser */
        UpdateUser: {
            name?: string;
            admin?: boolean;
            /** @description true ends every session of the user at once */
            disabled?: boolean;
        };
        /** User */
        User: {
            id: string;
            /** @description As it was written; unique whatever its case */
            email: string;
            name: string;
            /** @description An instance admin: manages users */
            admin: boolean;
            /** @description A disabled user cannot sign in; their sessions ended */
            disabled: boolean;
            /** Format: date-time */
            createdAt: string;
            lastSignInAt: string | null;
        };
        /** Webhook */
        Webhook: {
            /** @description wh_ + 32 hex digits */
            id: string;
            projectId: string;
            url: string;
            description: string;
            /** Format: date-time */
            createdAt: string;
        };
        /** WebhookRequest */
        WebhookRequest: {
            /** @description Where events are POSTed: an absolute http(s) URL. A literal loopback, private, link-local or metadata address (or localhost) is refused unless the server sets WEBHOOK_ALLOW_PRIVATE=true */
            url: string;
            /** @description What the endpoint is for */
            description?: string;
        };
    };
    responses: never;
    parameters: {
        /** @description An ETag of an earlier answer (or `*`): 304 without a body while it is current */
        "If-None-Match": string;
    };
    requestBodies: never;
    headers: {
        /** @description Id of this request in the server logs: the caller’s own X-Request-Id when it is 1–128 letters, digits or `._:-`, else a generated UUID */
        "X-Request-Id": string;
        /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
        "X-RateLimit-Limit": number;
        /** @description Requests left in that window */
        "X-RateLimit-Remaining": number;
        /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
        "X-RateLimit-Reset": number;
        /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
        "RateLimit-Policy": string;
        /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
        RateLimit: string;
        /** @description Seconds to wait before retrying */
        "Retry-After": number;
        /** @description Where a redirect goes: the sign-in provider (SSO start), or the console after the provider’s callback (`/console/…`, with `?sso_error=<code>` when the sign-in was refused); for OAuth’s authorize, the console’s consent page or the app’s redirect URI with `error` */
        Location: string;
        /** @description Strong entity tag of this representation; send it back in If-None-Match to get 304 while it is current */
        ETag: string;
        /** @description Public outputs: `public, max-age=60`; export: `private, no-cache`; the OpenAPI document: `public, max-age=300` */
        "Cache-Control": string;
        /** @description Public outputs: `Accept-Encoding`, the answer depends on it (identity, brotli or gzip); on `/context` `Accept, Accept-Encoding` (JSON or markdown too); caches must key on them */
        Vary: "Accept-Encoding" | "Accept, Accept-Encoding";
        /** @description Public outputs (RFC 8288): the project’s other outputs, with the same query: `<…/llms.txt>; rel="describedby"; type="text/plain"`, `<…/markdown>; rel="alternate"; type="text/markdown"`, `<…/context>; rel="alternate"; type="application/json"` (absolute under PUBLIC_BASE_URL, else from the server root) */
        Link: string;
        /** @description Public outputs: `br` or `gzip` when the body is compressed (as Accept-Encoding allows, for bodies of 1 KiB or more that shrink); absent when it is sent as is */
        "Content-Encoding": "br" | "gzip";
        /** @description Public outputs: tokens of the body as sent before any compression, counted with the o200k_base encoding; at most `tokens` when a budget was asked */
        "X-Context-Tokens": number;
        /** @description Public outputs: `true` when `tokens` left blocks out or cut one (the body ends with a note naming them), else `false` */
        "X-Context-Truncated": "true" | "false";
        /** @description Any origin may read the answer (errors included) */
        "Access-Control-Allow-Origin": "*";
        /** @description Response headers a browser script may read */
        "Access-Control-Expose-Headers": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description An ETag of an earlier answer (or `*`): 304 without a body while it is current */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                        info: {
                            title: string;
                            version: string;
                        };
                        paths: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Not modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Over the client IP's limit (PUBLIC_RATE_LIMIT_PER_MINUTE); wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    checkLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is up */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "ok";
                        };
                        error: null;
                    };
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    checkReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready to serve */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "ready";
                            /** @enum {string} */
                            database: "sqlite" | "postgres";
                        };
                        error: null;
                    };
                };
            };
            /** @description Unexpected server error */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database is unreachable or cannot take writes */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key, or the person */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Me"] | components["schemas"]["PersonMe"];
                        error: null;
                    };
                };
            };
            /** @description Invalid path or query parameter, or an unknown query parameter: `error` names the first problem, `details` lists every one */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The projects */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The projects the key may read, by id */
                        data: components["schemas"]["Project"][];
                        error: null;
                    };
                };
            };
            /** @description Invalid path or query parameter, or an unknown query parameter: `error` names the first problem, `details` lists every one */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Without `id`, the server picks a UUID */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProjectRequest"];
            };
        };
        responses: {
            /** @description The project */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Project"];
                        error: null;
                    };
                };
            };
            /** @description Invalid body (`details` lists every problem): an id that breaks its syntax, a blank or too long name, a description over 2000 characters, an unknown field */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key is valid but not an admin key: managing projects and keys needs one (pctx key create --admin) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A project with this id exists already; choose another id */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES (5 MiB by default) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not application/json, or it is compressed (no coding is accepted) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The disk holding the database is full; nothing was written */
            507: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignIn"];
            };
        };
        responses: {
            /** @description Signed in; the Set-Cookie header carries the session */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignedIn"];
                        error: null;
                    };
                };
            };
            /** @description The body is not {email, password} */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Email or password is wrong (the same answer for an unknown email) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request came from another site's page (its Origin is not this server's) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES (5 MiB by default) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not application/json, or it is compressed (no coding is accepted) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Five failed sign-ins for this account within 15 minutes, or the client IP is over its limit */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignOut"];
            };
        };
        responses: {
            /** @description Signed out */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignedOut"];
                        error: null;
                    };
                };
            };
            /** @description The body is not {everywhere?: boolean} */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session cookie, or its session had already ended */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Another site's page (Origin), or a key rather than a session */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES (5 MiB by default) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not application/json, or it is compressed (no coding is accepted) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Five failed sign-ins for this account within 15 minutes, or the client IP is over its limit */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sessions */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"][];
                        error: null;
                    };
                };
            };
            /** @description No session cookie, or its session had already ended */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Another site's page (Origin), or a key rather than a session */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Five failed sign-ins for this account within 15 minutes, or the client IP is over its limit */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session has ended */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignedOut"];
                        error: null;
                    };
                };
            };
            /** @description No session cookie, or its session had already ended */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Another site's page (Origin), or a key rather than a session */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description You have no session with this id */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Five failed sign-ins for this account within 15 minutes, or the client IP is over its limit */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    setPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetPassword"];
            };
        };
        responses: {
            /** @description The password is set; the Set-Cookie header carries the session */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignedIn"];
                        error: null;
                    };
                };
            };
            /** @description The password is too short or too long, the link has expired or was spent, the current password is wrong, or both or neither of token and currentPassword were sent */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description currentPassword without a session cookie, or its session has ended */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request came from another site's page (its Origin is not this server's) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES (5 MiB by default) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not application/json, or it is compressed (no coding is accepted) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Five failed sign-ins for this account within 15 minutes, or the client IP is over its limit */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAuthMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sign-in methods */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuthMethods"];
                        error: null;
                    };
                };
            };
            /** @description The client IP is over its limit */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    startOidcSignIn: {
        parameters: {
            query?: {
                /** @description A console path to open once signed in, e.g. `/console/projects/demo` (default `/console/`) */
                returnTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the provider’s sign-in page; or, for a browser (Accept: text/html) when the provider cannot be reached, to `/console/?sso_error=provider_unavailable` */
            302: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description returnTo is not a path of the console */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Single sign-on is not configured on this server (OIDC_ISSUER is unset) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The client IP is over its limit */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The provider could not be reached, or its discovery document does not match OIDC_ISSUER; retry later (a browser is sent to the console instead) */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    finishOidcSignIn: {
        parameters: {
            query?: {
                /** @description The authorization code */
                code?: string;
                state?: string;
                /** @description The provider’s refusal, e.g. access_denied */
                error?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the console: signed in (Set-Cookie pctx_session), or refused with `?sso_error=<code>` */
            302: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Single sign-on is not configured on this server (OIDC_ISSUER is unset) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The client IP is over its limit */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Users per page */
                limit?: number;
                /** @description meta.nextCursor of the previous page (opaque; one that does not decode is a 400) */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"][];
                        error: null;
                        meta: {
                            /** @description Cursor of the next page; null on the last page */
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Invalid path or query parameter, or an unknown query parameter: `error` names the first problem, `details` lists every one */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Neither an admin key nor a signed-in instance admin, or a session's request from another site's page (Origin) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUser"];
            };
        };
        responses: {
            /** @description The user, and their one-time link */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreatedUser"];
                        error: null;
                    };
                };
            };
            /** @description The body is not {email, name, admin?}, or the email is not an email address */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Neither an admin key nor a signed-in instance admin, or a session's request from another site's page (Origin) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A user with this email exists already (case is ignored) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES (5 MiB by default) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not application/json, or it is compressed (no coding is accepted) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The disk holding the database is full; nothing was written */
            507: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUser"];
            };
        };
        responses: {
            /** @description The user as changed */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                        error: null;
                    };
                };
            };
            /** @description The body is not {name?, admin?, disabled?} with at least one of them */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Neither an admin key nor a signed-in instance admin, or a session's request from another site's page (Origin) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No user has this id */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description It would leave no enabled instance admin: make another user one first */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES (5 MiB by default) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not application/json, or it is compressed (no coding is accepted) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The disk holding the database is full; nothing was written */
            507: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createUserLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user, and their new one-time link */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreatedUser"];
                        error: null;
                    };
                };
            };
            /** @description Invalid path or query parameter, or an unknown query parameter: `error` names the first problem, `details` lists every one */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Neither an admin key nor a signed-in instance admin, or a session's request from another site's page (Origin) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No user has this id */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The user is disabled: enable them first (the link could not set a password) */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The disk holding the database is full; nothing was written */
            507: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                /** @description Events per page */
                limit?: number;
                /** @description meta.nextCursor of the previous page (opaque; one that does not decode is a 400) */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditEvent"][];
                        error: null;
                        meta: {
                            /** @description Cursor of the next page; null on the last page */
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description A cursor this API did not issue, a limit that is not a whole number within bounds, or an unknown parameter */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Neither an admin key nor a signed-in instance admin, or a session's request from another site's page (Origin) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteProject: {
        parameters: {
            query?: {
                /** @description Delete even when the project still holds blocks */
                force?: boolean;
            };
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The id of the deleted project */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Deleted"];
                        error: null;
                    };
                };
            };
            /** @description Invalid path or query parameter, or an unknown query parameter: `error` names the first problem, `details` lists every one */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key is valid but not an admin key: managing projects and keys needs one (pctx key create --admin) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The project still holds blocks and force=true was not sent; nothing was deleted */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The disk holding the database is full; nothing was written */
            507: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
            };
            cookie?: never;
        };
        /** @description Only the fields given change; a real change is a new revision of the project */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProjectRequest"];
            };
        };
        responses: {
            /** @description The project as changed */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Project"];
                        error: null;
                    };
                };
            };
            /** @description Invalid body or project id (`details` lists every problem): a blank or too long name, a description over 2000 characters, an unknown field */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key is valid but not an admin key: managing projects and keys needs one (pctx key create --admin) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES (5 MiB by default) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not application/json, or it is compressed (no coding is accepted) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The disk holding the database is full; nothing was written */
            507: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listKeys: {
        parameters: {
            query?: {
                /** @description Only the signed-in person's own personal keys */
                owner?: "me";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"][];
                        error: null;
                    };
                };
            };
            /** @description owner=me asked with a key (sign in as a person), or an unknown query parameter */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key is valid but not an admin key: managing projects and keys needs one (pctx key create --admin) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Give `projects`, or `allProjects: true`, or `admin: true` */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyRequest"];
            };
        };
        responses: {
            /** @description The key, with its secret (shown only here) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreatedApiKey"];
                        error: null;
                    };
                };
            };
            /** @description Invalid body (`details` lists every problem): a blank name, both or neither of projects and allProjects, a project that does not exist, limits on a plan other than enterprise, an admin key with projects or read access, an expiry not in the future, an unknown field */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an admin key (nor a signed-in person), or a personal key for a project the person has no role on */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES (5 MiB by default) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not application/json, or it is compressed (no coding is accepted) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The disk holding the database is full; nothing was written */
            507: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The key id, or its 12-character display prefix (e.g. pctx_AbCdEfG) */
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"];
                        error: null;
                    };
                };
            };
            /** @description An invalid key id, or a display prefix that several keys share (name the key by id) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key is valid but not an admin key: managing projects and keys needs one (pctx key create --admin) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No key has this id or display prefix */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The key id, or its 12-character display prefix (e.g. pctx_AbCdEfG) */
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The id of the deleted key */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Deleted"];
                        error: null;
                    };
                };
            };
            /** @description An invalid key id, or a display prefix that several keys share (name the key by id) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key is valid but not an admin key: managing projects and keys needs one (pctx key create --admin) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No key has this id or display prefix */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description It would leave no usable admin key, or only admin keys that expire within 24 hours and sooner than this one (revoking, deleting or demoting it): create another admin key first, with no expiry or one more than 24 hours away */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The disk holding the database is full; nothing was written */
            507: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The key id, or its 12-character display prefix (e.g. pctx_AbCdEfG) */
                keyId: string;
            };
            cookie?: never;
        };
        /** @description Only the fields given change. `projects` makes it a key of those projects; `allProjects: true` one of every project; `admin: true` an admin key (every project, write). A plan other than enterprise drops the own limits; null clears a limit */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateApiKeyRequest"];
            };
        };
        responses: {
            /** @description The key as changed */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"];
                        error: null;
                    };
                };
            };
            /** @description Invalid body or key id (`details` lists every problem): a blank name, both projects and allProjects, a project that does not exist, limits on a plan other than enterprise, an admin key with a project list or read access, an unknown field; or a display prefix several keys share */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key is valid but not an admin key: managing projects and keys needs one (pctx key create --admin) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No key has this id or display prefix */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description It would leave no usable admin key, or only admin keys that expire within 24 hours and sooner than this one (revoking, deleting or demoting it): create another admin key first, with no expiry or one more than 24 hours away */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES (5 MiB by default) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not application/json, or it is compressed (no coding is accepted) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The disk holding the database is full; nothing was written */
            507: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    revokeKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The key id, or its 12-character display prefix (e.g. pctx_AbCdEfG) */
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revoked key */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"];
                        error: null;
                    };
                };
            };
            /** @description An invalid key id, or a display prefix that several keys share (name the key by id) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key is valid but not an admin key: managing projects and keys needs one (pctx key create --admin) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No key has this id or display prefix */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description It would leave no usable admin key, or only admin keys that expire within 24 hours and sooner than this one (revoking, deleting or demoting it): create another admin key first, with no expiry or one more than 24 hours away */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The disk holding the database is full; nothing was written */
            507: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The members */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Member"][];
                        error: null;
                    };
                };
            };
            /** @description Invalid path or query parameter, or an unknown query parameter: `error` names the first problem, `details` lists every one */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not the project's admin, an instance admin or an admin key (a write key is not enough: it could make its holder an admin), or a session's change from another site's page (Origin) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
                /** @description The user id (GET /api/v1/users) */
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PutMember"];
            };
        };
        responses: {
            /** @description The member as now */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Member"];
                        error: null;
                    };
                };
            };
            /** @description A role other than viewer, editor or admin, or an unknown field */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not the project's admin, an instance admin or an admin key (a write key is not enough: it could make its holder an admin), or a session's change from another site's page (Origin) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project, or no user has this id */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The user is disabled, or the change would leave the project without an admin */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES (5 MiB by default) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not application/json, or it is compressed (no coding is accepted) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The disk holding the database is full; nothing was written */
            507: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
                /** @description The user id (GET /api/v1/users) */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user id removed */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The user id */
                            removed: string;
                        };
                        error: null;
                    };
                };
            };
            /** @description Invalid path or query parameter, or an unknown query parameter: `error` names the first problem, `details` lists every one */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not the project's admin, an instance admin or an admin key (a write key is not enough: it could make its holder an admin), or a session's change from another site's page (Origin) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project, or the user is no member of it */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The user is the last admin of the project */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The disk holding the database is full; nothing was written */
            507: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listBlocks: {
        parameters: {
            query?: {
                /** @description Only this section (1–64 lowercase letters, digits, "_" or "-", starting with a letter) */
                section?: string;
                /** @description empty, draft or complete */
                status?: components["schemas"]["BlockStatus"];
                /** @description Only this block type (1–64 lowercase letters, digits, "_" or "-", starting with a letter) */
                type?: string;
                /** @description Read the project as it was after this revision (a whole number ≥ 0). The current revision answers as without it; one never made or no longer recorded is a 404 naming the recorded revisions */
                revision?: number;
                /** @description Blocks per page */
                limit?: number;
                /** @description meta.nextCursor of the previous page (opaque; one that does not decode is a 400) */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of blocks */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Block"][];
                        error: null;
                        meta: {
                            /** @description Cursor of the next page; null on the last page */
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Invalid section, status, type, limit, cursor or revision, or an unknown query parameter; `details` lists every problem */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key has no access to this project (whether the project exists or not: the two are indistinguishable), the signed-in person's role on it is not enough, or a session's change came without this server's Origin */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project (for a key that may see every project), or a `revision` that is not recorded (never made, or older than the history kept) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    searchBlocks: {
        parameters: {
            query: {
                /** @description A question, sentence or keywords; `"quoted phrase"`, `-excluded`; the last word also matches as a prefix */
                q: string;
                /** @description `any` (default): a block matches with one meaningful query term, and blocks covering more terms rank higher; `all`: every term must match */
                match?: "any" | "all";
                /** @description Only this section (1–64 lowercase letters, digits, "_" or "-", starting with a letter) */
                section?: string;
                /** @description empty, draft or complete */
                status?: components["schemas"]["BlockStatus"];
                /** @description Only this block type (1–64 lowercase letters, digits, "_" or "-", starting with a letter) */
                type?: string;
                /** @description Most hits to return */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching blocks, best first, and the corrections made to the query */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SearchHit"][];
                        error: null;
                        meta: {
                            /** @description Query words corrected to words of the project; empty when none was */
                            corrections: components["schemas"]["Correction"][];
                            /** @description Query words searched with the project's synonyms too (GET …/synonyms); empty when none was */
                            expansions: components["schemas"]["Expansion"][];
                        };
                    };
                };
            };
            /** @description `q` missing, empty or too long; `match` other than any or all; invalid filter or limit; or an unknown query parameter */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key has no access to this project (whether the project exists or not: the two are indistinguishable), the signed-in person's role on it is not enough, or a session's change came without this server's Origin */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project (for a key that may see every project) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getBlock: {
        parameters: {
            query?: {
                /** @description Read the project as it was after this revision (a whole number ≥ 0). The current revision answers as without it; one never made or no longer recorded is a 404 naming the recorded revisions */
                revision?: number;
            };
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
                /** @description Block key: 1–128 letters, digits, ".", "_" or "-", starting with a letter or digit; case-sensitive */
                blockKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The block */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Block"];
                        error: null;
                    };
                };
            };
            /** @description A project id or block key that breaks its syntax, or an invalid revision */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key has no access to this project (whether the project exists or not: the two are indistinguishable), the signed-in person's role on it is not enough, or a session's change came without this server's Origin */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project (for a key that may see every project), no block with this key (at `revision` when given), or a `revision` that is not recorded (never made, or older than the history kept) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteBlock: {
        parameters: {
            query?: {
                /** @description The revision you last read: if it is not the project's revision, 409 and nothing is deleted */
                expectedRevision?: number;
                /** @description Why, up to 500 characters: recorded with the revision */
                message?: string;
            };
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
                /** @description Block key: 1–128 letters, digits, ".", "_" or "-", starting with a letter or digit; case-sensitive */
                blockKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revision made: `deleted` holds the key */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SyncResult"];
                        error: null;
                    };
                };
            };
            /** @description Invalid path or query parameter, or an unknown query parameter: `error` names the first problem, `details` lists every one */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key has no access to this project (whether it exists or not), or is read-only (deleting needs --access write) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project, or no block with this key in it */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description expectedRevision is not the project revision; nothing was deleted */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer or take writes right now; nothing was deleted */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The disk holding the database is full; nothing was deleted */
            507: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    exportProject: {
        parameters: {
            query?: {
                /** @description Read the project as it was after this revision (a whole number ≥ 0). The current revision answers as without it; one never made or no longer recorded is a 404 naming the recorded revisions */
                revision?: number;
            };
            header?: {
                /** @description An ETag of an earlier answer (or `*`): 304 without a body while it is current */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Export"];
                        error: null;
                    };
                };
            };
            /** @description Not modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A project id that breaks its syntax, or an invalid revision */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key has no access to this project (whether the project exists or not: the two are indistinguishable), the signed-in person's role on it is not enough, or a session's change came without this server's Origin */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project (for a key that may see every project), or a `revision` that is not recorded (never made, or older than the history kept) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    syncBlocks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
            };
            cookie?: never;
        };
        /** @description The whole sync is one transaction: any invalid block is a 400 and nothing is written */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SyncRequest"];
            };
        };
        responses: {
            /** @description What the sync did (or, with dryRun, would do) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SyncResult"];
                        error: null;
                    };
                };
            };
            /** @description Invalid body (every problem in `details`, e.g. blocks[3].value.goals), body that is not valid JSON or is empty, or an invalid project id */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key has no access to this project (whether it exists or not), or is read-only (sync needs --access write) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project (for a key that may see every project) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description expectedRevision is not the project revision; nothing was written */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES (5 MiB by default) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not application/json, or it is compressed (no coding is accepted) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, the database cannot answer right now (then with Retry-After), or it cannot take writes (its file was deleted or replaced, or it is read-only); nothing was written */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The disk holding the database is full; nothing was written */
            507: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listRevisions: {
        parameters: {
            query?: {
                /** @description Revisions per page */
                limit?: number;
                /** @description meta.nextCursor of the previous page (opaque; one that does not decode is a 400) */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Revision"][];
                        error: null;
                        meta: {
                            /** @description Cursor of the next page; null on the last page */
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Invalid path or query parameter, or an unknown query parameter: `error` names the first problem, `details` lists every one */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key has no access to this project (whether the project exists or not: the two are indistinguishable), the signed-in person's role on it is not enough, or a session's change came without this server's Origin */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project (for a key that may see every project) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getRevision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
                /** @description A revision number */
                revision: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RevisionDetail"];
                        error: null;
                    };
                };
            };
            /** @description Invalid path or query parameter, or an unknown query parameter: `error` names the first problem, `details` lists every one */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key has no access to this project (whether the project exists or not: the two are indistinguishable), the signed-in person's role on it is not enough, or a session's change came without this server's Origin */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project, or the revision is not recorded (the message says which are) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getBlockHistory: {
        parameters: {
            query?: {
                /** @description Versions per page */
                limit?: number;
                /** @description meta.nextCursor of the previous page (opaque; one that does not decode is a 400) */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
                /** @description Block key: 1–128 letters, digits, ".", "_" or "-", starting with a letter or digit; case-sensitive */
                blockKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BlockVersion"][];
                        error: null;
                        meta: {
                            /** @description Cursor of the next page; null on the last page */
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Invalid path or query parameter, or an unknown query parameter: `error` names the first problem, `details` lists every one */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key has no access to this project (whether the project exists or not: the two are indistinguishable), the signed-in person's role on it is not enough, or a session's change came without this server's Origin */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project, or no version of the block is recorded */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listChanges: {
        parameters: {
            query: {
                /** @description A revision you have (e.g. the export's project.revision): changes after it are listed */
                since: number;
                /** @description Changes per page */
                limit?: number;
                /** @description meta.nextCursor of the previous page (opaque; one that does not decode is a 400) */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Change"][];
                        error: null;
                        meta: {
                            /** @description The project's revision when the page was read */
                            revision: number;
                            /** @description Cursor of the next page; null on the last page */
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Invalid path or query parameter, or an unknown query parameter: `error` names the first problem, `details` lists every one */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key has no access to this project (whether the project exists or not: the two are indistinguishable), the signed-in person's role on it is not enough, or a session's change came without this server's Origin */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project, or `since` is older than the first recorded revision (the message says which are recorded) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    restoreRevision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestoreRequest"];
            };
        };
        responses: {
            /** @description What the restore did (or, with dryRun, would do) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RestoreResult"];
                        error: null;
                    };
                };
            };
            /** @description Invalid body (every problem in `details`: an unknown field, a revision that is not a whole number ≥ 0, keys that are not an array of valid keys or more than SYNC_MAX_BLOCKS of them, a message over 500 characters), body that is not valid JSON or is empty, or an invalid project id */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key has no access to this project (whether it exists or not), or is read-only (restore needs --access write) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project, a revision that is not recorded (the message says which are), or a listed key that exists neither now nor at that revision */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description expectedRevision is not the project revision; nothing was restored */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES (5 MiB by default) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not application/json, or it is compressed (no coding is accepted) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer or take writes right now; nothing was restored */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The disk holding the database is full; nothing was restored */
            507: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every webhook of the project */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Webhook"][];
                        error: null;
                    };
                };
            };
            /** @description Invalid path or query parameter, or an unknown query parameter: `error` names the first problem, `details` lists every one */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key has no access to this project (whether it exists or not), or is read-only (webhooks need --access write) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project (for a key that may see every project) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookRequest"];
            };
        };
        responses: {
            /** @description The webhook, with its secret (shown only here) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreatedWebhook"];
                        error: null;
                    };
                };
            };
            /** @description Invalid body (`details` says what): a URL that is not absolute http(s), longer than 2048 characters, or whose host is a literal loopback, private, link-local or metadata address (or localhost) without WEBHOOK_ALLOW_PRIVATE; a description over 500 characters; an unknown field; or the project has 10 webhooks already */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key has no access to this project (whether it exists or not), or is read-only (webhooks need --access write) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project (for a key that may see every project) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES (5 MiB by default) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not application/json, or it is compressed (no coding is accepted) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot take writes right now */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The disk holding the database is full; nothing was written */
            507: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
                /** @description Webhook id, as created: wh_ + 32 hex digits */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook is gone: `deleted` is its id */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deleted: string;
                        };
                        error: null;
                    };
                };
            };
            /** @description Invalid path or query parameter, or an unknown query parameter: `error` names the first problem, `details` lists every one */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key has no access to this project (whether it exists or not), or is read-only (webhooks need --access write) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project, or no webhook with this id in it */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The disk holding the database is full; nothing was deleted */
            507: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
                /** @description Webhook id, as created: wh_ + 32 hex digits */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attempt and its outcome */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeliveryAttempt"];
                        error: null;
                    };
                };
            };
            /** @description Invalid path or query parameter, or an unknown query parameter: `error` names the first problem, `details` lists every one */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key has no access to this project (whether it exists or not), or is read-only (webhooks need --access write) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project, or no webhook with this id in it */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query: {
                /** @description How many recent attempts, newest first (the newest 100 are kept) */
                limit: number;
            };
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
                /** @description Webhook id, as created: wh_ + 32 hex digits */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recent attempts, newest first */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeliveryAttempt"][];
                        error: null;
                    };
                };
            };
            /** @description Invalid path or query parameter, or an unknown query parameter: `error` names the first problem, `details` lists every one */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key has no access to this project (whether it exists or not), or is read-only (webhooks need --access write) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project, or no webhook with this id in it */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listBlockTypes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every custom type of the project */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BlockTypeDefinition"][];
                        error: null;
                    };
                };
            };
            /** @description Invalid path or query parameter, or an unknown query parameter: `error` names the first problem, `details` lists every one */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key has no access to this project (whether the project exists or not: the two are indistinguishable), the signed-in person's role on it is not enough, or a session's change came without this server's Origin */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project (for a key that may see every project) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getBlockType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
                /** @description Type name: 1–64 lowercase letters, digits, "_" or "-", starting with a letter; not a built-in type (persona, text, list) */
                type: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The type */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BlockTypeDefinition"];
                        error: null;
                    };
                };
            };
            /** @description Invalid path or query parameter, or an unknown query parameter: `error` names the first problem, `details` lists every one */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key has no access to this project (whether the project exists or not: the two are indistinguishable), the signed-in person's role on it is not enough, or a session's change came without this server's Origin */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project, or the project defines no type of this name */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putBlockType: {
        parameters: {
            query?: {
                /** @description Check the definition and the existing blocks; save nothing */
                dryRun?: boolean;
            };
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
                /** @description Type name: 1–64 lowercase letters, digits, "_" or "-", starting with a letter; not a built-in type (persona, text, list) */
                type: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlockTypeRequest"];
            };
        };
        responses: {
            /** @description The type was replaced (or was already so) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BlockTypeDefinition"];
                        error: null;
                    };
                };
            };
            /** @description The type was created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BlockTypeDefinition"];
                        error: null;
                    };
                };
            };
            /** @description Invalid name (a built-in type, or one breaking the pattern), or an invalid definition: a schema Ajv cannot compile, a root that is not type "object", a $ref outside the schema, $id, a pattern that cannot run in linear time, uniqueItems without maxItems ≤ 256, an unknown keyword or format, a schema over 64 KiB or nested over 32 levels, requiredForComplete naming a field not in properties, or the project has 100 types already; every problem in `details` */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key has no access to this project (whether it exists or not), or is read-only (types need --access write to change) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project (for a key that may see every project) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Existing blocks of the type do not satisfy the definition: the message names them; nothing was saved */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES (5 MiB by default) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not application/json, or it is compressed (no coding is accepted) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The disk holding the database is full; nothing was saved */
            507: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteBlockType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
                /** @description Type name: 1–64 lowercase letters, digits, "_" or "-", starting with a letter; not a built-in type (persona, text, list) */
                type: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The type as it was */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BlockTypeDefinition"];
                        error: null;
                    };
                };
            };
            /** @description Invalid path or query parameter, or an unknown query parameter: `error` names the first problem, `details` lists every one */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key has no access to this project (whether it exists or not), or is read-only (types need --access write to change) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project, or the project defines no type of this name */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The disk holding the database is full; nothing was deleted */
            507: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConsent: {
        parameters: {
            query?: {
                /** @description code */
                response_type?: string;
                /** @description The registered client id, or the https URL of its metadata document */
                client_id?: string;
                /** @description One of the client’s redirect URIs */
                redirect_uri?: string;
                /** @description PKCE S256 challenge */
                code_challenge?: string;
                /** @description S256 */
                code_challenge_method?: string;
                /** @description Returned to the client as it was sent */
                state?: string;
                /** @description read, write or both (space separated) */
                scope?: string;
                /** @description The MCP server or API the token is for (RFC 8707) */
                resource?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The app and the choices */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Consent"];
                        error: null;
                    };
                };
            };
            /** @description The authorization request is not valid (its OAuth error code, then what to fix) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in: sign in, then come back */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A key or an app rather than a session; another site's page (Origin); or a project beyond the person's own role */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the person's limit, or without a live session the client IP's */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    answerConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsentAnswer"];
            };
        };
        responses: {
            /** @description Where the browser goes now */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ConsentRedirect"];
                        error: null;
                    };
                };
            };
            /** @description The authorization request is not valid (its OAuth error code, then what to fix) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in: sign in, then come back */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A key or an app rather than a session; another site's page (Origin); or a project beyond the person's own role */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the person's limit, or without a live session the client IP's */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listGrants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live grants */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Grant"][];
                        error: null;
                    };
                };
            };
            /** @description Not signed in: sign in, then come back */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A key or an app rather than a session; another site's page (Origin); or a project beyond the person's own role */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the person's limit, or without a live session the client IP's */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    revokeGrant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                grantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            revoked: true;
                        };
                        error: null;
                    };
                };
            };
            /** @description The grant id is longer than 100 characters */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not signed in: sign in, then come back */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A key or an app rather than a session; another site's page (Origin); or a project beyond the person's own role */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such live grant of this person */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the person's limit, or without a live session the client IP's */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSynonyms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The groups as last set ([] when none) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SynonymsAnswer"];
                        error: null;
                    };
                };
            };
            /** @description Invalid path or query parameter, or an unknown query parameter: `error` names the first problem, `details` lists every one */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key has no access to this project (whether the project exists or not: the two are indistinguishable), the signed-in person's role on it is not enough, or a session's change came without this server's Origin */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project (for a key that may see every project) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putSynonyms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id: 1–64 letters, digits, "_" or "-", starting with a letter or digit */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Synonyms"];
            };
        };
        responses: {
            /** @description The groups now set, and the revision */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SynonymsAnswer"];
                        error: null;
                    };
                };
            };
            /** @description Invalid body: not an object, groups missing or not an array, over 500 groups, a group that is not an array of words, is empty, has over 20 words or fewer than two different words once analysed, a term empty, over 64 characters, of several words, without letters or digits, or a stop word; every problem in `details` */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing, malformed, unknown, revoked or expired API key (X-API-Key) */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The key has no access to this project (whether it exists or not), or is read-only (synonyms need --access write, or the editor role) */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such project (for a key that may see every project) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is larger than BODY_LIMIT_BYTES (5 MiB by default) */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not application/json, or it is compressed (no coding is accepted) */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Rate limit exceeded: the key's plan (per minute or per day), or, without a valid key, the client IP's limit. Wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now (then with Retry-After); retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The disk holding the database is full; nothing was saved */
            507: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getLlmsTxt: {
        parameters: {
            query?: {
                /** @description complete: only complete blocks. Without it, every block except empty ones */
                status?: "complete";
                /** @description Read the project as it was after this revision (a whole number ≥ 0). The current revision answers as without it; one never made or no longer recorded is a 404 naming the recorded revisions */
                revision?: number;
                /** @description Fit the answer in this many tokens (o200k_base, 1–1000000): complete blocks before drafts, with `q` the best matches first, else canonical order; blocks whole or the last one cut at a paragraph; a closing note names what was left out (X-Context-Truncated says whether anything was) */
                tokens?: number;
                /** @description With `tokens`: a search (as /blocks/search takes it, 1–500 characters); the blocks that best answer it are kept first */
                q?: string;
            };
            header?: {
                /** @description An ETag of an earlier answer (or `*`): 304 without a body while it is current */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description Project id. Private and unknown projects answer the same 404 (so does an id that breaks the project id syntax) */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description llms.txt (UTF-8) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    Link: components["headers"]["Link"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    "X-Context-Tokens": components["headers"]["X-Context-Tokens"];
                    "X-Context-Truncated": components["headers"]["X-Context-Truncated"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Not modified: the If-None-Match ETag is that of the representation (coding) that would be sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    Link: components["headers"]["Link"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description status is not "complete", revision is not a whole number ≥ 0, tokens is not a whole number from 1 to 1000000, q is empty or longer than 500 characters, or q is given without tokens, or the Host header is missing or invalid and PUBLIC_BASE_URL is not set (the absolute links cannot be built) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unknown or private project (the two are indistinguishable), or a `revision` that is not recorded (never made, or older than the history kept) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Over the client IP's limit (PUBLIC_RATE_LIMIT_PER_MINUTE); wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getLlmsFullTxt: {
        parameters: {
            query?: {
                /** @description complete: only complete blocks. Without it, every block except empty ones */
                status?: "complete";
                /** @description Read the project as it was after this revision (a whole number ≥ 0). The current revision answers as without it; one never made or no longer recorded is a 404 naming the recorded revisions */
                revision?: number;
                /** @description Fit the answer in this many tokens (o200k_base, 1–1000000): complete blocks before drafts, with `q` the best matches first, else canonical order; blocks whole or the last one cut at a paragraph; a closing note names what was left out (X-Context-Truncated says whether anything was) */
                tokens?: number;
                /** @description With `tokens`: a search (as /blocks/search takes it, 1–500 characters); the blocks that best answer it are kept first */
                q?: string;
            };
            header?: {
                /** @description An ETag of an earlier answer (or `*`): 304 without a body while it is current */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description Project id. Private and unknown projects answer the same 404 (so does an id that breaks the project id syntax) */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description llms-full.txt (UTF-8) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    Link: components["headers"]["Link"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    "X-Context-Tokens": components["headers"]["X-Context-Tokens"];
                    "X-Context-Truncated": components["headers"]["X-Context-Truncated"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Not modified: the If-None-Match ETag is that of the representation (coding) that would be sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    Link: components["headers"]["Link"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description status is not "complete", revision is not a whole number ≥ 0, tokens is not a whole number from 1 to 1000000, q is empty or longer than 500 characters, or q is given without tokens */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unknown or private project (the two are indistinguishable), or a `revision` that is not recorded (never made, or older than the history kept) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Over the client IP's limit (PUBLIC_RATE_LIMIT_PER_MINUTE); wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMarkdown: {
        parameters: {
            query?: {
                /** @description complete: only complete blocks. Without it, every block except empty ones */
                status?: "complete";
                /** @description Read the project as it was after this revision (a whole number ≥ 0). The current revision answers as without it; one never made or no longer recorded is a 404 naming the recorded revisions */
                revision?: number;
                /** @description Fit the answer in this many tokens (o200k_base, 1–1000000): complete blocks before drafts, with `q` the best matches first, else canonical order; blocks whole or the last one cut at a paragraph; a closing note names what was left out (X-Context-Truncated says whether anything was) */
                tokens?: number;
                /** @description With `tokens`: a search (as /blocks/search takes it, 1–500 characters); the blocks that best answer it are kept first */
                q?: string;
            };
            header?: {
                /** @description An ETag of an earlier answer (or `*`): 304 without a body while it is current */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description Project id. Private and unknown projects answer the same 404 (so does an id that breaks the project id syntax) */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Markdown (UTF-8) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    Link: components["headers"]["Link"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    "X-Context-Tokens": components["headers"]["X-Context-Tokens"];
                    "X-Context-Truncated": components["headers"]["X-Context-Truncated"];
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown": string;
                };
            };
            /** @description Not modified: the If-None-Match ETag is that of the representation (coding) that would be sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    Link: components["headers"]["Link"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description status is not "complete", revision is not a whole number ≥ 0, tokens is not a whole number from 1 to 1000000, q is empty or longer than 500 characters, or q is given without tokens */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unknown or private project (the two are indistinguishable), or a `revision` that is not recorded (never made, or older than the history kept) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Over the client IP's limit (PUBLIC_RATE_LIMIT_PER_MINUTE); wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSectionMarkdown: {
        parameters: {
            query?: {
                /** @description complete: only complete blocks. Without it, every block except empty ones */
                status?: "complete";
                /** @description Read the project as it was after this revision (a whole number ≥ 0). The current revision answers as without it; one never made or no longer recorded is a 404 naming the recorded revisions */
                revision?: number;
                /** @description Fit the answer in this many tokens (o200k_base, 1–1000000): complete blocks before drafts, with `q` the best matches first, else canonical order; blocks whole or the last one cut at a paragraph; a closing note names what was left out (X-Context-Truncated says whether anything was) */
                tokens?: number;
                /** @description With `tokens`: a search (as /blocks/search takes it, 1–500 characters); the blocks that best answer it are kept first */
                q?: string;
            };
            header?: {
                /** @description An ETag of an earlier answer (or `*`): 304 without a body while it is current */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description Project id. Private and unknown projects answer the same 404 (so does an id that breaks the project id syntax) */
                projectId: string;
                /** @description Section id, e.g. brand */
                section: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Markdown of the section (UTF-8) */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    Link: components["headers"]["Link"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    "X-Context-Tokens": components["headers"]["X-Context-Tokens"];
                    "X-Context-Truncated": components["headers"]["X-Context-Truncated"];
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown": string;
                };
            };
            /** @description Not modified: the If-None-Match ETag is that of the representation (coding) that would be sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    Link: components["headers"]["Link"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description status is not "complete", revision is not a whole number ≥ 0, tokens is not a whole number from 1 to 1000000, q is empty or longer than 500 characters, or q is given without tokens */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unknown or private project, a section that is unknown or has nothing to show (at `revision` when given), or a `revision` that is not recorded (never made, or older than the history kept) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Over the client IP's limit (PUBLIC_RATE_LIMIT_PER_MINUTE); wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getContext: {
        parameters: {
            query?: {
                /** @description complete: only complete blocks. Without it, every block except empty ones */
                status?: "complete";
                /** @description Read the project as it was after this revision (a whole number ≥ 0). The current revision answers as without it; one never made or no longer recorded is a 404 naming the recorded revisions */
                revision?: number;
                /** @description Fit the answer in this many tokens (o200k_base, 1–1000000): complete blocks before drafts, with `q` the best matches first, else canonical order; blocks whole or the last one cut at a paragraph; a closing note names what was left out (X-Context-Truncated says whether anything was) */
                tokens?: number;
                /** @description With `tokens`: a search (as /blocks/search takes it, 1–500 characters); the blocks that best answer it are kept first */
                q?: string;
            };
            header?: {
                /** @description An ETag of an earlier answer (or `*`): 304 without a body while it is current */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path: {
                /** @description Project id. Private and unknown projects answer the same 404 (so does an id that breaks the project id syntax) */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The context: JSON, or markdown for an Accept that prefers it */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    Link: components["headers"]["Link"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    "Content-Encoding": components["headers"]["Content-Encoding"];
                    "X-Context-Tokens": components["headers"]["X-Context-Tokens"];
                    "X-Context-Truncated": components["headers"]["X-Context-Truncated"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicContext"];
                        error: null;
                    };
                    "text/markdown": string;
                };
            };
            /** @description Not modified: the If-None-Match ETag is that of the representation (coding) that would be sent */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    Vary: components["headers"]["Vary"];
                    Link: components["headers"]["Link"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Access-Control-Expose-Headers": components["headers"]["Access-Control-Expose-Headers"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description status is not "complete", revision is not a whole number ≥ 0, tokens is not a whole number from 1 to 1000000, q is empty or longer than 500 characters, or q is given without tokens, or tokens is below what the JSON context takes without any block (the message names the minimum) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unknown or private project (the two are indistinguishable), or a `revision` that is not recorded (never made, or older than the history kept) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Over the client IP's limit (PUBLIC_RATE_LIMIT_PER_MINUTE); wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAuthorizationServerMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metadata */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizationServerMetadata"];
                };
            };
            /** @description Over the client IP's rate limit; wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
        };
    };
    getOpenIdConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metadata */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizationServerMetadata"];
                };
            };
            /** @description Over the client IP's rate limit; wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
        };
    };
    getProtectedResourceMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metadata */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProtectedResourceMetadata"];
                };
            };
            /** @description Over the client IP's rate limit; wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
        };
    };
    getMcpResourceMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metadata */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProtectedResourceMetadata"];
                };
            };
            /** @description Over the client IP's rate limit; wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
        };
    };
    getApiResourceMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metadata */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProtectedResourceMetadata"];
                };
            };
            /** @description Over the client IP's rate limit; wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
        };
    };
    authorizeApp: {
        parameters: {
            query?: {
                /** @description code */
                response_type?: string;
                /** @description The registered client id, or the https URL of its metadata document */
                client_id?: string;
                /** @description One of the client’s redirect URIs */
                redirect_uri?: string;
                /** @description PKCE S256 challenge */
                code_challenge?: string;
                /** @description S256 */
                code_challenge_method?: string;
                /** @description Returned to the client as it was sent */
                state?: string;
                /** @description read, write or both (space separated) */
                scope?: string;
                /** @description The MCP server or API the token is for (RFC 8707) */
                resource?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the console’s consent page; or back to the app’s redirect URI with `error=…&error_description=…&state=…&iss=…` */
            302: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description invalid_request: a parameter given twice, or a redirect URI the client did not register (never redirected to) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description invalid_client: an unknown client_id, or a metadata document that cannot be read or used */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description Over the client IP's rate limit; wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
        };
    };
    requestTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description An access token (1 h) and a refresh token */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description invalid_request (a field missing, malformed or given twice), invalid_grant (a code or refresh token unknown, expired, spent, of another client or redirect URI, or a wrong verifier), unsupported_grant_type, invalid_target */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description invalid_client: an unknown client_id */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description Over the client IP's rate limit; wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
        };
    };
    registerClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientRegistration"];
            };
        };
        responses: {
            /** @description Registered */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientInformation"];
                };
            };
            /** @description invalid_redirect_uri (missing, more than 10, or not https nor loopback http) or invalid_client_metadata (not a JSON object, another grant or response type, an empty client_name, a client_uri or logo_uri that is not https) */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description too_many_requests: more than 20 registrations in an hour from this address, or over the client IP's rate limit; wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
        };
    };
    revokeToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["RevocationRequest"];
            };
        };
        responses: {
            /** @description Revoked, or nothing to revoke */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revoked"];
                };
            };
            /** @description invalid_request: token or client_id missing, or a field given twice */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description invalid_client: an unknown client_id */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description Over the client IP's rate limit; wait Retry-After seconds */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description Unexpected server error; the message quotes the request id to report */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
            /** @description The server is shutting down, or the database cannot answer right now; retry */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    /** @description Requests allowed in the rate-limit window that has the fewest requests left (the key’s minute or day, or the client IP’s minute without a valid key) */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in that window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description When that window resets, in Unix epoch seconds (windows are UTC minutes and UTC days) */
                    "X-RateLimit-Reset"?: number;
                    /** @description Every rate-limit window the caller is under, as the IETF draft (draft-ietf-httpapi-ratelimit-headers) structured field: `"minute";q=60;w=60, "day";q=1000;w=86400` (q requests per w seconds); one `"minute"` policy without a valid key */
                    "RateLimit-Policy"?: string;
                    /** @description The window with the fewest requests left, as the IETF draft structured field: `"minute";r=59;t=42` (r requests left, t seconds until it resets) */
                    RateLimit?: string;
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OauthError"];
                };
            };
        };
    };
}
