/**
 * Structured explanations: a rule id, a message key and the numbers, so that the user
 * interface can phrase every answer (and every rejection) in the trainee's language.
 * `text` is the English wording, for logs, the command line and tests.
 */
export type Value = number | string | boolean | number[] | null;

export interface Explanation {
  /** The rule it rests on, e.g. "TDA 43", "RULES pot-limit". */
  rule: string;
  /** A stable key for translations, e.g. "min-raise". */
  key: string;
  values: Record<string, Value>;
  text: string;
}

export const explain = (rule: string, key: string, values: Record<string, Value>, text: string): Explanation => ({
  rule,
  key,
  values,
  text,
});

/**
 * The rule a reason cites in a profile (RULES.md: `cash` plays Robert's Rules, `tournament` the
 * TDA's): the TDA's rule in tournaments, the cash game's own (Robert's Rules, or the RULES.md
 * section that states it) in cash. A rule both profiles share and RULES.md names as the TDA's
 * ("Short all-ins and reopening (TDA 47)") is cited as it is, without this.
 */
export const cite = (profile: 'cash' | 'tournament', tournament: string, cash: string): string => (profile === 'tournament' ? tournament : cash);

/** 2225 -> "2,225": amounts in the English texts are grouped by thousands, as RULES.md writes them. */
export function chipText(n: number): string {
  const s = String(n);
  if ((n < 1000 && n > -1000) || !Number.isSafeInteger(n)) return s;
  // Digits in threes from the right, by slicing (a regular expression here was a tenth of a pot-limit item's explaining).
  const sign = n < 0 ? 1 : 0;
  const head = (s.length - sign) % 3 || 3;
  let out = s.slice(0, sign + head);
  for (let k = sign + head; k < s.length; k += 3) out += ',' + s.slice(k, k + 3);
  return out;
}

/** A count with its English noun in the form the count takes: "1 chip", "3 chips" (`other` for an irregular plural). */
export const counted = (n: number, one: string, other = `${one}s`): string => `${chipText(n)} ${n === 1 ? one : other}`;

/** An action the rules do not allow, or a dealer step out of turn. The hand is left as it was. */
/** Stands for a reason nobody asked for (a bulk replay asks for none), so that none is built. */
export const REASON_NOT_ASKED: Explanation = Object.freeze({ rule: '', key: 'not-asked', values: {}, text: '' });

export interface RuleViolation extends Explanation {
  action: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: RuleViolation };

export class RuleError extends Error {
  constructor(readonly violation: RuleViolation) {
    super(violation.text);
    this.name = 'RuleError';
  }
}

/** Unwraps a result, throwing the violation as a RuleError. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new RuleError(result.error);
  return result.value;
}
