import { circle, ellipse, INK, path, rect, sack, shine, STEEL, stroke, WHITE, WOOD } from './shapes';
import type { Glyph } from './types';

const BRASS = '#c9a227';
const WALL = '#f8f9fa';

export const HARDWARE = {
  screwdriver: (p) =>
    `<g transform="rotate(35 50 50)">` + rect(47, 2, 6, 50, 1, STEEL) + path('M47 2L50 -4L53 2Z', STEEL) + rect(40, 50, 20, 44, 9, p.main) + rect(40, 50, 20, 8, 3, p.dark) + rect(44, 62, 4, 26, 2, WHITE, ' opacity=".4"') + `</g>` +
    `<g transform="rotate(-30 50 50)">` + rect(48, 10, 4, 40, 1, STEEL) + rect(43, 50, 14, 34, 6, p.accent) + `</g>`,
  lightBulb: (p) =>
    path('M50 8A28 28 0 0 1 68 58Q62 64 62 72H38Q38 64 32 58A28 28 0 0 1 50 8Z', '#fff3b0') + path('M42 70L46 50L50 56L54 50L58 70', 'none', ` stroke="${'#f4a300'}" stroke-width="2"`) +
    rect(38, 72, 24, 16, 3, STEEL) + stroke('M38 77H62M38 83H62', '#6c757d', 1.5) + path('M44 88H56L52 95H48Z', INK) + ellipse(40, 26, 5, 9, WHITE, ' opacity=".8"') +
    stroke('M16 20L8 14M84 20L92 14M12 40H4M88 40H96', p.main, 3),
  powerStrip: (p) =>
    `<g transform="rotate(-20 50 50)">` + rect(8, 38, 84, 24, 6, WHITE) + rect(8, 38, 84, 24, 6, 'none', ' stroke="#ced4da" stroke-width="1.5"') +
    [24, 42, 60, 78].map((x) => circle(x, 50, 7, '#e9ecef') + rect(x - 3.5, 47, 2, 6, 1, INK) + rect(x + 1.5, 47, 2, 6, 1, INK)).join('') + rect(10, 44, 6, 12, 2, p.main) + `</g>` +
    stroke('M86 68Q96 84 80 92', INK, 3),
  electricalTape: (p) =>
    [
      [30, 60, INK],
      [70, 60, p.main],
      [50, 34, '#d62828'],
    ].map(([x, y, c]) => circle(x as number, y as number, 22, c as string) + circle(x as number, y as number, 11, '#e9d8a6') + circle(x as number, y as number, 8, WALL) + path(`M${(x as number) + 20} ${(y as number) + 8}L${(x as number) + 30} ${(y as number) + 14}L${(x as number) + 18} ${(y as number) + 14}Z`, c as string)).join(''),
  padlock: (p) =>
    path('M32 44V30Q32 10 50 10Q68 10 68 30V44', 'none', ` stroke="${STEEL}" stroke-width="8"`) + rect(20, 42, 60, 48, 8, p.main) + rect(20, 42, 60, 8, 4, '#000', ' opacity=".12"') +
    circle(50, 62, 6, INK) + rect(47, 62, 6, 14, 2, INK) + shine(26, 52, 5, 30, 0.35),
  ladder: () =>
    stroke('M30 92L42 8M70 92L58 8', '#adb5bd', 6) + stroke('M33 76H67M36 60H64M38 44H62M41 28H59', '#ced4da', 5) + rect(38, 4, 24, 8, 2, '#ff9f1c') + stroke('M30 92L42 8', WHITE, 1.5, ' opacity=".6"'),
  drill: (p) =>
    path('M20 26Q20 18 28 18H74Q82 18 82 26V42Q82 48 74 48H54L56 84H32L36 48H28Q20 48 20 42Z', p.main) + rect(82, 28, 8, 10, 2, INK) + rect(90, 31, 8, 4, 1, STEEL) + rect(28, 80, 34, 14, 4, INK) +
    rect(44, 48, 8, 10, 3, INK) + circle(30, 33, 5, INK) + rect(38, 24, 30, 4, 2, p.light, ' opacity=".5"'),
  wrench: (p, id) =>
    `<mask id="w${id}"><rect width="100" height="100" fill="#fff"/><rect x="44" y="2" width="12" height="20" fill="#000"/><rect x="45" y="84" width="10" height="16" fill="#000"/></mask>` +
    `<g transform="rotate(-40 50 50)" mask="url(#w${id})">` + rect(44, 20, 12, 64, 6, STEEL) + circle(50, 18, 16, STEEL) + circle(50, 88, 12, STEEL) + rect(46, 32, 4, 40, 2, WHITE, ' opacity=".5"') + `</g>` +
    rect(26, 74, 10, 18, 3, p.main, ' transform="rotate(-40 31 83)" opacity=".0"'),
  hammer: (p) =>
    `<g transform="rotate(-30 50 50)">` + rect(44, 30, 12, 66, 5, p.main) + rect(44, 70, 12, 26, 5, INK) + path('M22 14H70Q78 14 80 22L84 30H70V34H22Q16 34 16 24Q16 14 22 14Z', '#6c757d') + path('M70 14Q84 10 92 22L84 30Z', '#495057') + `</g>`,
  tapeMeasure: (p) =>
    rect(10, 24, 56, 56, 14, p.main) + circle(38, 52, 16, p.dark) + circle(38, 52, 6, STEEL) + rect(14, 74, 48, 6, 3, INK) + path('M62 66H94V76H62Z', '#ffd60a') +
    stroke('M70 66V70M76 66V72M82 66V70M88 66V72', INK, 1.2) + rect(92, 62, 4, 16, 1, STEEL),
  spiritLevel: (p) =>
    `<g transform="rotate(-12 50 50)">` + rect(4, 38, 92, 22, 3, p.main) + rect(4, 38, 92, 5, 2, WHITE, ' opacity=".35"') + rect(38, 42, 24, 14, 4, '#caffbf') + ellipse(52, 49, 5, 3.5, WHITE) +
    stroke('M44 42V56M56 42V56', INK, 1) + circle(16, 49, 5, '#caffbf') + circle(84, 49, 5, '#caffbf') + `</g>`,
  pliers: (p) =>
    path('M36 40L18 8Q14 4 20 4L46 36Z', '#6c757d') + path('M64 40L82 8Q86 4 80 4L54 36Z', '#495057') + circle(50, 44, 8, STEEL) +
    path('M44 48L20 92Q18 96 24 96H32L50 54Z', p.main) + path('M56 48L80 92Q82 96 76 96H68L50 54Z', p.main) + circle(50, 44, 3, INK),
  hacksaw: (p) =>
    path('M10 30H74V62', 'none', ` stroke="${p.main}" stroke-width="6"`) + path('M10 30V62', 'none', ` stroke="${p.main}" stroke-width="6"`) + rect(10, 58, 66, 6, 1, STEEL) +
    stroke('M12 64L14 68L16 64L18 68L20 64L22 68L24 64L26 68L28 64L30 68L32 64L34 68L36 64L38 68L40 64L42 68L44 64L46 68L48 64L50 68L52 64L54 68L56 64L58 68L60 64L62 68L64 64L66 68L68 64L70 68L72 64', '#6c757d', 1) +
    path('M70 54L92 60Q96 76 86 88H74Q70 72 70 54Z', INK) + rect(78, 66, 8, 14, 3, '#6c757d'),
  cement: (p) => sack(p, rect(34, 50, 32, 18, 1, '#adb5bd') + stroke('M34 56H66M34 62H66M42 50V56M58 50V56M50 56V62M42 62V68M58 62V68', '#6c757d', 1.2), '#dcdcdc'),
  paint: (p) =>
    path('M14 34H86L80 90H20Z', WHITE) + path('M14 34H86L84 50H16Z', p.main) + ellipse(50, 34, 36, 9, '#e9ecef') + ellipse(50, 34, 30, 6, '#f8f9fa') +
    path('M20 34Q50 4 80 34', 'none', ` stroke="${STEEL}" stroke-width="3"`) + path('M28 36Q30 48 34 44Q36 40 38 36Z', '#f8f9fa') + rect(30, 58, 40, 20, 3, p.main, ' opacity=".85"') + circle(42, 68, 5, p.accent) + circle(56, 68, 5, p.light),
  paintbrush: (p) =>
    `<g transform="rotate(30 50 50)">` + path('M36 4H64V30H36Z', '#d4a373') + rect(34, 30, 32, 12, 2, STEEL) + path('M38 42H62L58 90Q50 96 42 90Z', WOOD) + circle(50, 82, 3, '#6b3e1c') +
    path('M36 4H64V14H36Z', p.main) + `</g>`,
  paintRoller: (p) =>
    path('M8 70L32 56H92L68 70Z', '#adb5bd') + path('M16 68L34 58H84L66 68Z', p.main) +
    rect(20, 8, 58, 22, 11, p.main) + rect(20, 8, 58, 8, 4, WHITE, ' opacity=".35"') + stroke('M78 19H86V38H50V56', STEEL, 3.5) + rect(45, 54, 10, 34, 5, INK),
  screws: (p) =>
    rect(8, 50, 84, 40, 4, p.main) + rect(8, 50, 84, 12, 4, p.dark) + rect(22, 66, 56, 16, 3, WHITE, ' opacity=".8"') +
    [
      [30, 36, -20],
      [50, 30, 0],
      [70, 36, 20],
    ].map(([x, y, a]) => `<g transform="rotate(${a} ${x} ${y! + 20})">` + rect(x! - 3, y!, 6, 30, 1, STEEL) + stroke(`M${x! - 4} ${y! + 6}L${x! + 4} ${y! + 9}M${x! - 4} ${y! + 12}L${x! + 4} ${y! + 15}M${x! - 4} ${y! + 18}L${x! + 4} ${y! + 21}`, '#6c757d', 1.2) + ellipse(x!, y!, 7, 3, '#ced4da') + `</g>`).join(''),
  nails: () =>
    [-24, -12, 0, 12, 24].map((a, i) => `<g transform="rotate(${a} 50 90)">` + rect(48.5, 18 + (i % 2) * 6, 3, 62, 1, '#adb5bd') + rect(44, 16 + (i % 2) * 6, 12, 4, 1.5, '#6c757d') + path(`M48.5 ${80}L50 88L51.5 80Z`, '#adb5bd') + `</g>`).join(''),
  pipe: () =>
    [0, 1, 2].map((i) => `<g transform="translate(0 ${i * 16 - 16}) rotate(-20 50 50)">` + rect(6, 42, 88, 16, 3, '#e9ecef') + rect(6, 42, 88, 5, 2, WHITE) + ellipse(94, 50, 4, 8, '#adb5bd') + ellipse(94, 50, 2, 5, '#6c757d') + `</g>`).join(''),
  valve: (p) =>
    rect(8, 50, 84, 20, 3, BRASS) + rect(8, 48, 14, 24, 2, '#b08a1a') + rect(78, 48, 14, 24, 2, '#b08a1a') + circle(50, 58, 16, BRASS) + rect(46, 28, 8, 18, 2, '#b08a1a') +
    rect(30, 20, 40, 10, 5, p.main) + circle(44, 52, 4, WHITE, ' opacity=".4"'),
  faucet: (p) =>
    path('M30 92V40Q30 14 56 14Q80 14 80 36V44', 'none', ` stroke="${STEEL}" stroke-width="10"`) + rect(74, 42, 12, 8, 2, '#6c757d') + rect(20, 86, 30, 8, 3, '#6c757d') +
    path('M28 46L10 34Q6 30 10 28L32 38Z', STEEL) + circle(30, 46, 7, STEEL) + path('M80 56Q82 62 80 66Q78 62 80 56Z', '#48cae4') + circle(80, 72, 2, '#48cae4') + stroke('M34 24Q40 18 50 18', WHITE, 2.5, ' opacity=".7"') + circle(12, 30, 2, p.main),
  waterTank: (p) =>
    rect(20, 22, 60, 68, 10, p.main) + ellipse(50, 22, 30, 8, p.dark) + rect(40, 10, 20, 12, 3, p.dark) + stroke('M20 40H80M20 58H80M20 76H80', p.dark, 2, ' opacity=".4"') + shine(26, 30, 5, 50, 0.3),
  waterPump: (p) =>
    rect(12, 40, 48, 36, 10, p.main) + stroke('M20 40V76M28 40V76M36 40V76M44 40V76', p.dark, 2, ' opacity=".4"') + circle(68, 58, 18, p.dark) + circle(68, 58, 10, STEEL) +
    rect(60, 26, 14, 16, 2, STEEL) + rect(84, 50, 14, 14, 2, STEEL) + rect(8, 76, 70, 10, 3, INK) + rect(24, 30, 18, 10, 2, INK),
  cableReel: (p) =>
    circle(50, 50, 40, '#8b5a2b') + circle(50, 50, 32, p.main) + [24, 28, 20].map((r) => circle(50, 50, r, 'none', ` stroke="${p.dark}" stroke-width="1.5" opacity=".4"`)).join('') + circle(50, 50, 12, '#d4a373') + circle(50, 50, 5, INK) +
    stroke('M82 50Q92 70 80 92', p.main, 4) + rect(76, 90, 8, 6, 1, '#c9a227'),
  lightSwitch: (p) =>
    rect(18, 12, 64, 76, 8, WALL) + rect(18, 12, 64, 76, 8, 'none', ' stroke="#ced4da" stroke-width="2"') + rect(36, 28, 28, 44, 4, '#e9ecef') + path('M38 30H62V50H38Z', WHITE) + rect(38, 48, 24, 22, 2, '#dee2e6') +
    circle(50, 20, 2, '#adb5bd') + circle(50, 80, 2, '#adb5bd') + circle(66, 20, 0, p.main),
  wallSocket: () =>
    rect(10, 22, 80, 56, 8, WALL) + rect(10, 22, 80, 56, 8, 'none', ' stroke="#ced4da" stroke-width="2"') +
    [32, 68].map((x) => circle(x, 50, 15, '#e9ecef') + rect(x - 6, 42, 3, 10, 1.5, INK) + rect(x + 3, 42, 3, 10, 1.5, INK) + path(`M${x - 3} 56H${x + 3}V60Q${x} 63 ${x - 3} 60Z`, INK)).join(''),
  workGloves: () =>
    [
      [34, -10],
      [64, 12],
    ].map(([x, a]) => `<g transform="rotate(${a} ${x} 50)">` + path(`M${x! - 16} 88V44Q${x! - 22} 36 ${x! - 16} 32L${x! - 12} 36V18Q${x! - 12} 12 ${x! - 7} 12Q${x! - 3} 12 ${x! - 3} 18V14Q${x! - 3} 8 ${x! + 2} 8Q${x! + 6} 8 ${x! + 6} 14V18Q${x! + 6} 12 ${x! + 11} 12Q${x! + 16} 12 ${x! + 16} 18V88Z`, '#e9c46a') +
      rect(x! - 17, 72, 34, 18, 3, '#c1121f') + stroke(`M${x! - 16} 50H${x! + 16}`, '#d4a373', 1.5) + `</g>`).join(''),
  solderingIron: (p) =>
    `<g transform="rotate(-35 50 50)">` + path('M48 4L50 0L52 4V24H48Z', STEEL) + rect(46, 24, 8, 24, 2, '#adb5bd') + rect(42, 48, 16, 44, 7, p.main) + stroke('M44 56H56M44 62H56M44 68H56', p.dark, 1.5) + `</g>` +
    stroke('M74 78Q90 90 96 72', INK, 3) + path('M20 20Q24 14 22 8M28 22Q32 16 30 10', 'none', ` stroke="${'#adb5bd'}" stroke-width="1.5" opacity=".8"`),
} satisfies Record<string, Glyph>;

