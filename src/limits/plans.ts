import type { ApiKey, KeyPlan } from '../domain/model.js'

export interface PlanLimits {
  perMinute: number
  perDay: number
}

/** Requests per UTC minute and UTC day for each plan: free and pro are fixed, enterprise keys may carry their own (docs/api.md, Rate limits). */
export const PLAN_LIMITS: Readonly<Record<KeyPlan, PlanLimits>> = Object.freeze({
  free: { perMinute: 60, perDay: 1000 },
  pro: { perMinute: 300, perDay: 10_000 },
  enterprise: { perMinute: 1000, perDay: 100_000 },
})

/** The limits that apply to a key: its plan's, with an enterprise key's own numbers on top. */
export function limitsOf(key: Pick<ApiKey, 'plan' | 'perMinute' | 'perDay'>): PlanLimits {
  const base = PLAN_LIMITS[key.plan]
  if (key.plan !== 'enterprise') return base
  return { perMinute: key.perMinute ?? base.perMinute, perDay: key.perDay ?? base.perDay }
}
