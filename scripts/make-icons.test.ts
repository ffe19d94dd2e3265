import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chipShapes, encodeIcns, encodeIco, encodePng, rasterize, toSvg } from './make-icons';

describe('icon maker', () => {
  const size = 32;
  const pixels = rasterize(chipShapes(), size);
  const png = encodePng(pixels, size);

  it('draws a round chip: opaque centre, transparent corners', () => {
    const alpha = (x: number, y: number) => pixels[(y * size + x) * 4 + 3];
    expect(alpha(16, 16)).toBe(255);
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(31, 31)).toBe(0);
  });

  it('writes a PNG whose image data round-trips', () => {
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(size);
    const idatAt = png.indexOf('IDAT');
    const rows = inflateSync(png.subarray(idatAt + 4, idatAt + 4 + png.readUInt32BE(idatAt - 4)));
    expect(rows.length).toBe(size * (size * 4 + 1));
    expect(rows.subarray(1, 1 + size * 4)).toEqual(pixels.subarray(0, size * 4));
  });

  it('packs the PNGs into ICO and ICNS containers', () => {
    const pngs = new Map([16, 32, 64, 128, 256, 512, 1024].map((n) => [n, Buffer.from(`png${n}`)]));
    const ico = encodeIco(pngs);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(5); // up to 256 px
    expect(ico.readUInt8(6 + 16 * 4)).toBe(0); // 256 is written as 0
    const icns = encodeIcns(pngs);
    expect(icns.subarray(0, 4).toString('latin1')).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
  });

  it('writes the same shapes as SVG', () => {
    const svg = toSvg(chipShapes());
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="-1 -1 2 2"/);
    expect(svg.match(/<(circle|path|polygon) /g)).toHaveLength(chipShapes().length);
  });
});
