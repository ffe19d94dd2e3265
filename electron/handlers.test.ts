import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { type ChannelName, channelNames, channels, defaultSettings, Settings } from '../shared/contract';
import { channelRoles } from '../shared/roles';
import type { Caller } from './api/caller';
import { ApiFailure } from './errors';
import { createDispatch } from './api/dispatch';
import { type HandlerTable, handlers } from './handlers';
import { listShippedHands, shippedHandText } from './drills/shipped';
import { createServices } from './services';
import { memoryLog, useTempDirs } from './test/support';

const tempDir = useTempDirs();

async function setup(table?: HandlerTable) {
  const log = memoryLog();
  const services = createServices({ host: 'web', dataDir: await tempDir(), log });
  return { log, services, dispatch: createDispatch(services, table) };
}

/** A caller of a role the channel takes (validation comes after the role check). */
const allowed = (channel: ChannelName): Caller => ({ role: channelRoles[channel][0] });

/** Every handler a spy that fails the test if called. */
function spyTable() {
  const spies = Object.fromEntries(channelNames.map((name) => [name, vi.fn()])) as unknown as Record<ChannelName, ReturnType<typeof vi.fn>>;
  return { spies, table: spies as unknown as HandlerTable };
}

describe('dispatch', () => {
  it('answers each channel with data that matches its contract', async () => {
    const { dispatch } = await setup();
    expect(await dispatch('app.info', {})).toEqual({
      ok: true,
      data: { name: 'Dealer Trainer', version: expect.any(String), host: 'web', role: 'local', passphraseSet: null },
    });
    expect(await dispatch('app.notices', {})).toEqual({ ok: true, data: { notices: [] } });
    expect(await dispatch('settings.get', {})).toEqual({ ok: true, data: defaultSettings });
    expect(await dispatch('settings.set', { volume: 40, language: 'sv' })).toEqual({
      ok: true,
      data: { ...defaultSettings, volume: 40, language: 'sv' },
    });
    expect(await dispatch('settings.get', {})).toMatchObject({ ok: true, data: { volume: 40, language: 'sv' } });
  });

  it('rejects a bad request with a readable error naming the field and the reason', async () => {
    const { dispatch } = await setup();
    const result = await dispatch('settings.set', { volume: 150, language: 'fr' });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'bad-request',
        message:
          'Invalid request for settings.set: language: Invalid option: expected one of "en"|"sv"|"da"; volume: Too big: expected number to be <=100',
        issues: [
          { path: 'language', message: expect.stringContaining('"en"') },
          { path: 'volume', message: expect.stringContaining('100') },
        ],
      },
    });
  });

  it('rejects unknown keys, wrong types and empty changes', async () => {
    const { dispatch } = await setup();
    for (const channel of channelNames) {
      expect(await dispatch(channel, { garbage: true }, allowed(channel))).toMatchObject({
        ok: false,
        error: { code: 'bad-request', message: expect.stringContaining('Unrecognized key: "garbage"') },
      });
    }
    expect(await dispatch('settings.set', { sound: 'yes' })).toMatchObject({ error: { message: expect.stringContaining('sound: ') } });
    expect(await dispatch('settings.set', {})).toMatchObject({ error: { message: expect.stringContaining('at least one setting') } });
    expect(await dispatch('settings.set', { volume: undefined })).toMatchObject({ error: { code: 'bad-request' } });
    expect(await dispatch('app.info', undefined)).toMatchObject({ error: { message: expect.stringContaining('expected object') } });
  });

  it('names unknown channels, whatever their type', async () => {
    const { dispatch } = await setup();
    expect(await dispatch('drill.skip', {})).toEqual({
      ok: false,
      error: { code: 'unknown-channel', message: `Unknown channel "drill.skip". Channels: ${channelNames.join(', ')}.` },
    });
    for (const channel of [undefined, null, 42, {}, Object.create(null), ['app.info'], 'toString', '__proto__']) {
      expect(await dispatch(channel, {})).toMatchObject({ ok: false, error: { code: 'unknown-channel' } });
    }
  });

  it('reports a crashing handler as internal, without its stack, and logs the details', async () => {
    const { table } = spyTable();
    table['settings.get'] = () => {
      throw new Error('disk on fire at /secret/path');
    };
    const { dispatch, log } = await setup(table);
    const result = await dispatch('settings.get', {});
    expect(result).toEqual({
      ok: false,
      error: { code: 'internal', message: 'The trainer could not answer settings.get (an internal error; details are in its log).' },
    });
    expect(JSON.stringify(result)).not.toContain('secret');
    expect(log.errors).toEqual(['settings.get failed']);
  });

  it('passes an expected failure on with its own message', async () => {
    const { table } = spyTable();
    table['settings.set'] = () => Promise.reject(new ApiFailure('storage', 'Could not save the settings: disk full'));
    const { dispatch } = await setup(table);
    expect(await dispatch('settings.set', { sound: false })).toEqual({
      ok: false,
      error: { code: 'storage', message: 'Could not save the settings: disk full' },
    });
  });

  it('never lets a response that breaks the contract out', async () => {
    const { table } = spyTable();
    table['settings.get'] = () => ({ ...defaultSettings, volume: 'loud' }) as unknown as Settings;
    const { dispatch, log } = await setup(table);
    expect(await dispatch('settings.get', {})).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(log.errors[0]).toContain('settings.get returned data that breaks the contract');
  });

  it('has a handler for every channel of the contract', () => {
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(channels).sort());
  });
});

describe('dispatch under 1,000 random malformed payloads per channel', () => {
  const anyValue = fc.anything({
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withNullPrototype: true,
    withObjectString: true,
    withSet: true,
    withSparseArray: true,
    withTypedArray: true,
    withUnicodeString: true,
  });
  // Near misses: the right keys with wrong values, and wrong keys beside right ones.
  const settingsKeys = Object.keys(Settings.shape);
  const nearMiss = fc.dictionary(fc.constantFrom(...settingsKeys, 'garbage', '__proto__', 'constructor', ''), anyValue, { maxKeys: 6 });
  const validValues = fc.record(
    { language: fc.constantFrom('en', 'sv', 'da'), sound: fc.boolean(), volume: fc.integer({ min: 0, max: 100 }) },
    { requiredKeys: [] },
  );
  const validPlusJunk = fc.tuple(validValues, fc.dictionary(fc.string(), anyValue, { minKeys: 1, maxKeys: 3 })).map(([valid, junk]) => ({ ...junk, ...valid }));

  for (const channel of channelNames) {
    it(`${channel}: never crashes and never reaches the handler`, async () => {
      const { spies, table } = spyTable();
      const { dispatch } = await setup(table);
      const malformed = fc.oneof(anyValue, nearMiss, validPlusJunk).filter((payload) => !channels[channel].request.safeParse(payload).success);
      await fc.assert(
        fc.asyncProperty(malformed, async (payload) => {
          const result = await dispatch(channel, payload, allowed(channel));
          expect(result.ok).toBe(false);
          if (result.ok) return;
          expect(result.error.code).toBe('bad-request');
          expect(result.error.message).toMatch(new RegExp(`^Invalid request for ${channel.replace('.', '\\.')}: .+`));
          expect(result.error.message).not.toMatch(/\n\s+at /); // no stack trace
          expect(() => JSON.stringify(result)).not.toThrow();
        }),
        { numRuns: 1000 },
      );
      for (const spy of Object.values(spies)) expect(spy).not.toHaveBeenCalled();
    });
  }
});

describe('drill channels', () => {
  it('serve an item without its answer, score it once, and name the errors', async () => {
    const { dispatch } = await setup();
    await dispatch('settings.set', { ruleProfile: 'tournament' });
    const next = await dispatch('drill.next', { kind: 'min-raise', level: 1, seed: 7 });
    expect(next).toMatchObject({ ok: true, data: { kind: 'min-raise', profile: 'tournament', seed: 7 } });
    if (!next.ok) return;
    const { itemId } = next.data as { itemId: string };
    expect(JSON.stringify(next.data)).not.toMatch(/min_raise_to/);

    expect(await dispatch('drill.submit', { itemId, answer: { kind: 'min-raise', nonsense: true } })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    const first = await dispatch('drill.submit', { itemId, answer: { kind: 'min-raise', min_raise_to: 1 } });
    expect(first).toMatchObject({ ok: true, data: { correct: false } });
    expect(await dispatch('drill.submit', { itemId, answer: { kind: 'min-raise', min_raise_to: 1 } })).toMatchObject({ ok: false, error: { code: 'conflict', reason: 'already-submitted' } });
    expect(await dispatch('drill.submit', { itemId: 'no-such-item', answer: {} })).toMatchObject({ ok: false, error: { code: 'not-found', reason: 'unknown-item' } });
  });
});

describe('exam and records channels', () => {
  it('a trainee practises into their records, takes an exam by code, and errors keep their meaning', async () => {
    const { dispatch } = await setup();
    const trainee = await dispatch('records.addTrainee', { name: 'Anna Berg' });
    expect(trainee).toMatchObject({ ok: true, data: { name: 'Anna Berg' } });
    if (!trainee.ok) return;
    const traineeId = (trainee.data as { id: string }).id;

    const next = await dispatch('drill.next', { kind: 'min-raise', level: 1, seed: 3 });
    if (!next.ok) throw new Error('no item');
    await dispatch('drill.submit', { itemId: (next.data as { itemId: string }).itemId, answer: { kind: 'min-raise', min_raise_to: 1 }, traineeId });
    const progress = await dispatch('records.progress', { traineeId });
    expect(progress).toMatchObject({ ok: true, data: { kinds: [{ kind: 'min-raise', points: [{ items: 1, accuracy: 0 }] }] } });

    const definitions = await dispatch('exam.definitions', {});
    if (!definitions.ok) throw new Error('no definitions');
    const definitionId = (definitions.data as { definitions: { id: string }[] }).definitions[0].id;
    const code = await dispatch('exam.createCode', { definitionId, seed: 42 });
    expect(code).toMatchObject({ ok: true });
    if (!code.ok) return;
    const started = await dispatch('exam.start', { code: (code.data as { code: string }).code, traineeId });
    expect(started).toMatchObject({ ok: true });
    expect(JSON.stringify(started)).not.toMatch(/"answer"/);

    expect(await dispatch('exam.start', { code: (code.data as { code: string }).code, traineeId: 'nobody' })).toMatchObject({ ok: false, error: { code: 'not-found', reason: 'unknown-trainee' } });
    expect(await dispatch('exam.decodeCode', { code: 'NOT-A-CODE' })).toMatchObject({ ok: false, error: { code: 'bad-request', reason: 'bad-code' } });

    // While an exam runs on the host, no drill is served by its seed (it could be an exam item's).
    expect(await dispatch('drill.next', { kind: 'min-raise', level: 1, seed: 4 })).toMatchObject({ ok: false, error: { code: 'forbidden', message: expect.stringContaining('seed') } });
    // An answer is scored even when it cannot join the records (an unknown trainee).
    const other = await dispatch('drill.next', { kind: 'min-raise', level: 1 });
    if (!other.ok) throw new Error('no item');
    const scored = await dispatch('drill.submit', { itemId: (other.data as { itemId: string }).itemId, answer: { kind: 'min-raise', min_raise_to: 1 }, traineeId: 'nobody' });
    expect(scored).toMatchObject({ ok: true, data: { correct: false } });
  });

  it('issue 32 finding 9: while an exam runs, no whole hand from PHH text, and no practice answer for its examinee', async () => {
    const { dispatch } = await setup();
    const [examinee, other] = await Promise.all(['Ann', 'Bo'].map(async (name) => ((await dispatch('records.addTrainee', { name })) as { data: { id: string } }).data.id));
    const hand = listShippedHands()[0].id;
    const phh = shippedHandText(hand)!;
    const fromText = { kind: 'whole-hand', level: 1, hand: { phh } } as const;
    expect(await dispatch('drill.next', fromText)).toMatchObject({ ok: true });
    const before = (await dispatch('drill.next', { kind: 'min-raise', level: 1 })) as { data: { itemId: string } };

    const code = (await dispatch('exam.createCode', { definitionId: 'builtin:raises-1', seed: 42 })) as { data: { code: string } };
    expect(await dispatch('exam.start', { code: code.data.code, traineeId: examinee })).toMatchObject({ ok: true });
    // The table of an exam item typed in as PHH would be scored by the engine: refused, as a drill by its seed is.
    expect(await dispatch('drill.next', fromText)).toMatchObject({ ok: false, error: { code: 'forbidden', reason: 'practice-during-exam', message: expect.stringContaining('PHH text') } });
    // A shipped hand names no exam item.
    expect(await dispatch('drill.next', { kind: 'whole-hand', level: 1, hand: { shipped: hand } })).toMatchObject({ ok: true });
    // The examinee's practice is closed; another trainee's is not.
    const refused = await dispatch('drill.submit', { itemId: before.data.itemId, answer: { kind: 'min-raise', min_raise_to: 1 }, traineeId: examinee });
    expect(refused).toMatchObject({ ok: false, error: { code: 'forbidden', reason: 'practice-during-exam' } });
    expect(await dispatch('drill.submit', { itemId: before.data.itemId, answer: { kind: 'min-raise', min_raise_to: 1 }, traineeId: other })).toMatchObject({ ok: true, data: { record: { status: 'saved' } } });
  });
});
