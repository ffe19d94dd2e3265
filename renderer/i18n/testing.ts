/**
 * What the translation tests look for in a text a trainee reads: a bad plural, a word of another
 * game, English in Swedish or Danish. Test code only (the screens never import it).
 */
import type { Language } from '../../shared/enums';
import { resources } from './resources';

/** Every leaf as "path.to.key" -> text. */
export function leaves(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.assign({}, ...Object.entries(value as object).map(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key)));
}

const strings: Record<Language, Record<string, string>> = {
  en: leaves(resources.en.translation),
  sv: leaves(resources.sv.translation),
  da: leaves(resources.da.translation),
};

/** The placeholders of a key in any language ("{{seat}}" -> seat). */
export function placeholdersOf(key: string): string[] {
  const all = (['en', 'sv', 'da'] as const).flatMap((language) => [...(strings[language][key] ?? '').matchAll(/{{\s*(\w+)/g)].map((m) => m[1]));
  return [...new Set(all)];
}

/** Nouns whose plural differs from the singular: after "1" they are a bad plural ("1 chips", sv "1 marker", da "1 stakke"). */
const PLURAL_NOUNS: Record<Language, string> = {
  en: 'chips|cards|stacks|pots|points|items|steps|players|seats|raises|bets|actions|colou?rs|times|trainees|answers|exams|results|seconds|minutes|sets|hands|winners|draws|characters|entries|sections|attempts',
  sv: 'marker|stackar|staplar|potter|platser|höjningar|satsningar|handlingar|färger|gånger|uppgifter|sekunder|minuter|händer|elever',
  da: 'chips|stakke|stabler|potter|pladser|spillere|raises|bets|handlinger|farver|gange|opgaver|sekunder|minutter|hænder|elever|resultater|prøver',
};
const ADJECTIVES: Record<Language, string> = { en: 'whole|leftover|loose|more|new|old|full', sv: 'hela|lösa|nya|gamla|fler', da: 'hele|løse|nye|gamle|flere' };

/** A count of one with a plural noun (not a seat's number: "Seat 1 raises"), or English's "there are 1" and "Seat 2 get". */
export function badPlurals(language: Language, text: string): string[] {
  const one = new RegExp(`(?<![\\d.,\u00a0\u202f]|(?:[Ss]eat|[Pp]lats|[Pp]lads) )\\b1 (?:(?:${ADJECTIVES[language]}) )?(?:${PLURAL_NOUNS[language]})\\b`, 'g');
  const found = [...text.matchAll(one)].map((m) => m[0]);
  if (language === 'en') found.push(...[...text.matchAll(/\b(?:[Tt]here are 1|(?<!and )[Ss]eat \d+ (?:get|have)|1 of \d+ are)\b/g)].map((m) => m[0]));
  return found;
}

const FLOP = { en: /\b(?:river|flop|pre-?flop|the turn)\b/gi, sv: /\b(?:river(?:n)?|flopp(?:en)?|turn(?:en)?)\b/gi, da: /\b(?:river(?:en)?|flop(?:pet)?|turn(?:en)?)\b/gi };
const STUD_ONLY = { en: /\b(?:(?:third|fourth|fifth|sixth|seventh) street|bring-in|up cards?)\b/gi, sv: /\b(?:(?:tredje|fjärde|femte|sjätte|sjunde) gatan|bring-in)\b/gi, da: /\b(?:(?:tredje|fjerde|femte|sjette|syvende) gade|bring-in)\b/gi };
const DRAW = new Set(['five-card-draw', '2-7-single-draw', '2-7-triple-draw']);
const STUD = new Set(['stud', 'stud-hi-lo', 'razz']);

/** The words of another game: a flop, turn or river in a draw or stud game; stud's streets in another ("turn" alone is English's "in turn"). */
export function gameWordsIn(language: Language, variant: string, text: string): string[] {
  const out: string[] = [];
  if (DRAW.has(variant) || STUD.has(variant)) out.push(...[...text.matchAll(FLOP[language])].map((m) => m[0]));
  if (!STUD.has(variant) && variant !== '-') out.push(...[...text.matchAll(STUD_ONLY[language])].map((m) => m[0]));
  return out;
}

/** Words that are English and no Swedish or Danish word (a poker loanword the language uses is not among them). */
const ENGLISH_WORDS = /\b(?:the|The|and|of|with|is|are|you|your|You|Your|not|from|which|who|Who|what|What|when|When|goes|gets|wins|each|Each|every|Every|must|has|this|This|that|there|There|nobody|Nobody|seat|Seat|seats|player|players|card|cards|round|street|button|Low|High|low|high|shows|acts|left|right|back|first|last|only|after|before|none|None|yes|Yes)\b/g;
/** English words a language uses itself (Danish "have", "chip"), and loan phrases the seeds use ("cash game", "chip race"). */
const OWN: Record<'sv' | 'da', RegExp> = {
  sv: /\b(?:[Cc]ash games?|[Cc]hip race|[Nn]o flop, no drop|Robert's Rules(?: of Poker)?|Tournament Directors Association|[Ss]tud hi-lo|Omaha hi-lo|2-7 (?:single|triple) draw|Hold'em)\b/g,
  da: /\b(?:[Cc]ashgames?|[Cc]hip race|[Nn]o flop, no drop|Robert's Rules(?: of Poker)?|Tournament Directors Association|[Ss]tud hi-lo|Omaha hi-lo|2-7 (?:single|triple) draw|Hold'em)\b/g,
};

/** The fixed fragments of the English strings that a language translates differently (a loanword the language uses itself is no sign). */
function englishOnly(language: Language): string[] {
  const own = Object.values(strings[language]);
  return Object.entries(strings.en)
    .filter(([key, text]) => strings[language][key] !== text)
    .flatMap(([, text]) => text.split(/{{\w+}}/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 12 && /^[A-Za-z]/.test(part) && !own.some((text) => text.includes(part)));
}
const fragments: Partial<Record<Language, string[]>> = {};

/** English in a Swedish or Danish text: tell-tale words, and fragments of the English strings. */
export function englishIn(language: Language, text: string): string[] {
  if (language === 'en') return [];
  const words = [...text.replace(OWN[language], ' ').matchAll(ENGLISH_WORDS)].map((m) => m[0]);
  const parts = (fragments[language] ??= englishOnly(language)).filter((part) => text.includes(part));
  return [...words, ...parts];
}
