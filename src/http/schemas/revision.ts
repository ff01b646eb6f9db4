import { Type } from '@sinclair/typebox'

/** `?revision=N`: read the project as it was after revision N (docs/api.md, Point in time). */
export const RevisionParam = Type.Integer({
  minimum: 0,
  description:
    'Read the project as it was after this revision (a whole number ≥ 0). The current revision answers as without it; one never made or no longer recorded is a 404 naming the recorded revisions',
})

/** What a 404 of a read that takes `?revision=` also covers. */
export const REVISION_NOT_FOUND =
  'or a `revision` that is not recorded (never made, or older than the history kept)'
