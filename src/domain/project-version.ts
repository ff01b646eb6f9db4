import type { Project } from './model.js'

/**
 * Which state of a project a cached answer shows: its revision, and its generation (creation
 * time) so that a project deleted and created again under the same id, whose revisions restart,
 * never matches cached bytes or ETags of the old one.
 */
export interface ProjectVersion {
  revision: number
  generation: string
}

export function versionOf(project: Pick<Project, 'revision' | 'createdAt'>): ProjectVersion {
  return { revision: project.revision, generation: Date.parse(project.createdAt).toString(36) }
}
