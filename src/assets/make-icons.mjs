// Writes the app icons (public/icon-192.png, icon-512.png, icon-maskable-512.png and
// favicon.svg): a white warehouse glyph on the brand blue. Run: node src/assets/make-icons.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BRAND = [0x1a, 0x4f, 0xb8];
const WHITE = [0xff, 0xff, 0xff];
const AMBER = [0xf5, 0xb0, 0x1a];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x / size, y / size);
      raw.set([r, g, b, a], row + 1 + x * 4);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The glyph in a unit square centred on (0.5, 0.5), scaled by `scale`: roof, walls, door, box. */
function glyph(u, v, scale) {
  const x = (u - 0.5) / scale + 0.5;
  const y = (v - 0.5) / scale + 0.5;
  const inRoof = y >= 0.18 && y <= 0.42 && Math.abs(x - 0.5) <= (y - 0.18) * (0.36 / 0.24) + 0.02;
  const inWalls = x >= 0.2 && x <= 0.8 && y >= 0.42 && y <= 0.82;
  const inDoor = x >= 0.32 && x <= 0.68 && y >= 0.55 && y <= 0.82;
  const inBox = x >= 0.42 && x <= 0.58 && y >= 0.66 && y <= 0.82;
  const inSlat = inDoor && !inBox && Math.floor((y - 0.55) / 0.035) % 2 === 1;
  if (inBox) return AMBER;
  if (inSlat) return WHITE;
  if (inDoor) return BRAND;
  if (inRoof || inWalls) return WHITE;
  return null;
}

function rounded(u, v, radius) {
  const dx = Math.max(radius - u, 0, u - (1 - radius));
  const dy = Math.max(radius - v, 0, v - (1 - radius));
  return dx * dx + dy * dy <= radius * radius;
}

const icon = (u, v) => {
  if (!rounded(u, v, 0.18)) return [0, 0, 0, 0];
  return [...(glyph(u, v, 1) ?? BRAND), 255];
};
// Maskable: full-bleed background, glyph inside the 80 % safe zone.
const maskable = (u, v) => [...(glyph(u, v, 0.7) ?? BRAND), 255];

const out = new URL('../../public/', import.meta.url);
writeFileSync(new URL('icon-192.png', out), png(192, icon));
writeFileSync(new URL('icon-512.png', out), png(512, icon));
writeFileSync(new URL('icon-maskable-512.png', out), png(512, maskable));
writeFileSync(
  new URL('favicon.svg', out),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="18" fill="#1a4fb8"/><path d="M50 18 L86 42 L80 42 L80 82 L20 82 L20 42 L14 42 Z" fill="#fff"/><rect x="32" y="55" width="36" height="27" fill="#1a4fb8"/><rect x="42" y="66" width="16" height="16" fill="#f5b01a"/></svg>\n`,
);
console.log('icons written to', out.pathname);
