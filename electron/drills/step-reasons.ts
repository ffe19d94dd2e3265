/** A whole hand's reasons, each naming its step (values.step), as drill.submit gives them: the feedback gives the step's own reasons first, and mastery judges each step's rules by that step. */
import type { Explanation } from '../engine';

export const stepReasons = (steps: readonly { why: readonly Explanation[] }[]): Explanation[] => steps.flatMap((s, k) => s.why.map((w) => ({ ...w, values: { ...w.values, step: k } })));
