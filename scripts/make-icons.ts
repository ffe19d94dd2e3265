/**
 * Draws the app icon, a poker chip with a diamond, from a handful of shapes, and writes it as
 * SVG (for the renderer) and as PNG, ICO and ICNS (for electron-builder): no downloads, no
 * image libraries. The same shape list is serialized to SVG and rasterized, so both agree.
 * Run by npm run build; alone: npm run icons.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

type Shape =
  | { kind: 'disc'; r: number; fill: string }
  | { kind: 'ring'; r0: number; r1: number; fill: string }
  | { kind: 'sector'; r0: number; r1: number; from: number; to: number; fill: string }
  | { kind: 'rhombus'; w: number; h: number; fill: string };

/** In a [-1, 1] square, y down, painted in order. Angles in degrees. */
export function chipShapes(): Shape[] {
  const inserts = Array.from({ length: 8 }, (_, i): Shape => ({ kind: 'sector', r0: 0.72, r1: 0.96, from: i * 45 - 10, to: i * 45 + 10, fill: '#f4efe6' }));
  return [
    { kind: 'disc', r: 0.96, fill: '#b71c2b' },
    ...inserts,
    { kind: 'ring', r0: 0.9, r1: 0.96, fill: '#7f1019' },
    { kind: 'disc', r: 0.64, fill: '#f4efe6' },
    { kind: 'disc', r: 0.58, fill: '#17603d' },
    { kind: 'rhombus', w: 0.24, h: 0.36, fill: '#e0b34a' },
  ];
}

function contains(shape: Shape, x: number, y: number): boolean {
  const d2 = x * x + y * y;
  switch (shape.kind) {
    case 'disc':
      return d2 <= shape.r * shape.r;
    case 'ring':
      return d2 >= shape.r0 * shape.r0 && d2 <= shape.r1 * shape.r1;
    case 'sector': {
      if (d2 < shape.r0 * shape.r0 || d2 > shape.r1 * shape.r1) return false;
      const angle = (Math.atan2(y, x) * 180) / Math.PI;
      const offset = (((angle - shape.from) % 360) + 360) % 360;
      return offset <= shape.to - shape.from;
    }
    case 'rhombus':
      return Math.abs(x) / shape.w + Math.abs(y) / shape.h <= 1;
  }
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The index of the topmost shape at (x, y), or -1. */
function shapeAt(shapes: Shape[], x: number, y: number): number {
  let i = shapes.length - 1;
  while (i >= 0 && !contains(shapes[i], x, y)) i--;
  return i;
}

/**
 * RGBA pixels, 4x4 samples per pixel for smooth edges. A pixel whose four corners lie in the
 * same shape is filled without sampling: every feature is wider than a pixel from 64 px up.
 */
export function rasterize(shapes: Shape[], size: number): Buffer {
  const colors = shapes.map((shape) => rgb(shape.fill));
  const pixels = Buffer.alloc(size * size * 4);
  const toUnit = (p: number) => (p / size) * 2 - 1;
  const corners = new Int16Array((size + 1) * (size + 1));
  for (let y = 0; y <= size; y++) for (let x = 0; x <= size; x++) corners[y * (size + 1) + x] = shapeAt(shapes, toUnit(x), toUnit(y));
  const grid = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const at = (py * size + px) * 4;
      const corner = corners[py * (size + 1) + px];
      const uniform =
        size >= 64 &&
        corner === corners[py * (size + 1) + px + 1] &&
        corner === corners[(py + 1) * (size + 1) + px] &&
        corner === corners[(py + 1) * (size + 1) + px + 1];
      if (uniform) {
        if (corner >= 0) pixels.set([...colors[corner], 255], at);
        continue;
      }
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < grid; sy++) {
        for (let sx = 0; sx < grid; sx++) {
          const i = shapeAt(shapes, toUnit(px + (sx + 0.5) / grid), toUnit(py + (sy + 0.5) / grid));
          if (i < 0) continue;
          r += colors[i][0];
          g += colors[i][1];
          b += colors[i][2];
          covered++;
        }
      }
      if (covered === 0) continue;
      pixels.set([Math.round(r / covered), Math.round(g / covered), Math.round(b / covered), Math.round((covered / (grid * grid)) * 255)], at);
    }
  }
  return pixels;
}

export function toSvg(shapes: Shape[]): string {
  const n = (value: number) => Number(value.toFixed(4));
  const at = (r: number, degrees: number) => `${n(r * Math.cos((degrees * Math.PI) / 180))} ${n(r * Math.sin((degrees * Math.PI) / 180))}`;
  const elements = shapes.map((shape) => {
    switch (shape.kind) {
      case 'disc':
        return `<circle r="${shape.r}" fill="${shape.fill}"/>`;
      case 'ring':
        return `<circle r="${n((shape.r0 + shape.r1) / 2)}" fill="none" stroke="${shape.fill}" stroke-width="${n(shape.r1 - shape.r0)}"/>`;
      case 'sector': {
        const { r0, r1, from, to } = shape;
        return `<path d="M${at(r1, from)}A${r1} ${r1} 0 0 1 ${at(r1, to)}L${at(r0, to)}A${r0} ${r0} 0 0 0 ${at(r0, from)}Z" fill="${shape.fill}"/>`;
      }
      case 'rhombus':
        return `<polygon points="0 ${-shape.h} ${shape.w} 0 0 ${shape.h} ${-shape.w} 0" fill="${shape.fill}"/>`;
    }
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 2 2" width="512" height="512">\n${elements.join('\n')}\n</svg>\n`;
}

export function encodePng(rgba: Buffer, size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1)); // each row: filter byte 0, then pixels
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Windows .ico holding PNG images (allowed since Vista). */
export function encodeIco(pngs: Map<number, Buffer>): Buffer {
  const entries = [...pngs].filter(([size]) => size <= 256);
  const header = Buffer.alloc(6 + 16 * entries.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(entries.length, 4);
  let offset = header.length;
  entries.forEach(([size, png], i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size % 256, at); // 0 means 256
    header.writeUInt8(size % 256, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...entries.map(([, png]) => png)]);
}

/** macOS .icns with PNG payloads; each type code names a pixel size. */
export function encodeIcns(pngs: Map<number, Buffer>): Buffer {
  const types: Array<[string, number]> = [
    ['icp4', 16], ['icp5', 32], ['icp6', 64], ['ic07', 128], ['ic08', 256], ['ic09', 512], ['ic10', 1024],
    ['ic11', 32], ['ic12', 64], ['ic13', 256], ['ic14', 512],
  ];
  const parts = types.map(([type, size]) => {
    const png = pngs.get(size);
    if (!png) throw new Error(`no ${size} px image for ${type}`);
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'latin1');
  head.writeUInt32BE(8 + parts.reduce((sum, part) => sum + part.length, 0), 4);
  return Buffer.concat([head, ...parts]);
}

export const iconSizes = [16, 24, 32, 48, 64, 128, 256, 512, 1024];

/** Writes chip.svg, icon.png (1024), icon.ico, icon.icns and png/<n>x<n>.png into `outDir`. */
export async function makeIcons(outDir: string): Promise<void> {
  const shapes = chipShapes();
  const pngs = new Map(iconSizes.map((size) => [size, encodePng(rasterize(shapes, size), size)]));
  await mkdir(path.join(outDir, 'png'), { recursive: true });
  await Promise.all([
    writeFile(path.join(outDir, 'chip.svg'), toSvg(shapes)),
    writeFile(path.join(outDir, 'icon.png'), pngs.get(1024) as Buffer),
    writeFile(path.join(outDir, 'icon.ico'), encodeIco(pngs)),
    writeFile(path.join(outDir, 'icon.icns'), encodeIcns(pngs)),
    ...[...pngs].map(([size, png]) => writeFile(path.join(outDir, 'png', `${size}x${size}.png`), png)),
  ]);
}

if (require.main === module) {
  makeIcons(path.resolve(__dirname, '../assets/icons')).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
