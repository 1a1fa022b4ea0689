// Draws the app icons (a white medical cross on the brand green) as real PNGs with nothing but
// zlib, so the repository needs no image tooling: `node sw/tools/generate-icons.mjs`.
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/icons');
const GREEN = [0x0b, 0x6e, 0x44];
const WHITE = [0xff, 0xff, 0xff];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Inside a rounded rectangle centred on (cx, cy), coordinates in 0..1. */
function inRoundedRect(x, y, cx, cy, halfW, halfH, radius) {
  const dx = Math.max(Math.abs(x - cx) - (halfW - radius), 0);
  const dy = Math.max(Math.abs(y - cy) - (halfH - radius), 0);
  return Math.abs(x - cx) <= halfW && Math.abs(y - cy) <= halfH && dx * dx + dy * dy <= radius * radius;
}

/**
 * `maskable`: the green fills the whole square and the cross stays inside the central safe zone
 * (a circle of 80 % diameter), as launchers crop to any shape.
 */
function draw(size, maskable) {
  const rgba = Buffer.alloc(size * size * 4);
  const arm = maskable ? 0.26 : 0.3;
  const thickness = maskable ? 0.09 : 0.105;
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let cross = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          const inBg = maskable || inRoundedRect(x, y, 0.5, 0.5, 0.5, 0.5, 0.22);
          if (!inBg) continue;
          bg++;
          if (inRoundedRect(x, y, 0.5, 0.5, arm, thickness, 0.03) || inRoundedRect(x, y, 0.5, 0.5, thickness, arm, 0.03)) cross++;
        }
      }
      const total = samples * samples;
      const i = (py * size + px) * 4;
      const t = bg ? cross / bg : 0;
      for (let c = 0; c < 3; c++) rgba[i + c] = Math.round(GREEN[c] * (1 - t) + WHITE[c] * t);
      rgba[i + 3] = Math.round((bg / total) * 255);
    }
  }
  return encodePng(size, rgba);
}

mkdirSync(outDir, { recursive: true });
const icons = [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
];
for (const [name, size, maskable] of icons) {
  writeFileSync(path.join(outDir, name), draw(size, maskable));
  console.log(`public/icons/${name} (${size}x${size}${maskable ? ', maskable' : ''})`);
}
