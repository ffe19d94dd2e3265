/**
 * The rules an answer touches (issue 31): the reason keys of the engine's explanation of the
 * right answer, less the narrative ones, each judged right or wrong by the parts of the answer it
 * explains.
 *
 * Which keys count: every reason key is a rule (the text says why the answer is what it is:
 * `pot-limit-max`, `not-reopened`, `split-all-to-first`), except those that only tell what
 * happened or what the answer came to, which no trainee can recall or forget: the drill's clock,
 * the cards of a burn, the room's posted rake, each hand's value read out, who won a pot, and that
 * equal sets of five are all accepted (NARRATIVE below).
 *
 * Parts: a whole hand's reasons name their step (values.step) and an award's or a gathering's
 * their pot (values.pot). A rule whose reason names a part is right when that part was answered
 * without a mistake and nothing untied to any part was wrong; a rule whose reason names no part
 * follows the whole answer (or the whole step). A rule needed in several parts is right only if
 * each of them is.
 */
import type { Explanation, Mistake } from '../../shared/drills';

export const NARRATIVE: ReadonlySet<string> = new Set([
  // The drill's clock for a chip count: a time allowed, not a rule.
  'clock-count',
  'clock-cut',
  'clock-change',
  // The totals a count or cut comes to (the counting and cutting rules are count-colour and cut-colour).
  'count-total',
  'cut-total',
  // The cards as they lie.
  'burn-then-flop',
  // The rake the room posts: the table's setting.
  'rake-posted',
  // Each hand's low read out, and who won: what the comparisons (category, kicker, low-card...) decided.
  'low-hand',
  'low-hand-made',
  'low-hand-pair',
  'pot-winners',
  'high-winners',
  'low-winners',
  'procedure-winner',
  // Equal sets of five: any of them is accepted.
  'equal-fives',
]);

export const isRule = (key: string): boolean => !NARRATIVE.has(key);

/** The rules of the explanation, each right (true) or wrong (false) as answered. */
export function ruleOutcomes(why: readonly Explanation[], mistakes: readonly Mistake[]): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const reason of why) {
    if (!isRule(reason.key)) continue;
    const right = partRight(reason.values, mistakes);
    out[reason.key] = (out[reason.key] ?? true) && right;
  }
  return out;
}

const STEP = /^steps\[(\d+)\]\.?/;
const POT = /^pots\[(\d+)\]/;

/** Whether the part a reason explains (its step, its pot, or the whole answer) was answered without a mistake. */
function partRight(values: Explanation['values'], mistakes: readonly Mistake[]): boolean {
  const step = typeof values.step === 'number' ? values.step : null;
  const pot = typeof values.pot === 'number' ? values.pot : null;
  return mistakes.every((m) => {
    let part = m.part;
    if (step !== null) {
      const s = STEP.exec(part);
      if (s && Number(s[1]) !== step) return true; // another step's mistake
      part = s ? part.slice(s[0].length) : part;
    }
    if (pot === null) return false;
    const p = POT.exec(part);
    return p !== null && Number(p[1]) !== pot; // another pot's mistake; one tied to no pot counts against every rule
  });
}
