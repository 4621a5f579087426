import { circle, drop, ellipse, GLASS, INK, path, rect, shine, star, STEEL, stroke, WHITE, WOOD } from './shapes';
import type { Glyph } from './types';

const RUBBER = '#2b2d42';
const LEATHER = '#a0522d';
const wheel = (x: number, y: number, r: number, spokes = true) =>
  circle(x, y, r, 'none', ` stroke="${RUBBER}" stroke-width="${r * 0.18}"`) + (spokes ? stroke(`M${x - r} ${y}H${x + r}M${x} ${y - r}V${y + r}M${x - r * 0.7} ${y - r * 0.7}L${x + r * 0.7} ${y + r * 0.7}M${x + r * 0.7} ${y - r * 0.7}L${x - r * 0.7} ${y + r * 0.7}`, STEEL, 1) : '') + circle(x, y, r * 0.12, STEEL);
const tyre = (x: number, y: number, r: number) =>
  circle(x, y, r, RUBBER) + circle(x, y, r * 0.62, '#adb5bd') + circle(x, y, r * 0.5, '#dee2e6') + circle(x, y, r * 0.15, '#6c757d') +
  stroke(Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8;
    return `M${(x + Math.cos(a) * r * 0.78).toFixed(1)} ${(y + Math.sin(a) * r * 0.78).toFixed(1)}L${(x + Math.cos(a) * r * 0.98).toFixed(1)} ${(y + Math.sin(a) * r * 0.98).toFixed(1)}`;
  }).join(''), '#495057', 2.5);

export const OUTDOORS = {
  baseballBat: () =>
    `<g transform="rotate(40 50 50)">` + path('M45 96H55L56 58Q64 34 62 8Q50 0 38 8Q36 34 44 58Z', '#d4a373') + rect(44, 74, 12, 22, 2, RUBBER) + ellipse(50, 97, 9, 3, RUBBER) + rect(44, 12, 4, 40, 2, WHITE, ' opacity=".35"') + `</g>` +
    circle(22, 76, 12, WHITE) + stroke('M14 69Q20 76 14 83M30 69Q24 76 30 83', '#e63946', 1.6),
  baseballGlove: () =>
    path('M22 86Q12 60 16 40Q18 30 26 32L28 50L30 18Q32 10 38 12L42 46L46 12Q48 6 54 8L56 46L62 16Q66 10 70 14L68 52Q76 40 84 44Q90 48 84 58Q72 76 66 88Z', LEATHER) +
    path('M22 86H68L70 94H20Z', '#7f4f24') + stroke('M28 50Q46 60 68 52', '#7f4f24', 2) + circle(44, 66, 10, '#8b5a2b', ' opacity=".6"') + stroke('M30 20V48M40 16V46M52 12V46M64 18V50', '#f2cc8f', 1, ' stroke-dasharray="2 2"'),
  baseballs: () =>
    [
      [30, 60],
      [68, 58],
      [48, 34],
    ].map(([x, y]) => circle(x!, y!, 18, WHITE) + circle(x!, y!, 18, 'none', ' stroke="#dee2e6" stroke-width="1.5"') + stroke(`M${x! - 10} ${y! - 14}Q${x! - 3} ${y!} ${x! - 10} ${y! + 14}M${x! + 10} ${y! - 14}Q${x! + 3} ${y!} ${x! + 10} ${y! + 14}`, '#e63946', 1.8, ' stroke-dasharray="2 1.5"')).join(''),
  soccerBall: () => {
    const pent = (x: number, y: number, r: number) => path(`M${[0, 1, 2, 3, 4].map((i) => `${(x + Math.cos(-Math.PI / 2 + (i * 2 * Math.PI) / 5) * r).toFixed(1)} ${(y + Math.sin(-Math.PI / 2 + (i * 2 * Math.PI) / 5) * r).toFixed(1)}`).join('L')}Z`, INK);
    return circle(50, 50, 40, WHITE) + pent(50, 50, 11) + pent(50, 16, 9) + pent(82, 40, 9) + pent(70, 80, 9) + pent(30, 80, 9) + pent(18, 40, 9) +
      stroke('M50 39V25M60 46L74 42M57 59L65 72M43 59L35 72M40 46L26 42', INK, 1.5) + circle(50, 50, 40, 'none', ' stroke="#adb5bd" stroke-width="1.5"');
  },
  basketball: () =>
    circle(50, 50, 40, '#f77f00') + stroke('M10 50H90M50 10V90M22 22Q40 50 22 78M78 22Q60 50 78 78', '#3d1f00', 2.5) + circle(36, 32, 8, WHITE, ' opacity=".2"'),
  volleyball: () =>
    circle(50, 50, 40, WHITE) + path('M50 10Q30 30 34 56Q58 44 82 56Q82 30 50 10Z', '#ffd60a') + path('M34 56Q40 78 64 88Q84 76 88 58Q60 50 34 56Z', '#1d4e89') +
    stroke('M50 10Q30 30 34 56M34 56Q58 44 88 58M34 56Q20 70 14 66', '#adb5bd', 1.5) + circle(50, 50, 40, 'none', ' stroke="#adb5bd" stroke-width="1.5"'),
  dumbbells: (p) =>
    [
      [0, 0],
      [6, 26],
    ].map(([dx, dy]) => `<g transform="translate(${dx} ${dy})">` + rect(26, 34, 40, 7, 3, STEEL) + rect(12, 22, 12, 30, 3, p.dark) + rect(20, 26, 8, 22, 2, p.main) + rect(64, 26, 8, 22, 2, p.main) + rect(70, 22, 12, 30, 3, p.dark) + `</g>`).join(''),
  kettlebell: (p) =>
    path('M32 40Q24 12 50 12Q76 12 68 40', 'none', ` stroke="${p.dark}" stroke-width="9"`) + circle(50, 62, 30, p.dark) + ellipse(50, 90, 22, 4, p.dark) + rect(38, 56, 24, 12, 3, p.main) + circle(38, 50, 6, WHITE, ' opacity=".15"'),
  yogaMat: (p) =>
    path('M34 62H94V78H34Z', p.main) + rect(10, 30, 72, 40, 20, p.main) + ellipse(82, 50, 10, 20, p.dark) + ellipse(82, 50, 7, 14, p.main) + ellipse(82, 50, 4, 8, p.dark) +
    stroke('M30 30V70M58 30V70', p.light, 4) + rect(14, 36, 60, 4, 2, WHITE, ' opacity=".3"'),
  jumpRope: (p) =>
    stroke('M24 30Q10 80 50 86Q90 80 76 30', p.accent, 3) + rect(18, 8, 12, 26, 6, p.main) + rect(70, 8, 12, 26, 6, p.main) + rect(20, 30, 8, 4, 1, p.dark) + rect(72, 30, 8, 4, 1, p.dark) +
    rect(72, 14, 8, 6, 1, '#80ed99'),
  bicycle: (p) =>
    wheel(24, 64, 18) + wheel(76, 64, 18) + stroke('M24 64L40 38H68L76 64M40 38L50 64H24M50 64L68 38M38 32H46M64 28L68 38', p.main, 4) + stroke('M64 28H74', INK, 4) +
    rect(34, 28, 14, 5, 2, INK) + circle(50, 64, 4, p.dark),
  bikeHelmet: (p) =>
    path('M10 66Q8 24 50 20Q92 24 90 66Z', p.main) + path('M10 66H90V70H10Z', p.dark) + path('M24 32Q36 28 40 46L30 56Z M46 26H58L56 50H48Z M64 28Q76 30 80 48L68 52Z', p.dark, ' opacity=".8"') +
    stroke('M22 70Q30 88 50 88Q70 88 78 70', INK, 2) + circle(32, 32, 6, WHITE, ' opacity=".25"'),
  cableLock: (p) =>
    circle(46, 44, 28, 'none', ` stroke="${p.main}" stroke-width="7"`) + rect(52, 62, 30, 26, 5, INK) + rect(56, 66, 22, 8, 2, '#6c757d') + circle(67, 80, 3, '#e9c46a') + stroke('M30 70L44 76', p.main, 7),
  inlineSkates: (p) =>
    path('M28 10H52V52L78 60Q88 62 88 72H22V16Q22 10 28 10Z', p.main) + rect(22, 68, 66, 8, 3, INK) + [30, 46, 62, 78].map((x) => circle(x, 84, 7, p.accent) + circle(x, 84, 2, WHITE)).join('') +
    stroke('M28 22H48M28 32H48M28 42H48', WHITE, 2.5) + rect(22, 10, 30, 6, 2, p.dark),
  pingPong: (p) =>
    `<g transform="rotate(-25 40 40)">` + circle(40, 36, 22, '#c1121f') + rect(36, 56, 8, 24, 3, WOOD) + `</g>` + `<g transform="rotate(25 60 40)">` + circle(62, 42, 22, p.dark) + rect(58, 62, 8, 24, 3, WOOD) + `</g>` +
    circle(76, 84, 6, WHITE) + circle(24, 84, 6, '#f77f00'),
  boxingGloves: (p) =>
    [
      [30, 0],
      [64, 8],
    ].map(([x, dy]) => `<g transform="translate(0 ${dy})">` + path(`M${x! - 18} 40Q${x! - 20} 14 ${x!} 12Q${x! + 20} 12 ${x! + 18} 40Q${x! + 18} 62 ${x! + 12} 66H${x! - 12}Q${x! - 18} 60 ${x! - 18} 40Z`, '#d62828') +
      ellipse(x! - 14, 44, 7, 10, '#e85d5d') + rect(x! - 13, 66, 26, 16, 3, WHITE) + rect(x! - 13, 70, 26, 4, 0, p.main) + `</g>`).join(''),
  sportsBottle: (p) =>
    path('M30 28H70V86Q70 92 64 92H36Q30 92 30 86Z', p.main, ' opacity=".9"') + rect(32, 16, 36, 14, 4, INK) + rect(44, 6, 12, 12, 3, p.accent) + stroke('M58 16Q72 10 70 26', INK, 3) +
    path('M30 50H70V86Q70 92 64 92H36Q30 92 30 86Z', GLASS, ' opacity=".35"') + stroke('M34 44H42M34 56H42M34 68H42', WHITE, 1.5) + shine(58, 40, 4, 40, 0.3),
  swimGoggles: (p) =>
    stroke('M8 50Q4 30 20 34M92 50Q96 30 80 34', p.dark, 3) + ellipse(30, 50, 20, 15, p.main) + ellipse(70, 50, 20, 15, p.main) + ellipse(30, 50, 14, 10, '#48cae4') + ellipse(70, 50, 14, 10, '#48cae4') +
    rect(46, 46, 8, 6, 2, p.dark) + ellipse(25, 46, 4, 2.5, WHITE, ' opacity=".7"') + ellipse(65, 46, 4, 2.5, WHITE, ' opacity=".7"'),
  fins: (p) =>
    [
      [36, -8],
      [64, 8],
    ].map(([x, a]) => `<g transform="rotate(${a} ${x} 50)">` + path(`M${x! - 10} 16H${x! + 10}L${x! + 20} 90Q${x!} 96 ${x! - 20} 90Z`, p.main) + rect(x! - 11, 12, 22, 24, 8, INK) +
      stroke(`M${x! - 6} 40L${x! - 10} 86M${x! + 6} 40L${x! + 10} 86`, p.dark, 2) + `</g>`).join(''),
  snorkel: (p) =>
    path('M14 36Q14 24 28 24H62Q76 24 76 36V50Q76 62 62 62L50 56L38 62Q14 62 14 50Z', INK) + path('M20 36Q20 30 28 30H44V54L38 56Q20 56 20 48Z M50 30H62Q70 30 70 36V48Q70 56 62 56L50 52Z', '#48cae4', ' opacity=".85"') +
    path('M84 8V70Q84 82 72 82H62', 'none', ` stroke="${p.main}" stroke-width="7"`) + rect(78, 4, 12, 10, 3, p.dark) + ellipse(28, 38, 4, 3, WHITE, ' opacity=".7"'),
  protein: (p) =>
    rect(20, 22, 60, 70, 10, INK) + rect(18, 12, 64, 14, 5, p.main) + rect(20, 40, 60, 34, 0, p.main) + path('M34 52H50L46 66H38Z', WHITE) + circle(60, 56, 8, '#5e3023') + rect(24, 80, 52, 4, 2, p.main, ' opacity=".6"'),

  carBattery: (p) =>
    rect(12, 30, 76, 58, 5, INK) + rect(12, 30, 76, 12, 4, '#3d405b') + rect(22, 20, 12, 12, 2, '#c1121f') + rect(66, 20, 12, 12, 2, STEEL) +
    rect(20, 52, 60, 26, 3, p.main) + stroke('M24 60H34M29 55V65', WHITE, 3) + stroke('M66 60H76', WHITE, 3) + path('M52 52L44 66H50L47 76L57 62H51L54 52Z', '#ffd60a'),
  motorOil: (p) =>
    path('M22 30Q22 22 30 22H58L76 36V88Q76 92 72 92H26Q22 92 22 88Z', p.main) + rect(62, 8, 12, 16, 3, p.dark) + path('M34 22Q34 10 46 10H52V22', 'none', ` stroke="${p.dark}" stroke-width="5"`) +
    rect(28, 48, 42, 30, 3, WHITE, ' opacity=".9"') + drop(49, 66, 1.2, '#e9a800') + rect(22, 40, 54, 4, 0, p.dark, ' opacity=".4"'),
  tire: () => tyre(50, 50, 42),
  oilFilter: (p) =>
    rect(22, 18, 56, 70, 8, p.main) + rect(22, 18, 56, 10, 4, STEEL) + ellipse(50, 18, 28, 5, '#6c757d') + ellipse(50, 18, 10, 2.5, INK) + stroke('M30 36V80M40 36V80M50 36V80M60 36V80M70 36V80', p.dark, 2, ' opacity=".35"') +
    rect(30, 48, 40, 18, 3, WHITE) + drop(50, 58, 0.6, '#e9a800'),
  sparkPlug: (p) =>
    [34, 66].map((x, i) => `<g transform="rotate(${i ? 12 : -12} ${x} 50)">` + rect(x - 6, 6, 12, 10, 2, STEEL) + rect(x - 8, 16, 16, 30, 6, WHITE) + stroke(`M${x - 8} 24H${x + 8}M${x - 8} 30H${x + 8}M${x - 8} 36H${x + 8}`, '#dee2e6', 1.5) +
      path(`M${x - 12} 46H${x + 12}V58H${x - 12}Z`, '#6c757d') + rect(x - 7, 58, 14, 22, 1, STEEL) + stroke(`M${x - 7} 62H${x + 7}M${x - 7} 67H${x + 7}M${x - 7} 72H${x + 7}`, '#6c757d', 1) + stroke(`M${x} 80V88H${x + 6}`, '#6c757d', 2) + rect(x - 3, 18, 6, 6, 1, p.main) + `</g>`).join(''),
  brakePads: (p) =>
    [0, 1].map((i) => `<g transform="translate(${i * 10 - 5} ${i * 26 - 13})">` + path('M10 50Q50 22 90 50L86 58Q50 34 14 58Z', STEEL) + circle(16, 52, 4, STEEL) + circle(84, 52, 4, STEEL) + circle(16, 52, 1.6, INK) + circle(84, 52, 1.6, INK) +
      path('M20 58Q50 38 80 58L76 70Q50 52 24 70Z', i ? p.main : '#3d405b') + `</g>`).join(''),
  motoHelmet: (p) =>
    path('M14 56Q14 14 54 14Q90 16 90 56V74Q90 84 80 84H24Q14 84 14 74Z', p.main) + path('M44 38H88V58Q88 64 82 64H48Q42 64 42 58V44Q42 38 48 38Z', INK) +
    path('M48 42H84V52H48Z', '#48cae4', ' opacity=".35"') + path('M14 72H90V76H14Z', p.dark) + circle(30, 30, 8, WHITE, ' opacity=".25"') + stroke('M26 48Q30 32 44 26', p.light, 3, ' opacity=".5"'),
  evCharger: (p) =>
    rect(14, 26, 50, 40, 6, INK) + rect(20, 32, 38, 10, 2, '#3d405b') + circle(26, 54, 3, '#80ed99') + stroke('M4 46H14M64 46Q82 46 82 64V80', INK, 4) + stroke('M8 40V52', INK, 3) +
    rect(74, 78, 16, 14, 3, p.main) + path('M40 46L34 56H39L37 62L44 52H39L42 46Z', '#ffd60a'),
  innerTube: () =>
    circle(50, 50, 30, 'none', ' stroke="#343a40" stroke-width="22"') + circle(50, 50, 30, 'none', ' stroke="#495057" stroke-width="4" opacity=".7"') + circle(42, 28, 5, WHITE, ' opacity=".15"') +
    rect(46, 84, 8, 12, 2, STEEL),
  wipers: () =>
    [0, 1].map((i) => `<g transform="translate(0 ${i * 26}) rotate(-15 50 40)">` + rect(10, 36, 80, 6, 3, INK) + rect(12, 42, 76, 3, 1, '#495057') + stroke('M50 36L58 24L90 20', '#6c757d', 3) + `</g>`).join(''),
  carBulb: (p) =>
    [34, 68].map((x, i) => `<g transform="rotate(${i ? 10 : -10} ${x} 50)">` + ellipse(x, 34, 12, 20, GLASS) + stroke(`M${x - 4} 26V40M${x + 4} 26V40M${x - 4} 40H${x + 4}`, '#6c757d', 1.5) + rect(x - 12, 52, 24, 8, 2, STEEL) +
      rect(x - 9, 60, 18, 16, 2, p.dark) + stroke(`M${x - 5} 76V88M${x} 76V88M${x + 5} 76V88`, STEEL, 2.5) + ellipse(x - 5, 28, 3, 6, WHITE, ' opacity=".8"') + `</g>`).join(''),
  carJack: (p) =>
    rect(8, 80, 84, 10, 3, p.dark) + rect(18, 52, 34, 28, 4, p.main) + rect(26, 28, 18, 26, 2, STEEL) + rect(22, 22, 26, 8, 2, INK) + stroke('M52 70L92 50', INK, 4) + rect(14, 60, 8, 14, 2, p.dark) + circle(32, 66, 4, p.light),
  jumperCables: () =>
    stroke('M20 30Q10 70 50 76Q86 80 80 30', '#d62828', 5) + stroke('M30 30Q24 62 50 66Q76 68 70 30', INK, 5) +
    [
      [20, 22, '#d62828'],
      [80, 22, '#d62828'],
      [30, 22, '#495057'],
      [70, 22, '#495057'],
    ].map(([x, y, c]) => path(`M${(x as number) - 5} ${(y as number) + 10}L${(x as number) - 6} ${(y as number) - 10}L${x} ${(y as number) - 2}L${(x as number) + 6} ${(y as number) - 10}L${(x as number) + 5} ${(y as number) + 10}Z`, c as string)).join(''),
  carWax: (p) =>
    rect(14, 44, 72, 40, 8, p.main) + ellipse(50, 44, 36, 10, p.dark) + ellipse(50, 42, 34, 8, '#f1faee') + ellipse(50, 42, 24, 5, '#fefae0') + rect(24, 56, 52, 18, 3, WHITE, ' opacity=".9"') +
    star(50, 65, 0.8, p.main) + star(74, 20, 1, '#ffd60a') + star(24, 24, 0.7, '#ffd60a'),
  airFreshener: (p) =>
    stroke('M50 4V20', INK, 1.5) + circle(50, 20, 3, 'none', ` stroke="${INK}" stroke-width="1.5"`) +
    path('M50 22L36 40H44L30 58H40L24 78H46V90H54V78H76L60 58H70L56 40H64Z', p.main) + rect(46, 78, 8, 12, 1, '#8b5a2b'),
  seatCovers: (p) =>
    path('M30 12Q30 6 36 6H60Q66 6 66 12V18H30Z', p.dark) + rect(40, 18, 4, 8, 1, STEEL) + rect(54, 18, 4, 8, 1, STEEL) +
    path('M26 26Q26 22 30 22H68Q72 22 72 26L76 64H22Z', p.main) + path('M18 64Q18 60 22 60H80Q86 60 86 66L84 84Q84 90 78 90H24Q18 90 18 84Z', p.main) +
    stroke('M40 26V60M58 26V60M30 74H76', p.dark, 2, ' stroke-dasharray="3 3"'),
  carCharger: (p) =>
    `<g transform="rotate(-30 50 50)">` + rect(38, 46, 24, 44, 4, STEEL) + rect(36, 56, 4, 12, 1, '#6c757d') + rect(60, 56, 4, 12, 1, '#6c757d') + rect(46, 86, 8, 8, 2, '#e9c46a') +
    rect(30, 10, 40, 38, 8, INK) + rect(38, 18, 10, 5, 1, p.main) + rect(52, 18, 10, 5, 1, p.main) + circle(50, 36, 3, '#48cae4') + `</g>`,
  mirror: (p) =>
    stroke('M30 42L44 90M70 42L56 90', p.main, 4) + rect(38, 86, 24, 8, 3, INK) +
    ellipse(24, 30, 20, 14, INK, ' transform="rotate(-15 24 30)"') + ellipse(24, 30, 16, 10, '#a2d2ff', ' transform="rotate(-15 24 30)"') +
    ellipse(76, 30, 20, 14, INK, ' transform="rotate(15 76 30)"') + ellipse(76, 30, 16, 10, '#a2d2ff', ' transform="rotate(15 76 30)"') +
    stroke('M14 28Q20 22 30 22M66 22Q74 20 82 26', WHITE, 2.5, ' opacity=".8"'),
} satisfies Record<string, Glyph>;

