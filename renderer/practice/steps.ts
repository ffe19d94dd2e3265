import type { DrillSubmitResponse } from '../../shared/drills';

/** A whole hand's steps answered so far, and how many of them were right (a step with a mistake is not). */
export function stepsRight(result: DrillSubmitResponse): { right: number; steps: number } {
  if (result.answer.kind !== 'whole-hand') return { right: 0, steps: 0 };
  const wrong = new Set(result.mistakes.map((m) => /^steps\[(\d+)\]/.exec(m.part)?.[1]).filter((k) => k !== undefined));
  return { right: result.answer.steps.length - wrong.size, steps: result.answer.steps.length };
}
