/// <reference types="node" />
/**
 * Every item of every kind, level, profile and game, in every language, as the trainee reads it:
 * its question, its feedback (a right answer and a wrong one: the reasons, the mistakes, both
 * answers side by side) and a session's summary, rendered by the screens' own components through
 * the renderer's i18next. No text may show a translation key, a key without a value, a value left
 * out of its text ("{{"), a bad plural ("1 chips"), a word of another game ("river" in a draw game),
 * or, in Swedish and Danish, English: a tell-tale English word, an English fragment of the drill
 * strings, or a whole line the same as in English.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { Answer as AnswerSchema, type Answer, type DrillKind, type DrillSubmitResponse, type Question, type StepQuestion } from '../../shared/drills';
import { handStatuses, irregularRulings, languages, type Language } from '../../shared/enums';
import { DRILLS } from '../../electron/drills/registry';
import { createDrillService, type DrillResult } from '../../electron/drills/service';
import { listShippedHands, shippedTitle } from '../../electron/drills/shipped';
import type { DrillItem } from '../../electron/drills/types';
import { AnswerFor } from '../practice/answers';
import { Feedback } from '../practice/Feedback';
import { Summary } from '../practice/Summary';
import { handTitle } from '../practice/hand-title';
import { sayOf } from './say';
import { i18nOptions } from './index';
import { resources } from './resources';
import { badPlurals, englishIn, gameWordsIn, leaves, placeholdersOf } from './testing';

type Level = 1 | 2 | 3;
type Profile = 'cash' | 'tournament';
const LEVELS: Level[] = [1, 2, 3];
const PROFILES: Profile[] = ['cash', 'tournament'];
/** Seeds tried per kind, level and profile; an item is rendered when it is among the first few or brings a game or a reason not seen yet. */
const SEEDS = 40;
const ALWAYS = 1;

// ---- The items ------------------------------------------------------------------------------

interface Picked {
  kind: DrillKind;
  level: Level;
  profile: Profile;
  seed: number;
}

const variantOf = (q: Question | StepQuestion): string => ('table' in q ? q.table.variant : 'variant' in q ? q.variant : '-');

const picked: Picked[] = [];
const variants = new Map<string, Set<string>>();
const reasonKeys = new Set<string>();
for (const [kind, drill] of Object.entries(DRILLS) as [DrillKind, { generate(seed: number, level: Level, profile: Profile): DrillItem }][]) {
  for (const level of LEVELS) {
    for (const profile of PROFILES) {
      for (let seed = 1; seed <= SEEDS; seed++) {
        const item = drill.generate(seed, level, profile);
        const variant = variantOf(item.question);
        const seen = variants.get(kind) ?? new Set<string>();
        const fresh = seed <= ALWAYS || !seen.has(variant) || item.why.some((w) => !reasonKeys.has(w.key));
        seen.add(variant);
        variants.set(kind, seen);
        item.why.forEach((w) => reasonKeys.add(w.key));
        if (fresh) picked.push({ kind, level, profile, seed });
      }
    }
  }
}

// ---- Wrong answers: every amount off by one, every order turned, every choice another ---------

const SEAT_FIELDS = new Set(['player', 'seat', 'first_to_act', 'next_to_act', 'to_act']);
const SEAT_LISTS = new Set(['eligible', 'showdown_order', 'order', 'deal', 'kept_in', 'low_winners']);
const CHOICES: Record<string, readonly string[]> = { ruling: [...irregularRulings, 'check', 'call', 'bet', 'raise'], status: handStatuses };

function turned(list: unknown[]): unknown[] {
  return list.length > 1 ? [...list.slice(1), list[0]] : list;
}

function wrong(value: unknown, name = '', seats = 10): unknown {
  if (typeof value === 'number') return SEAT_FIELDS.has(name) ? (value + 1) % seats : value + 1;
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'string' && CHOICES[name]) {
    const list = CHOICES[name];
    return list[(list.indexOf(value) + 1) % list.length];
  }
  if (Array.isArray(value)) {
    if (SEAT_LISTS.has(name) || name === 'winners') return turned(value.map((v) => (typeof v === 'number' ? v : wrong(v, '', seats))));
    return value.map((v) => wrong(v, name, seats));
  }
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'kind' ? v : wrong(v, k, seats)]));
  return value;
}

const seatsOf = (q: Question | StepQuestion): number => ('table' in q ? q.table.seats.length : 10);

/** A wrong answer the contract accepts (else the engine's own, with one amount off). */
function wrongAnswer(answer: Answer, question: Question | StepQuestion): Answer {
  const parsed = AnswerSchema.safeParse(wrong(answer, '', seatsOf(question)));
  return parsed.success ? parsed.data : answer;
}

// ---- Rendering ----------------------------------------------------------------------------------

interface Found {
  missing: string[];
}

function instance(language: Language, found: Found) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    ...i18nOptions,
    lng: language,
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => found.missing.push(key),
    missingInterpolationHandler: (text, value) => {
      found.missing.push(`{{${value[1]}}} in "${text}"`);
      return undefined;
    },
  });
  return i18n;
}

const BLOCK = /<\/?(p|li|h\d|div|section|ul|ol|label|button|option|td|th|legend|caption|tr|table|fieldset|select|form|dt|dd|figcaption)\b[^>]*>/g;
const ATTRIBUTES = /\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g;
const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&nbsp;/g, '\u00a0').replace(/&amp;/g, '&');

/** The lines a trainee reads: each block's text, and the labels that screen readers say. */
function linesOf(html: string): string[] {
  const labels = [...html.matchAll(ATTRIBUTES)].map((m) => decode(m[1]));
  const text = decode(html.replace(BLOCK, '\n').replace(/<[^>]*>/g, ''));
  return [...text.split('\n'), ...labels].map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

const nothing = () => undefined;

function render(element: ReactElement, i18n: ReturnType<typeof instance>): string[] {
  return linesOf(renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>));
}

const question = (q: Exclude<Question, { kind: 'whole-hand' }>) => <AnswerFor question={q} locked={false} review={null} onSubmit={nothing} play={nothing} />;
const feedback = (result: DrillResult, given: Answer, step?: { n: number; before: { earned: number; possible: number } }) => (
  <Feedback result={{ ...result, record: { status: 'guest' } } as DrillSubmitResponse} given={given} step={step} onNext={nothing} nextLabel="→" />
);

/** One screen of an item: what it shows, and of which game. */
interface Screen {
  where: string;
  variant: string;
  element: ReactElement;
}

/**
 * The screens of an item as a session shows them: the question, then the feedback on the engine's
 * own answer and on a wrong one; a whole hand step by step, every other step answered wrong.
 */
function screensOf(p: Picked): { screens: Screen[]; done: { kind: DrillKind; result: DrillSubmitResponse }[] } {
  const drills = createDrillService();
  const item = (DRILLS[p.kind] as unknown as { generate(seed: number, level: Level, profile: Profile): DrillItem }).generate(p.seed, p.level, p.profile);
  const where = `${p.kind} L${p.level} ${p.profile} seed ${p.seed}`;
  const screens: Screen[] = [];
  const done: { kind: DrillKind; result: DrillSubmitResponse }[] = [];
  const ask = () => drills.next({ kind: p.kind, level: p.level, profile: p.profile, seed: p.seed });
  const next = ask();
  if (next.question.kind === 'whole-hand') {
    const steps = (item.answer as Extract<Answer, { kind: 'whole-hand' }>).steps;
    let asked: StepQuestion = next.question.ask;
    let before = { earned: 0, possible: 0 };
    const given: Answer[] = [];
    let last: DrillResult | null = null;
    for (let k = 0; k < steps.length; k++) {
      const variant = variantOf(asked);
      screens.push({ where: `${where} step ${k + 1}`, variant, element: question(asked) });
      const step = k % 2 === 1 ? wrongAnswer(steps[k], asked) : steps[k];
      given.push(step);
      last = drills.submit({ itemId: next.itemId, answer: { kind: 'whole-hand', steps: [step] } });
      screens.push({ where: `${where} step ${k + 1} feedback`, variant, element: feedback(last, { kind: 'whole-hand', steps: given } as Answer, { n: k, before }) });
      before = { earned: last.earned, possible: last.possible };
      if (last.next) asked = last.next.ask;
    }
    if (last) done.push({ kind: p.kind, result: { ...last, record: { status: 'guest' } } as DrillSubmitResponse });
    return { screens, done };
  }
  const q = next.question;
  screens.push({ where, variant: variantOf(q), element: question(q) });
  for (const [answered, given] of [[next, item.answer], [ask(), wrongAnswer(item.answer, q)]] as const) {
    const result = drills.submit({ itemId: answered.itemId, answer: given });
    screens.push({ where: `${where} feedback${given === item.answer ? '' : ' (wrong)'}`, variant: variantOf(q), element: feedback(result, given) });
    done.push({ kind: p.kind, result: { ...result, record: { status: 'guest' } } as DrillSubmitResponse });
  }
  return { screens, done };
}

// ---- The checks -----------------------------------------------------------------------------------

const namespaces = Object.keys(resources.en.translation);
const RAW_KEY = new RegExp(`\\b(?:${namespaces.join('|')})\\.[a-z][\\w-]*(?:\\.[\\w-]+)*`);

interface Fault {
  where: string;
  what: string;
  line: string;
}

function faultsOf(language: Language, where: string, variant: string, lines: string[], english: ReadonlySet<string> | null): Fault[] {
  const out: Fault[] = [];
  for (const line of lines) {
    const add = (what: string) => out.push({ where, what, line });
    if (RAW_KEY.test(line)) add('a translation key');
    if (line.includes('{{') || line.includes('}}')) add('a placeholder left');
    for (const bad of badPlurals(language, line)) add(`a bad plural: ${bad}`);
    for (const word of gameWordsIn(language, variant, line)) add(`not a word of ${variant}: ${word}`);
    if (language !== 'en') {
      for (const word of englishIn(language, line)) add(`English: ${word}`);
      if (english?.has(line) && /[a-z]{3,}.*\s.*[a-z]{3,}/i.test(line) && !line.includes(' · ') && !SAME_IN_EVERY_LANGUAGE.test(line)) add('the same line as in English');
    }
  }
  return out;
}

/** Lines that read the same in every language: names of games and rules, seats and amounts. */
const SAME_IN_EVERY_LANGUAGE = /^(?:Hold'em|Omaha|Omaha hi-lo|Stud hi-lo|Razz|2-7 (?:single|triple) draw|Robert's Rules|TDA \d+|[\d\s.,:×→+=—–-]+)$/;

/** Placeholders that name seats (in the strings test, a seat stands for them, not a number). */
const SEAT_NAMES = /^(?:seat|player|winner|loser|first|button|bigBlind|straddle|skipped|name|trainee)$/;
const SEAT_LIST_NAMES = /^(?:seats|winners|eligible|order)$/;
/** Placeholders whose number is never one: a passphrase's least length, a file's size in characters. */
const NEVER_ONE: Record<string, string[]> = { 'classroom.host.passphraseHelp': ['min'], 'instructor.import.tooLarge': ['size'] };

describe('every item, in every language', () => {
  const screens: Screen[] = [];
  const done: { kind: DrillKind; result: DrillSubmitResponse }[] = [];
  for (const p of picked) {
    const made = screensOf(p);
    screens.push(...made.screens);
    done.push(...made.done);
  }
  // The English lines of each screen, for the Swedish and Danish ones to be compared with.
  const english = new Map<string, Set<string>>();
  const inEnglish = instance('en', { missing: [] });
  const englishOf = (screen: Screen): Set<string> => {
    if (!english.has(screen.where)) english.set(screen.where, new Set(render(screen.element, inEnglish)));
    return english.get(screen.where)!;
  };

  it('reaches every kind, every game and the reasons of real items', () => {
    expect(new Set(picked.map((p) => p.kind))).toEqual(new Set(Object.keys(DRILLS)));
    expect(new Set(screens.map((s) => s.variant))).toEqual(new Set(['-', 'holdem', 'omaha', 'omaha-hi-lo', 'stud', 'stud-hi-lo', 'razz', 'five-card-draw', '2-7-single-draw', '2-7-triple-draw']));
    expect(reasonKeys.size).toBeGreaterThan(120);
  });

  it.each(languages)('%s: no key, no placeholder, no bad plural, no word of another game, no English in sv and da', (language) => {
    const found: Found = { missing: [] };
    const i18n = instance(language, found);
    const faults: Fault[] = [];
    for (const screen of screens) {
      const missingBefore = found.missing.length;
      const lines = render(screen.element, i18n);
      // Each key or value missing once more, with the screen it was missing from.
      for (const m of found.missing.slice(missingBefore)) found.missing.push(`${m} @ ${screen.where}`);
      if (language === 'en') english.set(screen.where, new Set(lines));
      faults.push(...faultsOf(language, screen.where, screen.variant, lines, language === 'en' ? null : englishOf(screen)));
    }
    // A session's summary: one item, then all of them.
    for (const list of [done.slice(0, 1), done]) faults.push(...faultsOf(language, `summary of ${list.length}`, '-', render(<Summary done={list} onAgain={nothing} />, i18n), null));
    expect([...new Set(found.missing)], 'keys or values missing').toEqual([]);
    const summary = [...new Map(faults.map((f) => [`${f.what} | ${f.line}`, f])).values()].map((f) => `${f.what} | ${f.line} | ${f.where}`);
    expect(summary).toEqual([]);
  });

  it('a real hand is named by its title in every language, never "Hand #0"', () => {
    for (const language of languages) {
      const found: Found = { missing: [] };
      const say = sayOf(instance(language, found).t);
      for (const hand of listShippedHands()) {
        const title = shippedTitle(hand.id);
        const text = handTitle(title, say);
        expect(text, hand.id).toContain(String(title.hand));
        expect([...faultsOf(language, hand.id, '-', [text], null), ...found.missing], hand.id).toEqual([]);
      }
      expect(handTitle({ collection: 'file', name: 'final-table.phh' }, say)).toContain('final-table.phh');
    }
  });

  it('the strings themselves: every key with every count, no bad plural, no English in sv and da', () => {
    const faults: string[] = [];
    for (const language of languages) {
      const i18n = instance(language, { missing: [] });
      const seatName = i18n.t('drill.seat', { n: 2 });
      const seatList = new Intl.ListFormat(language).format([seatName, i18n.t('drill.seat', { n: 3 })]);
      for (const key of Object.keys(leaves(resources.en.translation))) {
        const base = key.replace(/_(?:zero|one|two|few|many|other)$/, '');
        const names = placeholdersOf(key);
        for (const count of [0, 1, 2]) {
          // Every number the count; a seat a seat ("Seat 1 raises" is no plural).
          const value = (name: string) => (SEAT_LIST_NAMES.test(name) ? seatList : SEAT_NAMES.test(name) ? seatName : NEVER_ONE[base]?.includes(name) ? '8' : String(count));
          const values: Record<string, unknown> = Object.fromEntries(names.map((name) => [name, value(name)]));
          const text = (i18n.t as unknown as (k: string, v: object) => string)(base, { ...values, count });
          for (const bad of [...badPlurals(language, text), ...englishIn(language, text)]) faults.push(`${language} ${base} (${count}): ${bad} | ${text}`);
        }
      }
    }
    expect(faults).toEqual([]);
  });
});
