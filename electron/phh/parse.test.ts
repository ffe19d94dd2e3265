import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as smolParse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { parseCards } from '../engine/cards';
import { listPhhFiles, readPhhFile } from './files';
import { parseAction } from './action-text';
import { parseFlatToml } from './flat-toml';
import { PhhFormatError } from './format-error';
import { parsePhh, parsePhhs } from './parse';
import type { PhhAction } from './types';

// The project's sample of real hands, kept in the repository with its licence.
const SAMPLE = path.resolve(__dirname, '../../test-data/phh');
const DATA = path.join(SAMPLE, 'data');
const files = listPhhFiles([DATA]);
const texts = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
const text = (rel: string): string => texts.get(path.join(DATA, rel))!;

const c = (s: string): number[] => parseCards(s);

/** Tables as plain objects, deeply: smol-toml's have no prototype, the fast scanner's do. */
function plain(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(plain);
  if (typeof v !== 'object' || v === null || v instanceof Date) return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
}

/** Expects a PhhFormatError whose message contains every fragment. */
function expectError(run: () => unknown, ...fragments: string[]): PhhFormatError {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(PhhFormatError);
    for (const f of fragments) expect((e as Error).message).toContain(f);
    return e as PhhFormatError;
  }
  throw new Error('expected a PhhFormatError');
}

const MINIMAL = [
  "variant = 'NT'",
  'antes = [0, 0, 0]',
  'blinds_or_straddles = [1, 2, 0]',
  'min_bet = 2',
  'starting_stacks = [100, 100, 100]',
  "actions = ['d dh p1 AsKd', 'd dh p2 ????', 'd dh p3 7c7d', 'p3 f', 'p1 cc', 'p2 cc']",
].join('\n');

/** MINIMAL with one line replaced (by key) or added. */
function variantOf(key: string, line: string | null): string {
  const lines = MINIMAL.split('\n').filter((l) => !l.startsWith(`${key} =`));
  if (line !== null) lines.push(line);
  return lines.join('\n');
}

describe('the sample', () => {
  it('has 925 .phh files, listed in natural order', () => {
    expect(files).toHaveLength(925);
    const wsop = files.filter((f) => f.includes('/wsop/2023/')).map((f) => path.basename(f, '.phh'));
    expect(wsop.slice(0, 11)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
  });

  it('parses every file', () => {
    const variants = new Map<string, number>();
    for (const [file, t] of texts) {
      const hand = parsePhh(t);
      expect(hand.startingStacks.length, file).toBeGreaterThanOrEqual(2);
      expect(hand.finishingStacks, file).toHaveLength(hand.startingStacks.length);
      variants.set(hand.variant, (variants.get(hand.variant) ?? 0) + 1);
    }
    expect(Object.fromEntries(variants)).toEqual({
      NT: 853, PO: 7, FT: 7, 'FO/8': 14, F7S: 13, 'F7S/8': 7, FR: 10, N2L1D: 7, F2L3D: 7,
    });
  });

  it('reads the flat TOML of every file exactly as smol-toml does', () => {
    for (const [file, t] of texts) {
      const fast = parseFlatToml(t);
      expect(fast, file).toBeDefined();
      // Same data; only the prototype of the table differs (plain object vs none).
      expect(plain(fast), file).toStrictEqual(plain(smolParse(t)));
    }
  });

  it('reads the 2019 WSOP hand exactly', () => {
    const hand = parsePhh(text('wsop/2019/42/3/00-01-07.phh'));
    expect(hand.variant).toBe('NT');
    expect(hand.anteTrimmingStatus).toBe(true);
    expect(hand.antes).toEqual([0, 500000, 0, 0, 0, 0, 0, 0]);
    expect(hand.blindsOrStraddles).toEqual([250000, 500000, 0, 0, 0, 0, 0, 0]);
    expect(hand.minBet).toBe(500000);
    expect(hand.bringIn).toBeUndefined();
    expect(hand.startingStacks).toEqual([13050000, 9525000, 6675000, 5750000, 9150000, 6525000, 14100000, 7300000]);
    expect(hand.finishingStacks).toEqual([18100000, 5625000, 6675000, 5750000, 9150000, 6525000, 12950000, 7300000]);
    expect(hand.players).toHaveLength(8);
    expect(hand.players![0]).toBe('Dan Matsuzuki');
    expect(hand.actions).toHaveLength(30);
    expect(hand.actions[0]).toEqual({ type: 'deal-hole', player: 0, cards: c('QdJd'), count: 2, text: 'QdJd' });
    expect(hand.actions[12]).toEqual({ type: 'bet-raise', player: 6, amount: 1150000 });
    expect(hand.actions[15]).toEqual({ type: 'deal-board', cards: c('ThJc5h') });
    expect(hand.actions[29]).toEqual({ type: 'show-muck', player: 0, cards: c('QdJd') });
    expect(hand.extra).toEqual({
      author: 'Juho Kim',
      event: '2019 World Series of Poker Event #42: $600 Mixed No-Limit Hold’em / Pot-Limit Omaha Deepstack | Day 3',
      city: 'Las Vegas',
      region: 'Nevada',
      country: 'United States of America',
      day: 20,
      month: 6,
      year: 2019,
    });
    expect(Object.keys(hand.extra)).toEqual(['author', 'event', 'city', 'region', 'country', 'day', 'month', 'year']);
  });

  it('keeps half chips and the hand number of a Pluribus split pot', () => {
    const hand = parsePhh(text('pluribus/102/0.phh'));
    expect(hand.finishingStacks).toEqual([10112.5, 9775, 10000, 10000, 10112.5, 10000]);
    expect(hand.players).toEqual(['MrBlue', 'MrBlonde', 'MrWhite', 'MrPink', 'MrBrown', 'Pluribus']);
    expect(hand.extra).toEqual({ hand: 0 });
    expect(hand.anteTrimmingStatus).toBe(true);
    expect(hand.actions.at(-1)).toEqual({ type: 'show-muck', player: 0, cards: c('2cAc') });
  });

  it('reads stud: bring-in, limits, unknown hole cards', () => {
    const razz = parsePhh(text('wsop/2023/43/5/85.phh'));
    expect(razz.variant).toBe('FR');
    expect(razz.blindsOrStraddles).toBeUndefined();
    expect([razz.bringIn, razz.smallBet, razz.bigBet, razz.minBet]).toEqual([100000, 300000, 600000, undefined]);
    expect(razz.actions[2]).toEqual({ type: 'bring-in', player: 1 });
    expect(razz.actions[6]).toEqual({ type: 'deal-hole', player: 0, cards: c('Ad'), count: 1, text: 'Ad' });

    const stud8 = parsePhh(text('wsop/2023/43/5/53.phh'));
    expect(stud8.actions[4]).toEqual({ type: 'deal-hole', player: 4, cards: null, count: 3, text: '??????' });
  });

  it('reads draws: stand pat, discards, mixed unknown cards, muck', () => {
    const hand = parsePhh(text('wsop/2023/43/5/60.phh'));
    expect(hand.actions[0]).toEqual({ type: 'deal-hole', player: 0, cards: null, count: 5, text: '??????????' });
    expect(hand.actions[1]).toEqual({
      type: 'deal-hole', player: 1, cards: null, count: 5, text: 'Kh7c6d2c??', known: [...c('Kh7c6d2c'), null],
    });
    expect(hand.actions[10]).toEqual({
      type: 'stand-pat-discard', player: 1, cards: null, unknown: true, count: 2, known: [...c('Kh'), null],
    });
    expect(hand.actions[11]).toEqual({ type: 'stand-pat-discard', player: 2, cards: c('AsAd') });
    expect(hand.actions[18]).toEqual({ type: 'stand-pat-discard', player: 1, cards: [] });
    expect(hand.actions.at(-1)).toEqual({ type: 'show-muck', player: 1, cards: null });
  });
});

describe('parseAction', () => {
  const cases: [string, PhhAction][] = [
    ['d dh p1 AsKd', { type: 'deal-hole', player: 0, cards: c('AsKd'), count: 2, text: 'AsKd' }],
    ['d dh p10 ????', { type: 'deal-hole', player: 9, cards: null, count: 2, text: '????' }],
    ['d dh p2 ??', { type: 'deal-hole', player: 1, cards: null, count: 1, text: '??' }],
    ['d dh p2 As??', { type: 'deal-hole', player: 1, cards: null, count: 2, text: 'As??', known: [c('As')[0], null] }],
    ['d db 6sQhKh', { type: 'deal-board', cards: c('6sQhKh') }],
    ['p2 f', { type: 'fold', player: 1 }],
    ['p2 cc', { type: 'check-call', player: 1 }],
    ['p2 cbr 300', { type: 'bet-raise', player: 1, amount: 300 }],
    ['p2 cbr 10112.5', { type: 'bet-raise', player: 1, amount: 10112.5 }],
    ['p2 pb', { type: 'bring-in', player: 1 }],
    ['p2 sd', { type: 'stand-pat-discard', player: 1, cards: [] }],
    ['p2 sd 7h2c', { type: 'stand-pat-discard', player: 1, cards: c('7h2c') }],
    ['p2 sd ????', { type: 'stand-pat-discard', player: 1, cards: null, unknown: true, count: 2 }],
    ['p3 sm AsKd', { type: 'show-muck', player: 2, cards: c('AsKd') }],
    ['p3 sm', { type: 'show-muck', player: 2, cards: null }],
    ['p3 sm ????', { type: 'show-muck', player: 2, cards: null, unknown: true, count: 2 }],
    ['p3 sm ??Ad', { type: 'show-muck', player: 2, cards: null, unknown: true, count: 2, known: [null, c('Ad')[0]] }],
    ['p3 sm -', { type: 'show-muck', player: 2, cards: null, unknown: true, asDealt: true }],
    ['p1 cbr 300 # tanks, then raises', { type: 'bet-raise', player: 0, amount: 300, comment: 'tanks, then raises' }],
    ['p1 cc #', { type: 'check-call', player: 0, comment: '' }],
    ['# Burn card 6s is exposed', { type: 'no-op', comment: 'Burn card 6s is exposed' }],
    ['', { type: 'no-op' }],
    ['   ', { type: 'no-op' }],
    // The specification allows any runs of whitespace.
    ['  p1   cbr\t300  ', { type: 'bet-raise', player: 0, amount: 300 }],
    ['d  dh p1 AsKd # x', { type: 'deal-hole', player: 0, cards: c('AsKd'), count: 2, text: 'AsKd', comment: 'x' }],
  ];
  for (const [t, expected] of cases) {
    it(`reads '${t}'`, () => expect(parseAction(t, 0)).toStrictEqual(expected));
  }

  const bad: [string, string][] = [
    ['p1 xx', "unknown action 'xx'"],
    ['p1 check', "unknown action 'check'"],
    ['d dx p1 AsKd', "unknown dealer action 'dx'"],
    ['d dh p1 AsXd', "'Xd' is not a card"],
    ['d dh p1 asKd', "'as' is not a card"],
    ['d dh p1 AsK', "'AsK' is not a list of cards"],
    ['d dh p1 A?', "'A?' is not a card"],
    ['d db ??', 'board cards must be known'],
    ['d dh AsKd', "expected 'd dh pN CARDS'"],
    ['x1 f', "'x1' is not a player"],
    ['p0 f', "'p0' is not a player"],
    ['p01 f', "'p01' is not a player"],
    ['p1', 'missing action after the player'],
    ['p1 f 3', "'f' takes no argument"],
    ['p1 cbr', "expected 'pN cbr AMOUNT'"],
    ['p1 cbr -5', "'-5' is not an amount"],
    ['p1 cbr 1e3', "'1e3' is not an amount"],
    ['p1 cbr 5.', "'5.' is not an amount"],
    ['p1 sm AsKd Qh', 'too many words'],
  ];
  for (const [t, fragment] of bad) {
    it(`rejects '${t}'`, () => {
      const e = expectError(() => parseAction(t, 7), `action 7 '${t}': `, fragment);
      expect(e.action).toBe(7);
      expect(e.field).toBe('actions');
    });
  }

  // In a file the scanner reads the actions from its own bytes; text beyond ASCII before them
  // (one byte per character there too) must not shift what is read or quoted.
  const inFile = (actions: string[]): string =>
    [variantOf('actions', null), "event = 'Hold’em – “Day 2”'", `actions = [${actions.map((a) => `'${a}'`).join(', ')}]`, "players = ['Å', 'Ø', 'Ü']"].join('\n');
  it('reads the same actions from a file as from their strings', () => {
    // '-' is resolved from the deals before it, which a lone string does not have.
    const lines = cases.map(([t]) => t).filter((t) => !t.endsWith(' -') && !/p(4|10)\b/.test(t));
    const text = inFile(lines);
    expect(parseFlatToml(text)).toBeDefined(); // the scanner's path, not smol-toml's
    expect(parsePhh(text).actions).toStrictEqual(lines.map((t, i) => parseAction(t, i)));
  });
  it('rejects the same actions in a file, quoting them alike', () => {
    for (const [t, fragment] of bad) {
      const text = inFile(['p1 f', t]);
      expect(parseFlatToml(text)).toBeDefined();
      expectError(() => parsePhh(text), `action 1 '${t}': `, fragment);
    }
  });
});

describe('parsePhh errors', () => {
  it('accepts the minimal hand used below', () => {
    const hand = parsePhh(MINIMAL);
    expect(hand.actions).toHaveLength(6);
    expect(hand.anteTrimmingStatus).toBeUndefined();
    expect(hand.extra).toEqual({});
  });

  it('names the action and the player count for a player out of range', () => {
    const t = variantOf('actions', "actions = ['d dh p1 AsKd', 'd dh p2 ????', 'd dh p3 7c7d', 'p9 cc']");
    const e = expectError(() => parsePhh(t), "action 3 'p9 cc': no player 9 in a 3-player hand");
    expect(e.action).toBe(3);
  });

  it('reports bad cards and unknown verbs with the action index', () => {
    expectError(() => parsePhh(variantOf('actions', "actions = ['d dh p1 AsKx']")), "action 0 'd dh p1 AsKx'", "'Kx' is not a card");
    expectError(() => parsePhh(variantOf('actions', "actions = ['p1 f', 'p2 raise 5']")), "action 1 'p2 raise 5'", "unknown action 'raise'");
    expectError(() => parsePhh(variantOf('actions', "actions = ['p1 f', 3]")), 'action 1: expected a string');
  });

  it('reports per-player arrays of the wrong length', () => {
    const e = expectError(() => parsePhh(variantOf('antes', 'antes = [0, 0]')), "field 'antes'", '2 entries', '3 players');
    expect(e.field).toBe('antes');
    expectError(() => parsePhh(variantOf('blinds_or_straddles', 'blinds_or_straddles = [1, 2, 0, 0]')), "field 'blinds_or_straddles'", '4 entries');
    expectError(() => parsePhh(`${MINIMAL}\nfinishing_stacks = [100, 100]`), "field 'finishing_stacks'", '2 entries');
    expectError(() => parsePhh(`${MINIMAL}\nplayers = ['a', 'b', 'c', 'd']`), "field 'players'", '4 entries');
    expectError(() => parsePhh(`${MINIMAL}\nwinnings = [1]`), "field 'winnings'");
    expectError(() => parsePhh(`${MINIMAL}\nseats = [1, 2]`), "field 'seats'");
    expectError(() => parsePhh(`${MINIMAL}\ntime_banks = [1, 2]`), "field 'time_banks'");
  });

  it('reports missing required fields', () => {
    for (const key of ['variant', 'antes', 'blinds_or_straddles', 'min_bet', 'starting_stacks', 'actions']) {
      const e = expectError(() => parsePhh(variantOf(key, null)), `field '${key}': missing required field`);
      expect(e.field).toBe(key);
    }
    const stud = MINIMAL.replace("'NT'", "'F7S'").replace('blinds_or_straddles = [1, 2, 0]', 'bring_in = 1').replace('min_bet = 2', 'small_bet = 2');
    expectError(() => parsePhh(stud), "field 'big_bet': missing required field (fixed-limit variant F7S)");
    expectError(() => parsePhh(MINIMAL.replace("'NT'", "'F7S'")), "field 'bring_in': missing required field");
  });

  it('reports fields that do not belong to the variant', () => {
    expectError(() => parsePhh(`${MINIMAL}\nbring_in = 1`), "field 'bring_in'", 'only stud');
    expectError(() => parsePhh(`${MINIMAL}\nsmall_bet = 1`), "field 'small_bet'");
    const limit = MINIMAL.replace("'NT'", "'FT'") + '\nsmall_bet = 2\nbig_bet = 4';
    expect(parsePhh(limit.replace('min_bet = 2\n', '')).smallBet).toBe(2);
    expectError(() => parsePhh(limit), "field 'min_bet': not used in fixed-limit variant FT");
  });

  it('reports bad values', () => {
    expectError(() => parsePhh(MINIMAL.replace("'NT'", "'XX'")), "field 'variant': unknown variant 'XX'");
    expectError(() => parsePhh(variantOf('antes', 'antes = [0, -1, 0]')), "field 'antes': entry 1: expected a non-negative number, got -1");
    expectError(() => parsePhh(variantOf('antes', "antes = [0, '1', 0]")), "field 'antes': entry 1", "got '1'");
    expectError(() => parsePhh(variantOf('antes', 'antes = 0')), "field 'antes': expected an array");
    expectError(() => parsePhh(variantOf('min_bet', 'min_bet = 0')), "field 'min_bet': expected a positive number, got 0");
    expectError(() => parsePhh(`${MINIMAL}\nante_trimming_status = 1`), "field 'ante_trimming_status'");
    expectError(() => parsePhh(`${MINIMAL}\nseat_count = 2`), "field 'seat_count'");
    expectError(() => parsePhh(variantOf('starting_stacks', 'starting_stacks = [100]')), 'at least 2 players');
    expectError(() => parsePhh(MINIMAL.replace("'NT'", "'NS'").replace('7c7d', '5c7d')), "action 2 'd dh p3 5c7d'", '5c is not in the short deck');
  });

  it('reports invalid TOML with its position', () => {
    expectError(() => parsePhh("variant = 'NT\nantes = [0]"), 'invalid TOML at line 1');
    expectError(() => parsePhh('antes = [0, 0,\n'), 'invalid TOML at line');
    expectError(() => parsePhh(`${MINIMAL}\nmin_bet = 3`), 'invalid TOML at line 7', 'redefine');
    expectError(() => parsePhh('this is not toml'), 'invalid TOML');
  });
});

describe('beyond the flat subset', () => {
  it('reads multi-line arrays, escapes, dates, tables and user fields through smol-toml', () => {
    const t = [
      '# a TOML comment',
      'variant = "NT"  # trailing comment',
      'antes = [0, 0]',
      'blinds_or_straddles = [1, 2]',
      'min_bet = 2',
      'starting_stacks = [inf, 200]',
      'actions = [',
      '  "d dh p1 AsKd",',
      "  'd dh p2 ????',",
      '  "p2 cbr 6 # \\"big\\"",',
      ']',
      'time = 19:30:00',
      'event = "Tab\\there"',
      '_note = { by = "me", tags = [1, 2] }',
      "players = ['A', 'B']",
    ].join('\n');
    expect(parseFlatToml(t)).toBeUndefined();
    const hand = parsePhh(t);
    expect(hand.startingStacks).toEqual([Infinity, 200]);
    expect(hand.actions[2]).toEqual({ type: 'bet-raise', player: 1, amount: 6, comment: '"big"' });
    expect(hand.extra.event).toBe('Tab\there');
    expect((hand.extra.time as Date).toISOString()).toBe('19:30:00.000');
    expect(hand.extra._note).toEqual({ by: 'me', tags: [1, 2] });
    expect(Object.keys(hand.extra)).toEqual(['time', 'event', '_note']);
  });

  it('agrees with smol-toml on the edges of the subset', () => {
    const docs = [
      "a = ''\nb = \"\"\nc = []\nd = [ 1 , 2 ]\ne = true\nf = false\ng = 0\nh = 0.5\n",
      'a = 1 # c\n\n\n# x\n[1]\nb = 2\n[2]\nb = 3',
      "a = 'x' \t\nb=1",
      'a = 1_000', 'a = 1e3', 'a = 01', 'a = -1', 'a = +1', 'a = inf', 'a = 1979-05-27', 'a = 07:32:00',
      'a = [1, 2, ]', 'a = [[1], [2]]', 'a = {x = 1}', 'a.b = 1', '"a" = 1', '[a.b]\nc = 1', '[[a]]\nb = 1',
      'a = 1\r\nb = 2', "a = '''x'''", 'a = "\\u00e9"', 'a = truex', 'a = 12345678901234567',
      'a = 1\na = 2', '[1]\n[1]', 'a = 1\n[a]', 'a = "x\ty"', "a = 'x\u0001'", "# \u0001\na = 1",
      '__proto__ = 1', 'toString = 1', 'a = 1 b = 2', 'a = [1 2]', 'a =', '= 1', '[]', 'a = 1.', 'a = .5',
      // Beyond ASCII (the scanner reads bytes): in strings and comments, in a key, and U+0127,
      // whose low byte is a quote, inside a literal string.
      "a = 'Dagur Jóhannsson' # é\nb = [\"Ω\", '😀']", 'é = 1', "a = 'x\u0127y'\nb = 2",
      // Longer than the scanner's first buffer.
      `a = [${Array.from({ length: 2000 }, (_, k) => `'p${k} cc'`).join(', ')}]\nb = 1`,
    ];
    for (const doc of docs) {
      let expected: unknown;
      try {
        expected = plain(smolParse(doc));
      } catch {
        expected = 'error';
      }
      const fast = parseFlatToml(doc);
      if (fast !== undefined) expect(plain(fast), doc).toStrictEqual(expected);
    }
    // The common forms stay on the fast path.
    expect(parseFlatToml(docs[0])).toBeDefined();
    expect(parseFlatToml(docs[1])).toBeDefined();
    expect(parseFlatToml(docs.at(-2)!)).toEqual({ a: 'x\u0127y', b: 2 });
    expect((parseFlatToml(docs.at(-1)!)!.a as string[])[1999]).toBe('p1999 cc');
  });
});

describe('.phhs and files', () => {
  const two = `[1]\n${MINIMAL}\nhand = 1\n\n[2]\n${MINIMAL.replace('p3 f', 'p3 cbr 6')}\nhand = 2\n`;

  it('reads several hands', () => {
    const hands = parsePhhs(two);
    expect(hands).toHaveLength(2);
    expect(hands.map((h) => h.extra.hand)).toEqual([1, 2]);
    expect(hands[1].actions[3]).toEqual({ type: 'bet-raise', player: 2, amount: 6 });
  });

  it('names the hand in errors', () => {
    expectError(() => parsePhhs(two.replace('hand = 2', 'hand = 2\nantes = 1')), 'invalid TOML');
    expectError(() => parsePhhs(two.replace("[2]\nvariant = 'NT'", "[2]\nvariant = 'ZZ'")), "hand [2]: field 'variant'");
    expectError(() => parsePhhs(`x = 1\n${two}`), "key 'x' is not a hand table");
  });

  it('lists directories recursively, keeps file paths as given, and reads .phhs', () => {
    const one = path.join(DATA, 'wsop/2019/42/3/00-01-07.phh');
    const listed = listPhhFiles([path.join(DATA, 'wsop/2019'), 'missing.phh', one]);
    expect(listed).toEqual([one, 'missing.phh', one]);
    expect(readPhhFile(one)[0].variant).toBe('NT');
    expect(() => readPhhFile(path.join(SAMPLE, 'no-such-file.phh'))).toThrow();

    const dir = mkdtempSync(path.join(tmpdir(), 'phh-'));
    try {
      mkdirSync(path.join(dir, 'b'));
      for (const name of ['10.phh', '2.phh', 'b/1.phh', 'a.phhs', 'notes.txt', 'x.phh.bak']) {
        writeFileSync(path.join(dir, name), name === 'a.phhs' ? two : MINIMAL);
      }
      expect(listPhhFiles([dir]).map((f) => path.relative(dir, f))).toEqual(['2.phh', '10.phh', 'a.phhs', 'b/1.phh']);
      expect(readPhhFile(path.join(dir, 'a.phhs'))).toHaveLength(2);
      expect(readPhhFile(path.join(dir, '2.phh'))).toEqual([parsePhh(MINIMAL)]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
