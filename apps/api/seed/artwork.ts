import { KINDS, type ArtKind } from './art';
import type { Glyph, Palette } from './art/types';
import type { Random } from './random';

/**
 * Illustrations for the demo, drawn as SVG and rasterized by sharp: gradients, soft shapes, a
 * drawing of each kind of product (./art) and a simple silhouette per category for the stores'
 * logos and covers. No <text>: fonts may be missing on the machine.
 */

export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    let x = t;
    if (x < 0) x += 1;
    if (x > 1) x -= 1;
    const v = x < 1 / 6 ? p + (q - p) * 6 * x : x < 1 / 2 ? q : x < 2 / 3 ? p + (q - p) * (2 / 3 - x) * 6 : p;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(h + 1 / 3)}${channel(h)}${channel(h - 1 / 3)}`;
}

const sparkle = (x: number, y: number, s: number, fill: string) =>
  `<path d="M${x} ${y - s}Q${x + s * 0.18} ${y - s * 0.18} ${x + s} ${y}Q${x + s * 0.18} ${y + s * 0.18} ${x} ${y + s}Q${x - s * 0.18} ${y + s * 0.18} ${x - s} ${y}Q${x - s * 0.18} ${y - s * 0.18} ${x} ${y - s}Z" fill="${fill}"/>`;

const GLYPHS: Record<string, readonly Glyph[]> = {
  smartphone: [
    (p) => `<rect x="27" y="6" width="46" height="88" rx="9" fill="${p.dark}"/>
      <rect x="31" y="14" width="38" height="68" rx="3" fill="${p.main}"/>
      <path d="M31 62L69 36V82H31Z" fill="${p.accent}" opacity=".6"/>
      <circle cx="50" cy="88" r="2.6" fill="${p.light}"/>
      <rect x="44" y="9" width="12" height="2" rx="1" fill="${p.light}" opacity=".7"/>`,
    (p) => `<rect x="8" y="16" width="84" height="54" rx="5" fill="${p.dark}"/>
      <rect x="13" y="21" width="74" height="44" rx="2" fill="${p.main}"/>
      <path d="M13 52L45 34L87 58V65H13Z" fill="${p.accent}" opacity=".6"/>
      <path d="M2 74H98L92 82H8Z" fill="${p.dark}"/>
      <rect x="42" y="74" width="16" height="3" rx="1.5" fill="${p.light}"/>`,
    (p) => `<path d="M22 50A28 28 0 0 1 78 50" fill="none" stroke="${p.dark}" stroke-width="7" stroke-linecap="round"/>
      <rect x="12" y="46" width="18" height="32" rx="8" fill="${p.main}"/>
      <rect x="70" y="46" width="18" height="32" rx="8" fill="${p.main}"/>
      <rect x="16" y="52" width="6" height="20" rx="3" fill="${p.light}" opacity=".6"/>
      <rect x="74" y="52" width="6" height="20" rx="3" fill="${p.light}" opacity=".6"/>`,
  ],
  shirt: [
    (p) => `<path d="M36 10L18 17L5 37L19 46L26 39V92H74V39L81 46L95 37L82 17L64 10Q50 22 36 10Z" fill="${p.main}"/>
      <path d="M36 10Q50 22 64 10Q58 24 50 24Q42 24 36 10Z" fill="${p.dark}" opacity=".4"/>
      <rect x="58" y="48" width="10" height="11" rx="2" fill="${p.light}" opacity=".55"/>
      <path d="M26 80H74" stroke="${p.accent}" stroke-width="4"/>`,
    (p) => `<path d="M8 70Q8 52 18 50L34 46Q44 58 60 58L84 62Q94 64 94 74V80H8Z" fill="${p.main}"/>
      <rect x="8" y="78" width="86" height="9" rx="3" fill="${p.dark}"/>
      <path d="M36 50l6 8M43 48l6 8M50 50l5 7" stroke="${p.light}" stroke-width="2.5" stroke-linecap="round"/>
      <path d="M60 58L84 62Q94 64 94 74H70Q62 68 60 58Z" fill="${p.accent}" opacity=".7"/>`,
    (p) => `<path d="M30 30Q30 14 50 14Q70 14 70 30" fill="none" stroke="${p.dark}" stroke-width="5"/>
      <path d="M16 32H84L78 90H22Z" fill="${p.main}"/>
      <path d="M16 32H84L82 46H18Z" fill="${p.accent}" opacity=".7"/>
      <circle cx="50" cy="40" r="3" fill="${p.light}"/>`,
  ],
  home: [
    (p) => `<rect x="16" y="30" width="68" height="34" rx="9" fill="${p.main}"/>
      <rect x="6" y="46" width="18" height="32" rx="7" fill="${p.dark}"/>
      <rect x="76" y="46" width="18" height="32" rx="7" fill="${p.dark}"/>
      <rect x="20" y="56" width="60" height="18" rx="5" fill="${p.accent}"/>
      <rect x="14" y="78" width="6" height="10" rx="2" fill="${p.dark}"/>
      <rect x="80" y="78" width="6" height="10" rx="2" fill="${p.dark}"/>
      <rect x="24" y="36" width="22" height="16" rx="5" fill="${p.light}" opacity=".55"/>`,
    (p) => `<path d="M28 42L38 10H62L72 42Z" fill="${p.accent}"/>
      <path d="M38 10H50L46 42H28Z" fill="${p.light}" opacity=".35"/>
      <rect x="47" y="42" width="6" height="40" fill="${p.dark}"/>
      <ellipse cx="50" cy="86" rx="20" ry="5" fill="${p.main}"/>`,
    (p) => `<rect x="24" y="8" width="52" height="84" rx="6" fill="${p.main}"/>
      <rect x="24" y="38" width="52" height="3" fill="${p.dark}"/>
      <rect x="30" y="18" width="4" height="14" rx="2" fill="${p.light}"/>
      <rect x="30" y="46" width="4" height="20" rx="2" fill="${p.light}"/>
      <rect x="60" y="14" width="10" height="18" rx="2" fill="${p.accent}" opacity=".5"/>`,
  ],
  utensils: [
    (p) => `<path d="M64 46a12 12 0 0 1 0 22" fill="none" stroke="${p.dark}" stroke-width="6"/>
      <path d="M18 40H66V60A22 22 0 0 1 44 82H40A22 22 0 0 1 18 60Z" fill="${p.main}"/>
      <ellipse cx="42" cy="40" rx="24" ry="5" fill="${p.dark}"/>
      <ellipse cx="44" cy="88" rx="36" ry="5" fill="${p.accent}"/>
      <path d="M32 32q-6-7 0-13q6-6 0-13M46 32q-6-7 0-13q6-6 0-13" fill="none" stroke="${p.light}" stroke-width="3" stroke-linecap="round" opacity=".85"/>`,
    (p) => `<circle cx="36" cy="46" r="13" fill="${p.accent}"/>
      <circle cx="56" cy="42" r="14" fill="${p.light}"/>
      <circle cx="68" cy="52" r="11" fill="${p.accent}"/>
      <path d="M10 54H90A40 34 0 0 1 10 54Z" fill="${p.main}"/>
      <path d="M20 62H80" stroke="${p.light}" stroke-width="3" opacity=".5"/>`,
    (p) => `<rect x="18" y="50" width="64" height="34" rx="6" fill="${p.main}"/>
      <path d="M18 58Q26 66 34 58Q42 66 50 58Q58 66 66 58Q74 66 82 58V54Q82 50 78 50H22Q18 50 18 54Z" fill="${p.light}"/>
      <rect x="47" y="34" width="6" height="16" rx="2" fill="${p.accent}"/>
      <path d="M50 22Q56 29 50 34Q44 29 50 22Z" fill="#ffb703"/>
      <ellipse cx="50" cy="87" rx="38" ry="5" fill="${p.dark}" opacity=".7"/>`,
  ],
  sparkles: [
    (p) => `<rect x="40" y="22" width="20" height="14" fill="${p.dark}"/>
      <rect x="36" y="10" width="28" height="14" rx="4" fill="${p.accent}"/>
      <rect x="24" y="34" width="52" height="56" rx="14" fill="${p.main}"/>
      <rect x="32" y="44" width="10" height="34" rx="5" fill="${p.light}" opacity=".5"/>
      ${sparkle(84, 24, 9, p.accent)}${sparkle(12, 62, 6, p.light)}`,
    (p) => `<rect x="36" y="56" width="28" height="34" rx="3" fill="${p.dark}"/>
      <rect x="39" y="40" width="22" height="18" fill="${p.light}"/>
      <path d="M41 40V22L59 12V40Z" fill="${p.main}"/>
      ${sparkle(78, 30, 8, p.accent)}`,
    (p) => `<rect x="20" y="40" width="34" height="50" rx="6" fill="${p.main}"/>
      <rect x="28" y="28" width="18" height="14" rx="2" fill="${p.dark}"/>
      <rect x="60" y="54" width="24" height="36" rx="12" fill="${p.accent}"/>
      <rect x="66" y="44" width="12" height="12" rx="3" fill="${p.dark}"/>
      <rect x="26" y="52" width="8" height="28" rx="4" fill="${p.light}" opacity=".5"/>`,
  ],
  baby: [
    (p) => `<path d="M43 22Q43 8 50 8Q57 8 57 22Z" fill="${p.accent}"/>
      <rect x="35" y="20" width="30" height="10" rx="3" fill="${p.dark}"/>
      <rect x="33" y="28" width="34" height="62" rx="12" fill="${p.main}"/>
      <rect x="33" y="58" width="34" height="32" rx="12" fill="${p.light}" opacity=".6"/>
      <path d="M58 40h6M58 48h6M58 56h6" stroke="${p.light}" stroke-width="2.5"/>`,
    (p) => `<circle cx="28" cy="28" r="12" fill="${p.main}"/>
      <circle cx="72" cy="28" r="12" fill="${p.main}"/>
      <circle cx="28" cy="28" r="6" fill="${p.accent}"/>
      <circle cx="72" cy="28" r="6" fill="${p.accent}"/>
      <circle cx="50" cy="56" r="32" fill="${p.main}"/>
      <ellipse cx="50" cy="68" rx="14" ry="11" fill="${p.light}"/>
      <circle cx="39" cy="50" r="4" fill="${p.dark}"/>
      <circle cx="61" cy="50" r="4" fill="${p.dark}"/>
      <ellipse cx="50" cy="64" rx="5" ry="3.5" fill="${p.dark}"/>`,
    (p) => `<rect x="14" y="52" width="72" height="32" rx="4" fill="${p.main}"/>
      <rect x="14" y="28" width="34" height="24" rx="3" fill="${p.accent}"/>
      <rect x="52" y="36" width="34" height="16" rx="3" fill="${p.dark}"/>
      <circle cx="28" cy="68" r="6" fill="${p.light}"/>
      <circle cx="50" cy="68" r="6" fill="${p.light}"/>
      <circle cx="72" cy="68" r="6" fill="${p.light}"/>`,
  ],
  dumbbell: [
    (p) => `<rect x="24" y="46" width="52" height="8" rx="3" fill="${p.dark}"/>
      <rect x="14" y="28" width="12" height="44" rx="4" fill="${p.main}"/>
      <rect x="5" y="35" width="10" height="30" rx="4" fill="${p.accent}"/>
      <rect x="74" y="28" width="12" height="44" rx="4" fill="${p.main}"/>
      <rect x="85" y="35" width="10" height="30" rx="4" fill="${p.accent}"/>`,
    (p) => `<circle cx="50" cy="50" r="38" fill="${p.main}"/>
      <path d="M12 50H88M50 12V88M24 22Q40 50 24 78M76 22Q60 50 76 78" fill="none" stroke="${p.dark}" stroke-width="3"/>
      <circle cx="38" cy="34" r="8" fill="${p.light}" opacity=".35"/>`,
    (p) => `<circle cx="24" cy="66" r="18" fill="none" stroke="${p.dark}" stroke-width="5"/>
      <circle cx="76" cy="66" r="18" fill="none" stroke="${p.dark}" stroke-width="5"/>
      <path d="M24 66L42 34H66L76 66M42 34L52 66H24M60 26H70" fill="none" stroke="${p.main}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>
      <rect x="36" y="28" width="14" height="5" rx="2" fill="${p.accent}"/>`,
  ],
  car: [
    (p) => `<path d="M6 66V54Q8 47 17 46L28 44L38 31Q41 28 46 28H66Q71 28 74 32L83 44L91 46Q95 48 95 55V66Z" fill="${p.main}"/>
      <path d="M40 33H54V44H31Z" fill="${p.light}" opacity=".75"/>
      <path d="M58 33H67Q69 33 71 36L77 44H58Z" fill="${p.light}" opacity=".75"/>
      <circle cx="27" cy="67" r="10" fill="${p.dark}"/>
      <circle cx="27" cy="67" r="4" fill="${p.light}"/>
      <circle cx="73" cy="67" r="10" fill="${p.dark}"/>
      <circle cx="73" cy="67" r="4" fill="${p.light}"/>
      <rect x="86" y="50" width="7" height="4" rx="1.5" fill="${p.accent}"/>`,
    (p) => `<circle cx="22" cy="68" r="14" fill="${p.dark}"/>
      <circle cx="22" cy="68" r="5" fill="${p.light}"/>
      <circle cx="78" cy="68" r="14" fill="${p.dark}"/>
      <circle cx="78" cy="68" r="5" fill="${p.light}"/>
      <path d="M22 68L40 48H62L78 68M60 48L66 30H76" fill="none" stroke="${p.main}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
      <rect x="36" y="40" width="24" height="8" rx="4" fill="${p.accent}"/>`,
  ],
  book: [
    (p) => `<rect x="14" y="68" width="72" height="16" rx="3" fill="${p.main}"/>
      <rect x="20" y="52" width="64" height="16" rx="3" fill="${p.accent}"/>
      <rect x="12" y="36" width="68" height="16" rx="3" fill="${p.dark}"/>
      <rect x="76" y="71" width="6" height="10" fill="${p.light}"/>
      <rect x="76" y="55" width="5" height="10" fill="${p.light}"/>
      <rect x="70" y="39" width="6" height="10" fill="${p.light}"/>`,
    (p) => `<path d="M50 28Q34 18 10 22V80Q34 76 50 86Z" fill="${p.main}"/>
      <path d="M50 28Q66 18 90 22V80Q66 76 50 86Z" fill="${p.accent}"/>
      <path d="M18 36Q32 34 42 40M18 46Q32 44 42 50M18 56Q32 54 42 60M58 40Q68 34 82 36M58 50Q68 44 82 46M58 60Q68 54 82 56" stroke="${p.light}" stroke-width="2.5" fill="none" opacity=".8"/>`,
    (p) => `<rect x="30" y="6" width="10" height="70" rx="2" fill="${p.main}" transform="rotate(20 35 41)"/>
      <path d="M31 72L36 86L39 70Z" fill="${p.dark}" transform="rotate(20 35 41)"/>
      <rect x="52" y="20" width="34" height="64" rx="3" fill="${p.accent}"/>
      <path d="M58 32H80M58 42H80M58 52H76" stroke="${p.light}" stroke-width="3"/>`,
  ],
  paw: [
    (p) => `<ellipse cx="50" cy="64" rx="20" ry="17" fill="${p.main}"/>
      <ellipse cx="27" cy="42" rx="8" ry="10" fill="${p.main}"/>
      <ellipse cx="41" cy="28" rx="8" ry="10" fill="${p.main}"/>
      <ellipse cx="59" cy="28" rx="8" ry="10" fill="${p.main}"/>
      <ellipse cx="73" cy="42" rx="8" ry="10" fill="${p.main}"/>
      <ellipse cx="46" cy="60" rx="6" ry="4" fill="${p.light}" opacity=".4"/>`,
    (p) => `<rect x="24" y="42" width="52" height="16" rx="6" fill="${p.main}"/>
      <circle cx="22" cy="40" r="10" fill="${p.main}"/>
      <circle cx="22" cy="60" r="10" fill="${p.main}"/>
      <circle cx="78" cy="40" r="10" fill="${p.main}"/>
      <circle cx="78" cy="60" r="10" fill="${p.main}"/>
      <rect x="30" y="46" width="30" height="4" rx="2" fill="${p.light}" opacity=".5"/>`,
    (p) => `<path d="M14 60H86Q86 84 50 84Q14 84 14 60Z" fill="${p.main}"/>
      <ellipse cx="50" cy="60" rx="36" ry="8" fill="${p.dark}"/>
      <circle cx="40" cy="56" r="5" fill="${p.accent}"/>
      <circle cx="52" cy="54" r="5" fill="${p.accent}"/>
      <circle cx="62" cy="57" r="5" fill="${p.accent}"/>`,
  ],
  wrench: [
    (p, id) => `<mask id="m${id}"><rect width="100" height="100" fill="#fff"/><rect x="44" y="2" width="12" height="20" fill="#000"/></mask>
      <g transform="rotate(-40 50 50)" mask="url(#m${id})">
        <rect x="44" y="30" width="12" height="62" rx="6" fill="${p.main}"/>
        <circle cx="50" cy="22" r="17" fill="${p.main}"/>
      </g>
      <rect x="60" y="18" width="5" height="22" rx="2" fill="${p.light}" opacity=".35" transform="rotate(-40 50 50)"/>`,
    (p) => `<rect x="46" y="30" width="9" height="62" rx="4" fill="${p.accent}"/>
      <path d="M24 14H70Q78 14 78 22V30H24Q17 30 17 22Q17 14 24 14Z" fill="${p.dark}"/>
      <rect x="46" y="70" width="9" height="22" rx="4" fill="${p.main}"/>`,
    (p) => `<path d="M14 88V60L50 30L86 60V88Z" fill="${p.main}"/>
      <path d="M8 62L50 26L92 62" fill="none" stroke="${p.dark}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
      <rect x="40" y="62" width="20" height="26" fill="${p.accent}"/>
      <rect x="22" y="62" width="12" height="10" fill="${p.light}"/>`,
  ],
  gift: [
    (p) => `<rect x="18" y="44" width="64" height="44" rx="4" fill="${p.main}"/>
      <rect x="14" y="32" width="72" height="14" rx="3" fill="${p.dark}"/>
      <rect x="45" y="32" width="10" height="56" fill="${p.accent}"/>
      <path d="M50 32Q34 10 26 22Q22 32 50 32Z" fill="${p.accent}"/>
      <path d="M50 32Q66 10 74 22Q78 32 50 32Z" fill="${p.accent}"/>`,
    (p) => `<path d="M40 62Q44 76 50 92M64 65Q58 78 50 92" stroke="${p.dark}" stroke-width="2" fill="none"/>
      <ellipse cx="40" cy="38" rx="20" ry="24" fill="${p.main}"/>
      <ellipse cx="64" cy="44" rx="17" ry="21" fill="${p.accent}"/>
      <ellipse cx="33" cy="30" rx="5" ry="8" fill="${p.light}" opacity=".5"/>`,
    (p) => `<circle cx="50" cy="30" r="14" fill="${p.main}"/>
      <circle cx="34" cy="42" r="13" fill="${p.accent}"/>
      <circle cx="66" cy="42" r="13" fill="${p.accent}"/>
      <circle cx="50" cy="44" r="8" fill="${p.light}"/>
      <path d="M50 56V92M50 74Q36 66 30 72M50 80Q64 72 70 78" fill="none" stroke="${p.dark}" stroke-width="4" stroke-linecap="round"/>`,
  ],
};

export const ICONS = Object.keys(GLYPHS);

function glyphs(icon: string): readonly Glyph[] {
  return GLYPHS[icon] ?? GLYPHS.gift ?? [];
}

function placeGlyph(glyph: Glyph, p: Palette, id: string, cx: number, cy: number, size: number, angle: number, opacity = 1) {
  const scale = size / 100;
  return `<g transform="translate(${cx} ${cy}) rotate(${angle.toFixed(1)}) scale(${scale.toFixed(3)}) translate(-50 -50)" opacity="${opacity}">${glyph(p, id)}</g>`;
}

function bubbles(rng: Random, width: number, height: number, count: number, fill: string, maxOpacity: number) {
  return Array.from({ length: count }, () => {
    const r = rng.int(Math.round(height * 0.06), Math.round(height * 0.3));
    const opacity = (0.08 + rng.next() * (maxOpacity - 0.08)).toFixed(2);
    return `<circle cx="${rng.int(0, width)}" cy="${rng.int(0, height)}" r="${r}" fill="${fill}" fill-opacity="${opacity}"/>`;
  }).join('');
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const linear = (id: string, from: string, to: string, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/**
 * An 800×800 product picture: a pastel backdrop with the product's kind of thing in the middle.
 * Variant 0 shows it alone; the others (a product's gallery) turn it, flip it or add a second one
 * in another colour, so that every picture of a product still shows that product.
 */
export function productArt(rng: Random, kind: ArtKind, variant: number): string {
  const glyph: Glyph = KINDS[kind];
  const hue = rng.int(0, 359);
  const bgHue = hue + rng.pick([35, 160, 190, -40]);
  const palette = (h: number): Palette => ({
    main: hsl(h, rng.int(55, 75), rng.int(42, 52)),
    accent: hsl(h + rng.pick([40, 150, 200]), 70, 60),
    dark: hsl(h, 45, 24),
    light: hsl(h, 85, 93),
  });
  const first = palette(hue);
  const composition = variant % 3;
  const subject =
    composition === 0
      ? placeGlyph(glyph, first, 'p', 400, 390, rng.int(520, 580), rng.int(-6, 6))
      : composition === 1
        ? `<g transform="translate(800 0) scale(-1 1)">${placeGlyph(glyph, first, 'p', 400, 400, rng.int(560, 620), rng.int(-14, 14))}</g>`
        : placeGlyph(glyph, palette(hue + rng.pick([120, 180, 240])), 'q', 250, 330, 380, rng.int(-12, 0), 0.95) +
          placeGlyph(glyph, first, 'p', 470, 420, 480, rng.int(0, 10));
  const body = [
    // Top to bottom: a vertical gradient costs librsvg a fraction of a diagonal one, on hundreds of pictures.
    `<defs>${linear('bg', hsl(bgHue, 75, 90), hsl(bgHue + 25, 65, 78), 0, 1)}</defs>`,
    `<rect width="800" height="800" fill="url(#bg)"/>`,
    bubbles(rng, 800, 800, rng.int(2, 4), '#ffffff', 0.35),
    `<ellipse cx="400" cy="660" rx="${rng.int(220, 260)}" ry="34" fill="#000" fill-opacity=".12"/>`,
    subject,
  ];
  return svg(800, 800, body.join(''));
}

/** A 256×256 store logo: the category's object in white over a saturated gradient. */
export function logoArt(rng: Random, icon: string): string {
  const hue = rng.int(0, 359);
  const glyph = rng.pick(glyphs(icon));
  const palette: Palette = { main: '#ffffff', accent: hsl(hue + 40, 90, 82), dark: hsl(hue, 60, 22), light: hsl(hue, 70, 55) };
  const body = [
    `<defs>${linear('bg', hsl(hue, 72, 46), hsl(hue + 45, 75, 58))}</defs>`,
    `<rect width="256" height="256" fill="url(#bg)"/>`,
    `<circle cx="128" cy="128" r="104" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6"/>`,
    placeGlyph(glyph, palette, 'l', 128, 128, 150, 0),
  ];
  return svg(256, 256, body.join(''));
}

/** A 1200×400 store cover: a wide gradient with waves and a scatter of the category's objects. */
export function coverArt(rng: Random, icon: string): string {
  const hue = rng.int(0, 359);
  const set = glyphs(icon);
  const palette: Palette = { main: '#ffffff', accent: hsl(hue + 30, 85, 85), dark: hsl(hue, 50, 30), light: '#ffffff' };
  const scatter = Array.from({ length: rng.int(6, 9) }, (_, i) =>
    placeGlyph(rng.pick(set), palette, `c${i}`, rng.int(60, 1140), rng.int(50, 350), rng.int(70, 150), rng.int(-25, 25), 0.22),
  ).join('');
  const wave = (y: number, amplitude: number, opacity: number) =>
    `<path d="M0 ${y}C300 ${y - amplitude} 500 ${y + amplitude} 800 ${y}S1100 ${y - amplitude} 1200 ${y}V400H0Z" fill="#fff" fill-opacity="${opacity}"/>`;
  const body = [
    `<defs>${linear('bg', hsl(hue, 62, 50), hsl(hue + 55, 70, 66), 1, 0.4)}</defs>`,
    `<rect width="1200" height="400" fill="url(#bg)"/>`,
    bubbles(rng, 1200, 400, rng.int(4, 7), '#ffffff', 0.25),
    scatter,
    wave(rng.int(280, 320), rng.int(30, 60), 0.18),
    wave(rng.int(330, 360), rng.int(20, 40), 0.22),
  ];
  return svg(1200, 400, body.join(''));
}

/** A 1280×480 hero background: dark on the left (for the slide's text), objects on the right. */
export function heroArt(rng: Random, icons: readonly string[]): string {
  const hue = rng.int(0, 359);
  const objects = icons
    .map((icon, i) => {
      const p: Palette = {
        main: hsl(hue + 60 + i * 70, 75, 58),
        accent: hsl(hue + 150 + i * 50, 80, 70),
        dark: hsl(hue + i * 40, 45, 22),
        light: hsl(hue + i * 30, 90, 94),
      };
      const x = 760 + i * 170 + rng.int(-20, 20);
      const y = 240 + (i % 2 === 0 ? -50 : 60) + rng.int(-20, 20);
      return `<circle cx="${x}" cy="${y}" r="${rng.int(105, 125)}" fill="#fff" fill-opacity=".14"/>` +
        placeGlyph(rng.pick(glyphs(icon)), p, `h${i}`, x, y, rng.int(170, 200), rng.int(-10, 10));
    })
    .join('');
  const body = [
    `<defs>${linear('bg', hsl(hue, 55, 18), hsl(hue + 50, 65, 45), 1, 0.3)}</defs>`,
    `<rect width="1280" height="480" fill="url(#bg)"/>`,
    bubbles(rng, 1280, 480, rng.int(5, 8), hsl(hue + 90, 80, 70), 0.2),
    `<circle cx="1180" cy="-40" r="260" fill="${hsl(hue + 40, 80, 60)}" fill-opacity=".25"/>`,
    objects,
  ];
  return svg(1280, 480, body.join(''));
}
