import type { BlockRecord } from './contract/block.js'

/** A JSON object as stored in a block's `value`. */
export type JsonObject = { [key: string]: unknown }

export interface Project {
  id: string
  name: string
  description: string
  public: boolean
  revision: number
  createdAt: string
  updatedAt: string
}

/** A block as stored and read: defined once, in contract/block.ts. */
export type Block = BlockRecord

/** A section of a project as stored: its id and its place in the canonical order. */
export interface SectionRecord {
  section: string
  ordinal: number
}

export type KeyPlan = 'free' | 'pro' | 'enterprise'
export type KeyAccess = 'read' | 'write'

export interface ApiKey {
  id: string
  name: string
  prefix: string
  plan: KeyPlan
  perMinute: number | null
  perDay: number | null
  access: KeyAccess
  allProjects: boolean
  /** May manage projects and keys (the admin API); always with every project and write access. */
  admin: boolean
  projects: string[]
  createdAt: string
  expiresAt: string | null
  revokedAt: string | null
  lastUsedAt: string | null
  /** The person a personal key belongs to (docs/people.md); null for a machine's key. */
  owner: KeyOwner | null
}

/** Who a personal key belongs to: it never does more than this person may at the time of use. */
export interface KeyOwner {
  id: string
  email: string
  name: string
}
