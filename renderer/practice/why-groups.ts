/**
 * The engine's reasons as the feedback reads them: a whole hand's step by step, the step just
 * answered first, then the steps before it in order; an award's pot by pot, in the order the pots
 * were awarded (reasons about no pot first). A whole hand's reasons carry their step (`values.step`,
 * main's drill service), an award's their pot (`values.pot`, the engine's settlement).
 */
import type { Answer, Explanation } from '../../shared/drills';

export interface PotGroup {
  /** null: reasons about no one pot. */
  pot: number | null;
  reasons: Explanation[];
}

export interface StepGroup {
  /** null: an item that is not a whole hand. */
  step: number | null;
  kind: Answer['kind'];
  pots: PotGroup[];
}

export function whyGroups(explanation: readonly Explanation[], answer: Answer, step?: number): StepGroup[] {
  if (answer.kind !== 'whole-hand' || step === undefined) return [{ step: null, kind: answer.kind, pots: byPot(explanation, answer.kind === 'award') }];
  const steps = new Map<number, Explanation[]>();
  for (const e of explanation) {
    const k = typeof e.values.step === 'number' ? e.values.step : step;
    const list = steps.get(k);
    if (list) list.push(e);
    else steps.set(k, [e]);
  }
  const order = [step, ...[...steps.keys()].filter((k) => k !== step).sort((a, b) => a - b)].filter((k) => steps.has(k));
  return order.map((k) => {
    const kind = answer.steps[k]?.kind ?? 'whole-hand';
    return { step: k, kind, pots: byPot(steps.get(k)!, kind === 'award') };
  });
}

/** An award's reasons pot by pot, in the order they come; any other kind's in one group. */
function byPot(reasons: readonly Explanation[], award: boolean): PotGroup[] {
  if (!award) return [{ pot: null, reasons: [...reasons] }];
  const general: Explanation[] = [];
  const pots: PotGroup[] = [];
  for (const e of reasons) {
    const pot = typeof e.values.pot === 'number' ? e.values.pot : null;
    if (pot === null) {
      general.push(e);
      continue;
    }
    const group = pots.find((g) => g.pot === pot);
    if (group) group.reasons.push(e);
    else pots.push({ pot, reasons: [e] });
  }
  return general.length ? [{ pot: null, reasons: general }, ...pots] : pots;
}
