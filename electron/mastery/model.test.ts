/**
 * The mastery model without the records: ratings from answers, the cards against ts-fsrs itself,
 * the mastery rule and its "not enough answers" case, rules judged by their parts, the plan.
 */
import { createEmptyCard, fsrs, Rating, type Card } from 'ts-fsrs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Explanation, Mistake } from '../../shared/drills';
import { type Facts, ratingOf, recallOf, reviewRule, reviewSkill, type RuleCard, type SkillCard } from './cards';
import { skillState } from './evidence';
import { placeFor, PLAN_SIZE, todayPlan } from './plan';
import { ruleOutcomes } from './rules';
import { SKILLS, skillId } from './skills';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 5, 9);
const gather = { kind: 'gather', family: 'flop', level: 1 } as const;
const facts = (over: Partial<Facts> = {}): Facts => ({ ...gather, score: 1, seconds: 12, speed: 'normal', rules: {}, at: T0, ...over });

describe('ratings from answers', () => {
  it('wrong is Again; right is Hard when slow, Good within the normal limit, Easy within the fast one', () => {
    expect(ratingOf(false, 'fast')).toBe(Rating.Again);
    expect(ratingOf(true, 'slow')).toBe(Rating.Hard);
    expect(ratingOf(true, 'normal')).toBe(Rating.Good);
    expect(ratingOf(true, 'fast')).toBe(Rating.Easy);
  });

  it('a partial answer is a lapse of its skill, and counts by its score in the accuracy', () => {
    const card = reviewSkill(undefined, facts({ score: 0.75, speed: 'fast' }));
    expect(card.memory.lapses + card.memory.reps).toBe(1);
    const direct = fsrs({ enable_fuzz: false }).next(createEmptyCard(T0), T0, Rating.Again).card;
    expect(card.memory.stability).toBe(direct.stability);
    expect(card.recent).toEqual([[0.75, 12, 0]]);
  });
});

describe('the cards are ts-fsrs cards', () => {
  it('a run of answers gives the card ts-fsrs gives for the same reviews, and the same recall', () => {
    const run: [number, Facts['speed'], number][] = [
      [0, 'fast', 1],
      [0.01, 'normal', 0],
      [1, 'slow', 1],
      [3.5, 'normal', 1],
      [10, 'fast', 0.5],
      [30, 'fast', 1],
    ];
    let ours: SkillCard | undefined;
    const f = fsrs({ enable_fuzz: false });
    let theirs: Card = createEmptyCard(new Date(T0));
    for (const [day, speed, score] of run) {
      const at = T0 + day * DAY;
      ours = reviewSkill(ours, facts({ at, speed, score }));
      const grade = score < 1 ? Rating.Again : speed === 'fast' ? Rating.Easy : speed === 'normal' ? Rating.Good : Rating.Hard;
      theirs = f.next(theirs, new Date(at), grade).card;
      expect(ours.memory).toEqual({ ...theirs, due: theirs.due.getTime(), last_review: theirs.last_review!.getTime() });
      // Recall read from the plain card is ts-fsrs's, from an hour before the review to weeks after.
      for (const after of [-DAY / 24, 0, 0.3 * DAY, 2.7 * DAY, 40 * DAY]) expect(recallOf(ours.memory, at + after)).toBe(f.get_retrievability(theirs, new Date(Math.max(at, at + after)), false));
    }
    const later = T0 + 45 * DAY;
    expect(recallOf(ours!.memory, later)).toBe(f.get_retrievability(theirs, new Date(later), false));
    expect(ours!.answers).toBe(run.length);
  });

  it('a rule card is reviewed by its own outcome, and remembers where it was met and missed', () => {
    let card: RuleCard | undefined;
    card = reviewRule(card, facts({ kind: 'action', level: 2 }), true, 'action/flop/2');
    card = reviewRule(card, facts({ kind: 'pot-limit', at: T0 + DAY }), false, 'pot-limit/flop/1');
    expect(card).toMatchObject({ answers: 2, right: 1, lastMissedAt: T0 + DAY });
    expect(card.seen).toEqual({ 'action/flop/2': { n: 1, lastAt: T0, missedAt: null }, 'pot-limit/flop/1': { n: 1, lastAt: T0 + DAY, missedAt: T0 + DAY } });
    expect(card.memory.reps).toBe(2);
  });
});

/** A skill card after `n` answers a day apart, the k-th right unless `wrong(k)`, slow when `slow(k)`. */
function practised(n: number, wrong = (_k: number) => false, slow = (_k: number) => false): SkillCard {
  let card: SkillCard | undefined;
  for (let k = 0; k < n; k++) card = reviewSkill(card, facts({ at: T0 + k * DAY, score: wrong(k) ? 0 : 1, speed: slow(k) ? 'slow' : 'normal', seconds: slow(k) ? 60 : 12 }));
  return card!;
}

describe('mastery of a skill', () => {
  const last = (n: number) => T0 + (n - 1) * DAY;

  it('takes 30 answers, 90 % of the last 30, a median time within the normal limit and recall of 90 % now', () => {
    const state = skillState(gather, practised(30), last(30));
    expect(state).toMatchObject({ status: 'mastered', answers: 30, accuracy: 1, medianSeconds: 12, normalSeconds: 25, misses: [] });
    expect(state.recall).toBeGreaterThanOrEqual(0.9);
  });

  it('with fewer than 30 answers is not judged: not enough answers yet, however good they are', () => {
    expect(skillState(gather, practised(29), last(29))).toMatchObject({ status: 'too-few', answers: 29, accuracy: 1, misses: [] });
    expect(skillState(gather, undefined, T0)).toMatchObject({ status: 'new', answers: 0, accuracy: null, recall: null });
  });

  it('is missed on accuracy under 90 % over the last 30 (older answers do not count)', () => {
    // Four wrong among the last 30: 26/30 = 86.7 %. Ten wrong before them do not count.
    const card = practised(40, (k) => k < 10 || k === 20 || k === 25 || k === 30 || k === 35);
    expect(skillState(gather, card, last(40))).toMatchObject({ status: 'practising', accuracy: 0.867, misses: ['accuracy'] });
  });

  it('is missed on speed when the median answer is slower than the normal limit', () => {
    expect(skillState(gather, practised(30, undefined, (k) => k % 2 === 0 || k === 1), last(30)).misses).toEqual(['speed']);
    expect(skillState(gather, practised(30, undefined, (k) => k % 2 === 0), last(30)).misses).toEqual([]);
  });

  it('is missed on recall once the scheduler predicts under 90 %: mastered last year is not mastered today', () => {
    const state = skillState(gather, practised(30), last(30) + 400 * DAY);
    expect(state.misses).toEqual(['recall']);
    expect(state.recall).toBeLessThan(0.9);
  });
});

describe('rules judged by their parts', () => {
  const why = (key: string, values: Explanation['values'] = {}): Explanation => ({ rule: 'RULES', key, values, text: key });
  const miss = (part: string): Mistake => ({ part, expected: 1, given: 0, message: { key: 'wrong', values: {}, text: '' } });

  it('leaves out the narrative keys, and a rule of a right part is right while the wrong pot is missed', () => {
    const reasons = [why('uncalled', { seat: 2 }), why('pot-layer', { pot: 0 }), why('pot-layer', { pot: 1 }), why('pot-winners', { pot: 1 }), why('split', { pot: 2 })];
    expect(ruleOutcomes(reasons, [])).toEqual({ uncalled: true, 'pot-layer': true, split: true });
    expect(ruleOutcomes(reasons, [miss('pots[2].winners')])).toEqual({ uncalled: false, 'pot-layer': true, split: false });
    // A mistake tied to no pot counts against every rule.
    expect(ruleOutcomes(reasons, [miss('returned')])).toEqual({ uncalled: false, 'pot-layer': false, split: false });
  });

  it("a whole hand's rules follow their own step", () => {
    const reasons = [why('bring-in', { step: 0 }), why('min-raise', { step: 1 }), why('pot-layer', { step: 2, pot: 0 }), why('pot-layer', { step: 2, pot: 1 })];
    expect(ruleOutcomes(reasons, [miss('steps[1].min_raise_to')])).toEqual({ 'bring-in': true, 'min-raise': false, 'pot-layer': true });
    expect(ruleOutcomes(reasons, [miss('steps[2].pots[1].amount')])).toEqual({ 'bring-in': true, 'min-raise': true, 'pot-layer': false });
    expect(ruleOutcomes(reasons, [miss('steps[0]')])).toEqual({ 'bring-in': false, 'min-raise': true, 'pot-layer': true });
  });
});

describe("Today's practice", () => {
  it('starts a new trainee on first skills, about 20 items, each with its reason', () => {
    const plan = todayPlan({ skills: new Map(), rules: new Map() }, T0);
    expect(plan).toHaveLength(PLAN_SIZE);
    expect(plan.every((i) => i.level === 1 && i.reason.type === 'new' && i.reason.after === null)).toBe(true);
    expect(new Set(plan.map((i) => i.kind)).size).toBe(4);
  });

  it('puts due rules first, then due skills, the weakest, and one new skill after a mastered one', () => {
    const now = T0 + 430 * DAY;
    const mastered = practised(30);
    const masteredNow = skillState(gather, mastered, now);
    // Fresh again: answered up to now.
    let fresh: SkillCard | undefined;
    for (let k = 0; k < 30; k++) fresh = reviewSkill(fresh, facts({ at: now - (30 - k) * 3600_000 }));
    let weak: SkillCard | undefined;
    for (let k = 0; k < 5; k++) weak = reviewSkill(weak, facts({ kind: 'pot-limit', at: now - (5 - k) * 60_000, score: k % 2 ? 0 : 1 }));
    // Weak, and not due today (as after a right answer or two since).
    weak = { ...weak!, memory: { ...weak!.memory, due: now + 2 * DAY } };
    let rule: RuleCard | undefined;
    rule = reviewRule(rule, facts({ at: now - 3 * DAY }), false, 'pot-limit/flop/1');
    const skills = new Map([
      [skillId(gather), fresh!],
      [skillId({ kind: 'award', family: 'flop', level: 1 }), mastered],
      [skillId({ kind: 'pot-limit', family: 'flop', level: 1 }), weak!],
    ]);
    expect(masteredNow.status).toBe('practising'); // its recall has fallen: due
    const plan = todayPlan({ skills, rules: new Map([['pot-limit-max', rule]]) }, now);
    expect(plan[0]).toMatchObject({ kind: 'pot-limit', rule: 'pot-limit-max', reason: { type: 'due-rule', rule: 'pot-limit-max', lastMissedAt: now - 3 * DAY } });
    const types = plan.map((i) => i.reason.type);
    expect(types.indexOf('due-skill')).toBeLessThan(types.indexOf('weak'));
    // Due today: a rule due later today comes too, after those due already.
    const later = { ...rule, memory: { ...rule.memory, due: (Math.floor(now / DAY) + 1) * DAY - 1 } };
    const missedLater = todayPlan({ skills, rules: new Map([['pot-limit-max', rule], ['not-reopened', later]]) }, now);
    expect(missedLater.slice(0, 2).map((i) => i.rule)).toEqual(['pot-limit-max', 'not-reopened']);
    expect(todayPlan({ skills, rules: new Map([['not-reopened', { ...later, memory: { ...later.memory, due: later.memory.due + 1 } }]]) }, now).some((i) => i.rule)).toBe(false);
    expect(plan.filter((i) => i.reason.type === 'weak').map((i) => i.kind)).toEqual(['pot-limit', 'pot-limit', 'pot-limit']);
    // The gather skill answered 30 times up to now is mastered: its next level is the new skill.
    expect(plan.find((i) => i.reason.type === 'new')).toMatchObject({ kind: 'gather', level: 2, reason: { type: 'new', after: gather } });
    expect(plan).toHaveLength(PLAN_SIZE);
  });

  it('of n items is the first n of a longer plan, whatever the cards (a full plan stops early and chooses the same)', () => {
    // Answers in a few skills and rules, right or wrong, fast or slow, spread over weeks.
    const answer = fc.record({ skill: fc.nat(SKILLS.length - 1), rules: fc.uniqueArray(fc.nat(40), { maxLength: 3 }), right: fc.boolean(), speed: fc.constantFrom('fast', 'normal', 'slow'), gap: fc.nat(5 * DAY) });
    fc.assert(
      fc.property(fc.array(answer, { maxLength: 120 }), fc.nat(3 * DAY), fc.nat(2 * PLAN_SIZE), (answers, after, n) => {
        const skills = new Map<string, SkillCard>();
        const rules = new Map<string, RuleCard>();
        let at = T0;
        for (const a of answers) {
          at += a.gap;
          const skill = SKILLS[a.skill];
          const f = facts({ ...skill, at, score: a.right ? 1 : 0, speed: a.speed, rules: Object.fromEntries(a.rules.map((r) => [`rule-${r}`, a.right])) });
          skills.set(skillId(skill), reviewSkill(skills.get(skillId(skill)), f));
          for (const r of a.rules) rules.set(`rule-${r}`, reviewRule(rules.get(`rule-${r}`), f, a.right, skillId(skill)));
        }
        const cards = { skills, rules };
        expect(todayPlan(cards, at + after, n)).toEqual(todayPlan(cards, at + after, 10 * PLAN_SIZE).slice(0, n));
      }),
      { numRuns: 100 },
    );
  });

  it('brings a rule missed in one kind back in another kind where it was met', () => {
    let rule: RuleCard | undefined;
    rule = reviewRule(rule, facts({ kind: 'action', level: 2 }), true, 'action/flop/2');
    rule = reviewRule(rule, facts({ kind: 'action', level: 2, at: T0 + 1000 }), true, 'action/flop/2');
    rule = reviewRule(rule, facts({ kind: 'pot-limit', at: T0 + DAY }), false, 'pot-limit/flop/1');
    expect(placeFor(rule)).toEqual({ kind: 'action', family: 'flop', level: 2 });
    // Met only where it was missed: brought back there.
    expect(placeFor(reviewRule(undefined, facts({ kind: 'pot-limit' }), false, 'pot-limit/flop/1'))).toEqual({ kind: 'pot-limit', family: 'flop', level: 1 });
  });
});
