import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeSounds, wav } from './make-sounds';

const dir = path.resolve(__dirname, '../assets/sounds');

describe('make-sounds', () => {
  it('reproduces the committed sound files byte for byte', () => {
    const sounds = makeSounds();
    expect(Object.keys(sounds).sort()).toEqual(['chips', 'right', 'tick', 'wrong']);
    for (const [name, data] of Object.entries(sounds)) {
      expect(wav(data).equals(readFileSync(path.join(dir, `${name}.wav`))), name).toBe(true);
    }
  });

  it('writes short, valid PCM WAV files', () => {
    for (const data of Object.values(makeSounds())) {
      const file = wav(data);
      expect(file.toString('ascii', 0, 4)).toBe('RIFF');
      expect(file.toString('ascii', 8, 12)).toBe('WAVE');
      expect(file.readUInt16LE(20)).toBe(1);
      expect(data.length / 22_050).toBeLessThan(0.5);
    }
  });
});
