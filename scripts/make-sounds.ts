/**
 * `npx tsx scripts/make-sounds.ts [DIR]`: synthesises the trainer's short sound cues as 16-bit
 * mono PCM WAV files with plain arithmetic (no audio library), deterministically, into
 * assets/sounds/ by default. The outputs are committed; a test checks that this script
 * reproduces them byte for byte.
 *   chips.wav  a few clacks of clay chips: filtered noise bursts
 *   right.wav  a rising two-tone chime
 *   wrong.wav  a low buzz
 *   tick.wav   a short clock click
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const RATE = 22_050;

/** A small seeded generator (mulberry32), so the noise is the same on every run. */
function noise(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
  };
}

const samples = (seconds: number): Float64Array => new Float64Array(Math.round(seconds * RATE));

/** A clack: a burst of band-passed noise with a fast decay. */
function addClack(out: Float64Array, at: number, seed: number, gain: number, centre: number): void {
  const rand = noise(seed);
  const start = Math.round(at * RATE);
  const length = Math.round(0.035 * RATE);
  // A two-pole resonator (band-pass) around `centre` Hz.
  const r = 0.92;
  const theta = (2 * Math.PI * centre) / RATE;
  const a1 = 2 * r * Math.cos(theta);
  const a2 = -r * r;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < length && start + i < out.length; i++) {
    const envelope = Math.exp(-i / (0.006 * RATE));
    const x = rand() * envelope;
    const y = x + a1 * y1 + a2 * y2;
    y2 = y1;
    y1 = y;
    out[start + i] += y * gain * 0.18;
  }
}

function tone(out: Float64Array, from: number, seconds: number, frequency: number, gain: number, shape: (phase: number) => number = Math.sin): void {
  const start = Math.round(from * RATE);
  const length = Math.round(seconds * RATE);
  const attack = Math.round(0.005 * RATE);
  for (let i = 0; i < length && start + i < out.length; i++) {
    const envelope = Math.min(1, i / attack) * Math.exp(-i / (seconds * RATE * 0.45));
    out[start + i] += shape((2 * Math.PI * frequency * i) / RATE) * envelope * gain;
  }
}

const square = (phase: number): number => (Math.sin(phase) >= 0 ? 1 : -1);

export function makeSounds(): Record<string, Float64Array> {
  const chips = samples(0.32);
  [0, 0.05, 0.085, 0.14, 0.2].forEach((at, k) => addClack(chips, at, 101 + k, 1 - k * 0.12, 2600 + k * 350));

  const right = samples(0.42);
  tone(right, 0, 0.2, 660, 0.35);
  tone(right, 0.13, 0.29, 990, 0.35);

  const wrong = samples(0.38);
  tone(wrong, 0, 0.38, 110, 0.22, square);
  tone(wrong, 0, 0.38, 116, 0.18, square);

  const tick = samples(0.05);
  addClack(tick, 0, 7, 1.4, 1800);

  return { chips, right, wrong, tick };
}

/** 16-bit little-endian mono PCM in a RIFF/WAVE container. */
export function wav(data: Float64Array): Buffer {
  const bytes = data.length * 2;
  const out = Buffer.alloc(44 + bytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + bytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(RATE, 24);
  out.writeUInt32LE(RATE * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(bytes, 40);
  for (let i = 0; i < data.length; i++) {
    const clipped = Math.max(-1, Math.min(1, data[i]));
    out.writeInt16LE(Math.round(clipped * 32767), 44 + i * 2);
  }
  return out;
}

export function writeSounds(dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  return Object.entries(makeSounds()).map(([name, data]) => {
    const file = path.join(dir, `${name}.wav`);
    writeFileSync(file, wav(data));
    return file;
  });
}

if (require.main === module) {
  const dir = process.argv[2] ?? path.resolve(__dirname, '../assets/sounds');
  for (const file of writeSounds(dir)) console.log(`sound: ${file}`);
}
