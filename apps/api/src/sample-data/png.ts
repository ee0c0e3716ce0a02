// Small PNG images drawn in code for the sample Picture It sets: a gradient with shelves of
// products or a snack pack, from a seeded sequence, so no image is downloaded or stored in the repo.
import { deflateSync } from 'node:zlib';
import type { Prng } from './prng.js';

type Rgb = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** Encodes RGB pixels (`width * height * 3` bytes, rows top to bottom) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, truecolour, no interlace
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as unknown as Rgb;

/** A canvas of RGB pixels with rectangle fills. */
function canvas(width: number, height: number) {
  const rgb = new Uint8Array(width * height * 3);
  const fill = (x0: number, y0: number, w: number, h: number, color: Rgb) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y0 + h); y += 1) {
      for (let x = Math.max(0, x0); x < Math.min(width, x0 + w); x += 1) rgb.set(color, (y * width + x) * 3);
    }
  };
  return { rgb, fill };
}

/**
 * A `width` x `height` picture from `light` to `dark`: shelves stocked with products, or a snack pack
 * on a counter. The same Prng state gives the same picture.
 */
export function drawSamplePicture(motif: 'shelf' | 'pack', colors: readonly Rgb[], random: Prng, width = 240, height = 160): Buffer {
  const light = colors[0] ?? [255, 255, 255];
  const dark = colors[1] ?? [0, 0, 0];
  const { rgb, fill } = canvas(width, height);
  for (let y = 0; y < height; y += 1) fill(0, y, width, 1, mix(light, dark, (y / height) * 0.35));
  if (motif === 'shelf') {
    for (let shelf = 0; shelf < 3; shelf += 1) {
      const base = 48 + shelf * 48;
      fill(8, base, width - 16, 6, mix(dark, [0, 0, 0], 0.3));
      for (let x = 14; x < width - 24;) {
        const w = random.int(10, 22);
        const h = random.int(18, 36);
        fill(x, base - h, w, h, mix(dark, [random.int(0, 255), random.int(0, 255), random.int(0, 255)], random.next() * 0.6));
        x += w + random.int(2, 6);
      }
    }
  } else {
    fill(0, height - 30, width, 30, mix(dark, [0, 0, 0], 0.4));
    fill(80, 22, 80, 112, dark);
    fill(86, 52, 68, 34, light);
    fill(100, 60, 40, 18, mix(dark, light, 0.5));
    for (let dot = 0; dot < 6; dot += 1) fill(random.int(88, 148), random.int(96, 124), 5, 5, light);
  }
  return encodePng(width, height, rgb);
}
