// The home-screen icons (issue 17), drawn from the logo (src/client/public/favicon.svg) with
// sharp. Run when the logo changes, and commit the PNGs: npx tsx scripts/make-icons.ts
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = 'src/client/public';
const logo = fs.readFileSync(path.join(publicDir, 'favicon.svg'));
const THEME = '#0f766e';
fs.mkdirSync(path.join(publicDir, 'icons'), { recursive: true });

const render = (size: number) => sharp(logo, { density: Math.ceil((72 * size) / 32) }).resize(size, size);

// "any" icons: the logo itself, its rounded square on a transparent ground.
for (const size of [192, 512])
  await render(size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, 'icons', `icon-${size}.png`));

// Maskable and Apple touch icons are cut to the phone's own shape: a full-bleed square of
// the theme colour, with the logo's mark inside the safe zone (the middle 80%).
async function fullBleed(size: number, file: string) {
  const mark = Math.round(size * 0.8);
  await sharp({ create: { width: size, height: size, channels: 4, background: THEME } })
    .composite([{ input: await render(mark).png().toBuffer(), gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, 'icons', file));
}
await fullBleed(512, 'maskable-512.png');
await fullBleed(180, 'apple-touch-icon.png');
console.log('icons written to src/client/public/icons/');
