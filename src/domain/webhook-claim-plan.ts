import type { ProjectShare } from './webhooks.js'

/** A project with deliveries due and not claimed: its oldest, and how many (counted up to a claim's limit). */
export interface WaitingProject {
  projectId: string
  oldestDueAt: string
  waiting: number
}

/**
 * How many deliveries of each project one claim takes, given `limit` free slots. Work is shared
 * first: each waiting project gets up to its share (`perProject`, counting what it has in flight),
 * one slot per project in turn, the longest-waiting project first. Slots left after that are
 * borrowed by whichever projects still have deliveries due, in the same turns, but only while
 * `reserve` slots stay free: a project alone uses most of the slots, and another project's
 * delivery, due a moment later, still finds a free slot at the next poll. Without `share` every
 * slot is taken in turns.
 */
export function planClaim(
  projects: readonly WaitingProject[],
  limit: number,
  share?: ProjectShare,
): Map<string, number> {
  const perProject = share?.perProject ?? Number.POSITIVE_INFINITY
  const inFlight = share?.inFlight ?? new Map<string, number>()
  const ordered = [...projects].sort((x, y) =>
    x.oldestDueAt === y.oldestDueAt
      ? x.projectId < y.projectId
        ? -1
        : 1
      : x.oldestDueAt < y.oldestDueAt
        ? -1
        : 1,
  )
  const plan = new Map<string, number>()
  let taken = 0
  /** Hands out slots one per project per turn while `room(project)` allows and `until` is not reached. */
  const deal = (until: number, room: (project: WaitingProject, planned: number) => boolean) => {
    for (let dealt = true; dealt && taken < until; ) {
      dealt = false
      for (const project of ordered) {
        if (taken >= until) break
        const planned = plan.get(project.projectId) ?? 0
        if (planned >= project.waiting || !room(project, planned)) continue
        plan.set(project.projectId, planned + 1)
        taken++
        dealt = true
      }
    }
  }
  deal(limit, (project, planned) => (inFlight.get(project.projectId) ?? 0) + planned < perProject)
  deal(limit - (share?.reserve ?? 0), () => true)
  return plan
}
