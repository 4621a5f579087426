import { circle, ellipse, GLASS, INK, path, rect, shine, STEEL, stroke, WHITE } from './shapes';
import type { Glyph } from './types';

/** A screen's picture: a sky and hills, so a lit screen reads as a screen. */
const screen = (x: number, y: number, w: number, h: number, main: string, accent: string) =>
  rect(x, y, w, h, 2, main) +
  path(`M${x} ${y + h * 0.75}Q${x + w * 0.3} ${y + h * 0.45} ${x + w * 0.55} ${y + h * 0.7}T${x + w} ${y + h * 0.6}V${y + h}H${x}Z`, accent, ' opacity=".8"') +
  circle(x + w * 0.75, y + h * 0.3, Math.min(w, h) * 0.1, WHITE, ' opacity=".8"');

export const TECH = {
  phone: (p) =>
    rect(28, 6, 44, 88, 9, INK) + screen(31.5, 10, 37, 80, p.main, p.accent) + rect(44, 12, 12, 3, 1.5, INK) + rect(72, 26, 2.5, 12, 1, INK),
  featurePhone: (p) =>
    rect(30, 8, 40, 86, 10, p.main) + rect(35, 14, 30, 26, 3, INK) + rect(37, 16, 26, 22, 2, p.light) +
    rect(38, 44, 24, 8, 4, p.dark) +
    [0, 1, 2, 3].map((row) => [0, 1, 2].map((col) => rect(36 + col * 10, 56 + row * 8.5, 8, 6, 2, WHITE)).join('')).join(''),
  tablet: (p) => rect(12, 14, 76, 72, 7, INK) + screen(17, 19, 66, 62, p.main, p.accent) + circle(50, 16.5, 1.2, STEEL),
  earbuds: (p) =>
    rect(22, 54, 56, 36, 16, WHITE) + rect(22, 54, 56, 10, 5, '#e9ecef') + circle(50, 78, 2, p.main) +
    ellipse(38, 40, 9, 10, WHITE) + rect(34, 40, 7, 24, 3.5, WHITE, ' transform="rotate(-12 38 40)"') + circle(37, 39, 4, p.dark) +
    ellipse(64, 36, 9, 10, WHITE) + rect(60, 36, 7, 24, 3.5, WHITE, ' transform="rotate(12 64 36)"') + circle(65, 35, 4, p.dark),
  headphones: (p) =>
    stroke('M20 56V46A30 30 0 0 1 80 46V56', p.dark, 8) + rect(10, 48, 22, 36, 10, p.main) + rect(68, 48, 22, 36, 10, p.main) +
    rect(26, 52, 8, 28, 4, p.dark) + rect(66, 52, 8, 28, 4, p.dark) + shine(13, 54, 4, 20),
  speaker: (p) =>
    rect(12, 30, 76, 42, 21, p.main) + circle(34, 51, 15, p.dark) + circle(34, 51, 7, p.accent) + circle(66, 51, 15, p.dark) + circle(66, 51, 7, p.accent) +
    rect(44, 26, 12, 6, 2, p.dark) + shine(22, 34, 50, 4),
  charger: (p) =>
    rect(24, 34, 40, 46, 8, WHITE) + rect(34, 20, 5, 16, 1, STEEL) + rect(49, 20, 5, 16, 1, STEEL) + rect(24, 72, 40, 8, 4, '#dee2e6') +
    rect(38, 80, 12, 8, 2, p.main) + stroke('M44 88Q44 96 60 94Q80 92 80 70V52', p.main, 4) + rect(76, 40, 8, 14, 2, p.dark) +
    path('M46 42L38 56H45L42 66L52 51H45L48 42Z', p.main),
  usbCable: (p) =>
    stroke('M26 26Q10 50 30 62Q52 76 70 60Q86 46 74 30', p.main, 6) + rect(16, 10, 18, 20, 4, p.dark) + rect(20, 4, 10, 7, 2, STEEL) +
    rect(66, 14, 18, 20, 4, p.dark) + rect(70, 8, 10, 7, 2, STEEL) + stroke('M22 88Q50 96 80 84', p.main, 6),
  powerBank: (p) =>
    rect(16, 22, 68, 66, 10, p.main) + rect(16, 22, 68, 12, 6, p.dark) + rect(28, 18, 14, 6, 1, STEEL) + rect(50, 18, 10, 6, 1, STEEL) + rect(66, 18, 8, 6, 1, STEEL) +
    path('M54 42L40 62H49L45 78L62 56H52L56 42Z', WHITE) + [0, 1, 2, 3].map((i) => circle(30 + i * 0, 44 + i * 9, 3, i < 3 ? '#80ed99' : p.light)).join('') + shine(72, 40, 4, 38, 0.3),
  screenProtector: (p) =>
    rect(18, 10, 42, 80, 8, INK) + screen(21, 14, 36, 72, p.main, p.accent) +
    rect(38, 16, 44, 80, 8, GLASS, ' opacity=".75" transform="rotate(8 60 56)"') +
    stroke('M50 28L64 22M48 40L74 30', WHITE, 3, ' transform="rotate(8 60 56)"'),
  phoneCase: (p) =>
    rect(26, 6, 48, 88, 12, p.main) + rect(32, 12, 24, 24, 7, p.dark) + circle(39, 19, 4.5, INK) + circle(49, 29, 4.5, INK) + circle(49, 18, 2, p.light) +
    rect(74, 28, 3, 14, 1.5, p.dark) + shine(30, 44, 4, 40),
  sdCard: (p) =>
    path('M30 10H62L72 20V88Q72 92 68 92H30Q26 92 26 88V14Q26 10 30 10Z', INK) + rect(26, 48, 46, 26, 0, p.main) + path('M26 14L22 30H26Z', INK) +
    [0, 1, 2, 3, 4, 5].map((i) => rect(32 + i * 6, 14, 3, 10, 1, '#f4c430')).join('') + rect(32, 54, 22, 6, 3, WHITE) + rect(32, 64, 14, 5, 2.5, WHITE, ' opacity=".6"'),
  usbStick: (p) =>
    `<g transform="rotate(-35 50 50)">` + rect(38, 4, 24, 24, 2, STEEL) + rect(43, 10, 5, 5, 1, INK) + rect(52, 10, 5, 5, 1, INK) +
    rect(34, 26, 32, 64, 8, p.main) + circle(50, 80, 4, p.light) + circle(50, 80, 2, p.main) + shine(38, 32, 4, 36) + `</g>`,
  laptop: (p) =>
    rect(16, 16, 68, 48, 4, INK) + screen(20, 20, 60, 40, p.main, p.accent) + path('M6 68H94L88 82H12Z', STEEL) + rect(6, 66, 88, 4, 2, '#ced4da') + rect(42, 70, 16, 3, 1.5, '#8d99ae'),
  mouse: (p) =>
    path('M50 12C72 12 76 36 76 56C76 80 64 90 50 90C36 90 24 80 24 56C24 36 28 12 50 12Z', p.main) + stroke('M50 12V42M24 44Q50 48 76 44', p.dark, 2) +
    rect(47, 22, 6, 12, 3, p.dark) + shine(30, 48, 5, 24),
  keyboard: (p) =>
    rect(6, 28, 88, 46, 6, p.dark) +
    [0, 1, 2].map((row) => Array.from({ length: 10 }, (_, col) => rect(10.5 + col * 8, 33 + row * 9, 6.5, 7, 1.5, WHITE)).join('')).join('') +
    rect(24, 61, 52, 8, 2, WHITE) + rect(10.5, 61, 11, 8, 1.5, p.accent) + rect(79, 61, 10.5, 8, 1.5, p.accent),
  monitor: (p) => rect(8, 12, 84, 54, 4, INK) + screen(11, 15, 78, 46, p.main, p.accent) + path('M44 66H56L60 82H40Z', STEEL) + rect(28, 82, 44, 6, 3, STEEL),
  hardDrive: (p) =>
    stroke('M50 78Q50 92 70 92H90', INK, 3) + rect(12, 24, 76, 52, 10, p.dark) + rect(16, 28, 68, 44, 7, p.main) +
    stroke('M22 36H78M22 42H78M22 48H78', p.dark, 1.5, ' opacity=".35"') + circle(74, 62, 3, '#80ed99') + rect(22, 58, 24, 6, 3, p.light, ' opacity=".7"') + rect(44, 76, 12, 5, 1, STEEL),
  router: (p) =>
    rect(14, 58, 72, 22, 6, p.main) + rect(22, 22, 5, 40, 2.5, p.dark) + rect(38, 12, 5, 50, 2.5, p.dark) + rect(57, 12, 5, 50, 2.5, p.dark) + rect(73, 22, 5, 40, 2.5, p.dark) +
    [0, 1, 2, 3, 4].map((i) => circle(28 + i * 8, 69, 2, i < 3 ? '#80ed99' : p.light)).join('') + rect(14, 78, 72, 4, 2, p.dark),
  securityCamera: (p) =>
    rect(44, 78, 12, 10, 2, WHITE) + ellipse(50, 90, 22, 5, '#dee2e6') + circle(50, 50, 32, WHITE) + rect(18, 46, 64, 8, 0, '#e9ecef') +
    circle(50, 48, 16, INK) + circle(50, 48, 9, p.main) + circle(46, 44, 3, WHITE, ' opacity=".7"') + circle(50, 72, 2, p.accent),
  actionCamera: (p) =>
    rect(14, 26, 72, 52, 8, INK) + rect(18, 30, 64, 44, 5, p.main) + circle(38, 52, 16, INK) + circle(38, 52, 10, '#264653') + circle(34, 48, 3, WHITE, ' opacity=".7"') +
    rect(60, 36, 18, 12, 2, INK) + rect(62, 22, 14, 6, 2, p.accent),
  camera: (p) =>
    rect(10, 30, 80, 52, 8, p.main) + rect(18, 22, 20, 10, 3, p.dark) + rect(10, 46, 80, 22, 0, p.dark, ' opacity=".2"') +
    circle(52, 56, 20, INK) + circle(52, 56, 13, STEEL) + circle(52, 56, 8, '#264653') + circle(48, 52, 3, WHITE, ' opacity=".8"') + rect(72, 36, 12, 7, 2, p.light),
  tv: (p) => rect(6, 14, 88, 58, 3, INK) + screen(9, 17, 82, 52, p.main, p.accent) + path('M26 72L20 86M74 72L80 86', INK, ' stroke="#2b2d42" stroke-width="4" stroke-linecap="round"') + rect(44, 72, 12, 3, 1, '#495057'),
  smartwatch: (p) =>
    rect(36, 4, 28, 30, 6, p.dark) + rect(36, 66, 28, 30, 6, p.dark) + rect(26, 26, 48, 48, 12, INK) + rect(30, 30, 40, 40, 9, p.main) +
    stroke('M36 52H44L48 42L53 60L57 50H64', WHITE, 3) + rect(73, 44, 4, 12, 2, STEEL),
  powerStation: (p) =>
    rect(12, 30, 76, 56, 8, p.main) + stroke('M28 30V20Q28 14 34 14H66Q72 14 72 20V30', p.dark, 6) + rect(18, 38, 30, 20, 3, INK) +
    rect(22, 42, 16, 12, 1, '#80ed99') + rect(38, 42, 6, 12, 1, '#80ed99', ' opacity=".4"') +
    circle(62, 48, 6, p.dark) + circle(78, 48, 6, p.dark) + rect(18, 66, 10, 6, 2, p.dark) + rect(32, 66, 10, 6, 2, p.dark) + rect(56, 64, 26, 12, 3, p.dark) + shine(16, 32, 60, 3),
  emergencyLamp: (p) =>
    stroke('M34 22Q34 8 50 8Q66 8 66 22', p.dark, 5) + rect(22, 22, 56, 58, 8, p.main) + rect(28, 28, 44, 34, 4, '#fff3b0') +
    [0, 1, 2, 3].map((i) => rect(32 + i * 10, 32, 6, 26, 3, '#ffd60a')).join('') + rect(28, 68, 44, 6, 3, p.dark) + rect(30, 80, 40, 8, 3, p.dark),
  deskFan: (p) => fan(p, 30, 90, 14),
  standFan: (p) => fan(p, 24, 93, 10),
} satisfies Record<string, Glyph>;

/** A fan seen from the front: a grille with three blades on a pole of `pole` length. */
function fan(p: { main: string; accent: string; dark: string; light: string }, r: number, baseY: number, stem: number) {
  const cy = r + 8;
  const blades = [0, 120, 240].map((a) => ellipse(50, cy - r * 0.45, r * 0.28, r * 0.5, p.main, ` transform="rotate(${a} 50 ${cy})"`)).join('');
  return (
    rect(46, cy, 8, baseY - cy - 4, 3, p.dark) + ellipse(50, baseY, stem + 14, 6, p.dark) +
    circle(50, cy, r, p.light, ' opacity=".7"') + blades + circle(50, cy, r * 0.16, p.dark) +
    circle(50, cy, r, 'none', ` stroke="${p.dark}" stroke-width="3"`) +
    stroke([0, 30, 60, 90, 120, 150].map((a) => `M${(50 + Math.cos((a * Math.PI) / 180) * r).toFixed(1)} ${(cy + Math.sin((a * Math.PI) / 180) * r).toFixed(1)}L${(50 - Math.cos((a * Math.PI) / 180) * r).toFixed(1)} ${(cy - Math.sin((a * Math.PI) / 180) * r).toFixed(1)}`).join(''), p.dark, 0.8, ' opacity=".5"')
  );
}
