import type { Palette } from './types';

/**
 * Small builders for the drawings: plain shapes with short names, and the packagings that many
 * groceries and toiletries share (a pouch, a sack, a jar, a bottle, a can, a tube, a box), each
 * with room for what tells one product from another (the grains in the window, the fruit on the label).
 */

export const WHITE = '#ffffff';
export const INK = '#2b2d42';
export const STEEL = '#aab4be';
export const WOOD = '#a0622d';
export const WOOD_DARK = '#6b3e1c';
export const GLASS = '#dff3fb';

export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
export const stroke = (d: string, color: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
/** A soft white reflection. */
export const shine = (x: number, y: number, w: number, h: number, opacity = 0.35) => rect(x, y, w, h, Math.min(w, h) / 2, WHITE, ` opacity="${opacity}"`);
export const group = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;

/** `count` copies of a small mark scattered over a box, in a fixed pattern (no randomness). */
export function scatter(x: number, y: number, w: number, h: number, count: number, mark: (x: number, y: number, i: number) => string) {
  const out: string[] = [];
  const cols = Math.ceil(Math.sqrt((count * w) / h));
  const rows = Math.ceil(count / cols);
  for (let i = 0; i < count; i++) {
    const col = i % cols;
    const row = Math.floor(i / cols);
    const jitter = ((i * 37) % 10) / 10 - 0.5;
    out.push(mark(x + ((col + 0.5 + (row % 2) * 0.4) * w) / (cols + 0.4), y + ((row + 0.5) * h) / rows + jitter * 2, i));
  }
  return out.join('');
}

export const grain = (fill: string) => (x: number, y: number, i: number) =>
  ellipse(x, y, 2.6, 1.3, fill, ` transform="rotate(${(i * 47) % 180} ${x} ${y})"`);
export const bean = (fill: string) => (x: number, y: number, i: number) =>
  ellipse(x, y, 3.2, 2.1, fill, ` transform="rotate(${(i * 53) % 180} ${x} ${y})"`) + circle(x - 1, y - 0.6, 0.7, WHITE, ' opacity=".5"');
export const coffeeBean = (x: number, y: number, s: number, fill = '#5b3a1e') =>
  ellipse(x, y, 4 * s, 5.5 * s, fill) + stroke(`M${x} ${y - 5 * s}Q${x - 2 * s} ${y} ${x} ${y + 5 * s}`, '#2e1a0c', 1.2 * s);
export const tomato = (x: number, y: number, s: number) =>
  circle(x, y, 8 * s, '#e63946') + path(`M${x - 5 * s} ${y - 7 * s}L${x} ${y - 5 * s}L${x + 5 * s} ${y - 7 * s}L${x + 2 * s} ${y - 9 * s}L${x} ${y - 11 * s}L${x - 2 * s} ${y - 9 * s}Z`, '#2d6a4f') + circle(x - 3 * s, y - 2 * s, 2 * s, WHITE, ' opacity=".35"');
export const fish = (x: number, y: number, s: number, fill: string) =>
  path(`M${x - 10 * s} ${y}Q${x - 2 * s} ${y - 7 * s} ${x + 6 * s} ${y}Q${x - 2 * s} ${y + 7 * s} ${x - 10 * s} ${y}Z M${x + 5 * s} ${y}L${x + 11 * s} ${y - 5 * s}V${y + 5 * s}Z`, fill) + circle(x - 6 * s, y - 1 * s, 1 * s, INK);
export const paw = (x: number, y: number, s: number, fill: string) =>
  ellipse(x, y + 3 * s, 5 * s, 4 * s, fill) + circle(x - 5.5 * s, y - 3 * s, 2.2 * s, fill) + circle(x - 2 * s, y - 6.5 * s, 2.2 * s, fill) + circle(x + 2 * s, y - 6.5 * s, 2.2 * s, fill) + circle(x + 5.5 * s, y - 3 * s, 2.2 * s, fill);
export const bone = (x: number, y: number, s: number, fill: string) =>
  rect(x - 8 * s, y - 2.2 * s, 16 * s, 4.4 * s, 2 * s, fill) + circle(x - 8 * s, y - 2.5 * s, 3 * s, fill) + circle(x - 8 * s, y + 2.5 * s, 3 * s, fill) + circle(x + 8 * s, y - 2.5 * s, 3 * s, fill) + circle(x + 8 * s, y + 2.5 * s, 3 * s, fill);
export const drop = (x: number, y: number, s: number, fill: string) =>
  path(`M${x} ${y - 8 * s}Q${x + 6 * s} ${y} ${x + 6 * s} ${y + 3 * s}A${6 * s} ${6 * s} 0 0 1 ${x - 6 * s} ${y + 3 * s}Q${x - 6 * s} ${y} ${x} ${y - 8 * s}Z`, fill);
export const leaf = (x: number, y: number, s: number, fill: string, angle = 0) =>
  path(`M${x} ${y}Q${x + 6 * s} ${y - 10 * s} ${x} ${y - 18 * s}Q${x - 6 * s} ${y - 10 * s} ${x} ${y}Z`, fill, ` transform="rotate(${angle} ${x} ${y})"`);
export const sun = (x: number, y: number, s: number, fill: string) =>
  circle(x, y, 5 * s, fill) +
  stroke(Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `M${(x + Math.cos(a) * 7.5 * s).toFixed(1)} ${(y + Math.sin(a) * 7.5 * s).toFixed(1)}L${(x + Math.cos(a) * 10 * s).toFixed(1)} ${(y + Math.sin(a) * 10 * s).toFixed(1)}`;
  }).join(''), fill, 1.8 * s);
export const heart = (x: number, y: number, s: number, fill: string) =>
  path(`M${x} ${y + 6 * s}C${x - 10 * s} ${y - 1 * s} ${x - 6 * s} ${y - 9 * s} ${x} ${y - 4 * s}C${x + 6 * s} ${y - 9 * s} ${x + 10 * s} ${y - 1 * s} ${x} ${y + 6 * s}Z`, fill);
export const star = (x: number, y: number, s: number, fill: string) => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = (i % 2 === 0 ? 8 : 3.5) * s;
    return `${(x + Math.cos(a) * rr).toFixed(1)} ${(y + Math.sin(a) * rr).toFixed(1)}`;
  });
  return path(`M${pts.join('L')}Z`, fill);
};
export const flower = (x: number, y: number, s: number, petal: string, centre: string) =>
  [0, 72, 144, 216, 288].map((a) => ellipse(x, y - 5 * s, 3.5 * s, 5 * s, petal, ` transform="rotate(${a} ${x} ${y})"`)).join('') + circle(x, y, 3 * s, centre);

// ---------------------------------------------------------------- packaging

/** A stand-up pouch with a crimped top and a window (x 30–70, y 44–78) for `window`. */
export const pouch = (p: Palette, window: string, windowFill = WHITE) =>
  path('M24 24H76L81 86Q81 92 75 92H25Q19 92 19 86Z', p.main) +
  rect(22, 14, 56, 12, 2, p.dark) +
  stroke('M28 17V23M36 17V23M44 17V23M52 17V23M60 17V23M68 17V23', p.light, 1.5, ' opacity=".5"') +
  rect(28, 32, 44, 6, 3, p.light, ' opacity=".8"') +
  rect(30, 44, 40, 36, 8, windowFill) +
  window +
  shine(24, 30, 4, 50, 0.25);

/** A big woven sack tied at the top, with a printed emblem in the middle. */
export const sack = (p: Palette, emblem: string, cloth = '#e9dcc0') =>
  path('M30 16Q26 8 34 10L40 20H60L66 10Q74 8 70 16L66 22Q84 30 84 58Q84 90 50 92Q16 90 16 58Q16 30 34 22Z', cloth) +
  stroke('M24 40Q50 46 76 40M20 60Q50 66 80 60M22 78Q50 84 78 78', '#000', 1, ' opacity=".08"') +
  rect(30, 42, 40, 34, 4, p.main, ' opacity=".9"') +
  emblem +
  path('M34 22Q50 27 66 22L64 26Q50 30 36 26Z', '#000', ' opacity=".15"');

/** A glass jar with `content` coloured contents, a lid and a label with `label` on it (label box x 30–70, y 48–72). */
export const jar = (p: Palette, content: string, label: string, lid = p.dark) =>
  rect(24, 28, 52, 64, 12, content) +
  rect(28, 20, 44, 12, 3, lid) +
  rect(26, 30, 48, 4, 2, '#000', ' opacity=".12"') +
  rect(28, 46, 44, 28, 4, WHITE) +
  label +
  shine(29, 36, 5, 50, 0.4);

/** A bottle: shoulder at y 40, neck up to y 10, a label band (y 52–80) for `label`. */
export const bottle = (p: Palette, liquid: string, label: string, cap = p.dark, glass = liquid) =>
  path('M42 18H58V32Q72 38 72 52V86Q72 92 66 92H34Q28 92 28 86V52Q28 38 42 32Z', glass) +
  rect(41, 8, 18, 12, 3, cap) +
  rect(28, 52, 44, 28, 0, p.light) +
  label +
  shine(32, 42, 5, 44, 0.35);

/** A can (x 30–70, y 18–90) with a band of colour and `emblem` on it. */
export const can = (p: Palette, emblem: string, x = 30, w = 40, y = 18, h = 72) =>
  rect(x, y, w, h, 6, p.main) +
  ellipse(x + w / 2, y + 3, w / 2 - 1, 4, STEEL) +
  rect(x, y + h - 8, w, 4, 0, '#000', ' opacity=".1"') +
  rect(x, y + h * 0.3, w, h * 0.4, 0, p.light, ' opacity=".85"') +
  emblem +
  shine(x + 4, y + 8, 4, h - 18, 0.3);

/** A squeeze tube lying diagonally, cap at the bottom left. */
export const tube = (p: Palette, emblem: string) =>
  group('rotate(-30 50 50)', path('M30 30H70L66 78H34Z', p.light) + rect(28, 22, 44, 10, 2, p.main) + rect(40, 78, 20, 12, 3, p.dark) + rect(34, 42, 32, 8, 2, p.main) + emblem + shine(34, 54, 4, 18, 0.5));

/** A box in three-quarter view: front x 18–68, y 34–90, top and side faces; `front` drawn on the front. */
export const box = (p: Palette, front: string, side = p.dark) =>
  path('M18 34L34 18H84L68 34Z', p.accent) + path('M68 34L84 18V74L68 90Z', side) + rect(18, 34, 50, 56, 0, p.main) + front;

/** Several cans standing in a row (a pack). */
export const cans = (p: Palette, emblem: (x: number) => string) =>
  [16, 40, 64].map((x) => can(p, emblem(x + 10), x, 22, 28, 60)).join('');
