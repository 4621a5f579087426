import { bone, circle, ellipse, fish, flower, GLASS, heart, INK, leaf, paw, path, pouch, rect, scatter, shine, STEEL, stroke, WHITE, WOOD } from './shapes';
import type { Glyph, Palette } from './types';

const pencil = (x: number, y: number, len: number, color: string, angle: number) =>
  `<g transform="rotate(${angle} ${x} ${y})">` + rect(x - 3.5, y - len, 7, len - 10, 1, color) + path(`M${x - 3.5} ${y - 10}L${x} ${y}L${x + 3.5} ${y - 10}Z`, '#f2cc8f') + path(`M${x - 1.2} ${y - 3.5}L${x} ${y}L${x + 1.2} ${y - 3.5}Z`, color) + `</g>`;
const bow = (x: number, y: number, s: number, fill: string) =>
  path(`M${x} ${y}Q${x - 16 * s} ${y - 18 * s} ${x - 20 * s} ${y - 6 * s}Q${x - 20 * s} ${y + 4 * s} ${x} ${y}Z`, fill) + path(`M${x} ${y}Q${x + 16 * s} ${y - 18 * s} ${x + 20 * s} ${y - 6 * s}Q${x + 20 * s} ${y + 4 * s} ${x} ${y}Z`, fill) + circle(x, y, 3 * s, fill);
const rose = (x: number, y: number, s: number) => circle(x, y, 7 * s, '#c1121f') + path(`M${x - 4 * s} ${y}Q${x} ${y - 6 * s} ${x + 4 * s} ${y}Q${x} ${y + 3 * s} ${x - 4 * s} ${y}Z`, '#9d0208') + circle(x + 1 * s, y - 1 * s, 2 * s, '#e63946');
const sunflower = (x: number, y: number, s: number) =>
  Array.from({ length: 10 }, (_, i) => ellipse(x, y - 8 * s, 2.6 * s, 6 * s, '#ffd60a', ` transform="rotate(${i * 36} ${x} ${y})"`)).join('') + circle(x, y, 5 * s, '#6b3e1c');
const balloon = (x: number, y: number, s: number, fill: string, stringTo: [number, number]) =>
  stroke(`M${x} ${y + 14 * s}Q${(x + stringTo[0]) / 2 + 4} ${(y + stringTo[1]) / 2} ${stringTo[0]} ${stringTo[1]}`, '#6c757d', 1) + ellipse(x, y, 11 * s, 14 * s, fill) + path(`M${x - 2 * s} ${y + 16 * s}L${x} ${y + 13 * s}L${x + 2 * s} ${y + 16 * s}Z`, fill) + ellipse(x - 4 * s, y - 5 * s, 2.5 * s, 4 * s, WHITE, ' opacity=".45"');
const photo = (x: number, y: number, w: number, h: number, p: Palette) =>
  rect(x, y, w, h, 1, '#a2d2ff') + path(`M${x} ${y + h}L${x + w * 0.35} ${y + h * 0.5}L${x + w * 0.6} ${y + h * 0.8}L${x + w * 0.75} ${y + h * 0.65}L${x + w} ${y + h}Z`, p.main) + circle(x + w * 0.75, y + h * 0.3, Math.min(w, h) * 0.1, '#ffd60a');

export const HOBBIES = {
  book: (p) =>
    path('M22 10H78Q82 10 82 14V88Q82 92 78 92H22Z', p.main) + path('M22 10H30V92H22Z', p.dark) + path('M30 86H80V92H30Z', '#f8f9fa') + rect(38, 22, 36, 6, 2, p.light) + rect(42, 32, 28, 3, 1.5, p.light, ' opacity=".7"') +
    circle(56, 58, 12, p.accent) + rect(40, 76, 32, 3, 1.5, p.light, ' opacity=".6"') + shine(33, 14, 3, 60, 0.25),
  notebook: (p) =>
    rect(20, 10, 62, 82, 4, p.main) + rect(28, 10, 54, 82, 3, p.main) + stroke([16, 26, 36, 46, 56, 66, 76, 86].map((y) => `M16 ${y}H28`).join(''), STEEL, 3) +
    rect(40, 26, 32, 16, 2, WHITE) + stroke('M44 32H68M44 37H62', p.dark, 1.5) + rect(76, 10, 6, 82, 0, p.dark, ' opacity=".3"'),
  coloredPencils: () =>
    ['#e63946', '#f77f00', '#ffd60a', '#80b918', '#0096c7', '#7209b7', '#f15bb5'].map((c, i) => pencil(20 + i * 10, 78 - (i % 2) * 8, 64, c, 0)).join('') + rect(12, 62, 76, 30, 3, '#264653') + rect(16, 66, 68, 6, 2, '#e9c46a'),
  pens: (p) =>
    [0, 1, 2].map((i) => `<g transform="rotate(${-24 + i * 24} 50 86)">` + rect(44, 8, 12, 70, 4, i === 1 ? p.main : WHITE) + rect(44, 4, 12, 10, 3, p.dark) + path('M44 78L50 94L56 78Z', '#adb5bd') +
      rect(47.5, 16, 5, 56, 2.5, p.dark, i === 1 ? ' opacity=".0"' : ' opacity=".8"') + rect(56, 6, 3, 24, 1.5, p.dark) + `</g>`).join(''),
  highlighters: () =>
    ['#fee440', '#f15bb5', '#00f5d4', '#9b5de5'].map((c, i) => `<g transform="rotate(${-18 + i * 12} 50 90)">` + rect(40, 28, 20, 60, 5, c) + rect(40, 12, 20, 18, 4, INK, ' opacity=".8"') + rect(44, 60, 12, 20, 3, WHITE, ' opacity=".5"') + `</g>`).join(''),
  calculator: (p) =>
    rect(22, 6, 56, 88, 8, INK) + rect(28, 12, 44, 20, 3, '#b7e4c7') + rect(52, 22, 16, 6, 1, '#2d6a4f', ' opacity=".6"') +
    [0, 1, 2, 3, 4].map((r) => [0, 1, 2, 3].map((c) => rect(28 + c * 11.5, 38 + r * 10.5, 9, 7.5, 2, r === 0 ? p.main : c === 3 ? p.accent : '#6c757d')).join('')).join(''),
  planner: (p) =>
    rect(20, 8, 60, 84, 6, p.dark) + rect(76, 8, 6, 84, 2, '#f8f9fa') + rect(72, 40, 16, 16, 3, p.main) + circle(84, 48, 2, '#e9c46a') +
    rect(30, 22, 36, 22, 3, p.main) + stroke('M34 30H62M34 36H54', p.light, 2) + rect(40, 8, 6, 30, 0, p.accent) + path('M40 38L43 34L46 38Z', p.dark),
  paperReam: (p) =>
    path('M12 44L30 28H90L72 44Z', WHITE) + rect(12, 44, 60, 40, 2, p.main) + path('M72 44L90 28V68L72 84Z', p.dark) + rect(12, 56, 60, 16, 0, WHITE) + stroke('M18 62H66M18 66H54', '#adb5bd', 1.5) +
    stroke('M76 46L86 37M76 54L86 45', WHITE, 1, ' opacity=".5"'),
  pencilCase: (p) =>
    path('M8 40Q8 28 20 28H80Q92 28 92 40V72Q92 84 80 84H20Q8 84 8 72Z', p.main) + path('M8 46H92V52H8Z', p.dark) + path('M8 62H92V66H8Z', p.dark, ' opacity=".5"') +
    stroke('M10 49H90', STEEL, 1.5, ' stroke-dasharray="2 2"') + rect(78, 42, 6, 14, 2, STEEL) + pencil(30, 30, 30, '#f77f00', 70) + heart(28, 74, 0.6, p.light),
  watercolors: (p) =>
    rect(6, 30, 88, 46, 6, p.dark) + rect(10, 34, 80, 38, 4, WHITE) +
    ['#e63946', '#f77f00', '#ffd60a', '#80b918', '#0096c7', '#7209b7', '#6b3e1c', '#212529', '#f15bb5', '#00b4d8', '#90be6d', '#ff9f1c'].map((c, i) => ellipse(18 + (i % 6) * 13, 44 + Math.floor(i / 6) * 16, 5.5, 5, c)).join('') +
    `<g transform="rotate(-30 70 20)">` + rect(66, -6, 5, 36, 2, WOOD) + rect(65.5, 28, 6, 6, 1, STEEL) + path('M66 34Q68.5 46 71 34Z', INK) + `</g>`,

  petFood: (p) => pouch(p, scatter(32, 46, 36, 32, 12, (x, y, i) => (i % 3 ? circle(x, y, 3, '#8b5a2b') : circle(x, y, 3, '#a0622d'))), '#fefae0') + paw(50, 36, 0.55, p.dark),
  catLitter: (p) =>
    path('M22 22H78L84 90H16Z', p.main) + rect(22, 14, 56, 10, 3, p.dark) + rect(28, 42, 44, 36, 4, WHITE, ' opacity=".9"') +
    path('M38 56L40 46L46 52H54L60 46L62 56Q62 72 50 72Q38 72 38 56Z', p.dark) + circle(45, 58, 1.6, WHITE) + circle(55, 58, 1.6, WHITE) + scatter(20, 80, 60, 8, 10, (x, y) => circle(x, y, 1.5, '#ced4da')),
  dogCollar: (p) =>
    ellipse(50, 44, 36, 24, 'none', ` stroke="${p.main}" stroke-width="9"`) + ellipse(50, 44, 36, 24, 'none', ` stroke="${p.dark}" stroke-width="1.5" stroke-dasharray="3 3"`) +
    rect(18, 36, 10, 14, 2, STEEL) + circle(50, 70, 4, 'none', ` stroke="${STEEL}" stroke-width="2"`) + path('M50 74L60 82L50 94L40 82Z', '#ffd60a') + paw(50, 84, 0.35, '#c9a227'),
  leash: (p) =>
    path('M14 40Q14 16 40 16Q66 16 66 40Q66 58 48 62L36 88H22L28 62Q14 56 14 40Z', p.main) + circle(40, 38, 12, p.light) + rect(30, 50, 20, 8, 4, p.dark) +
    stroke('M60 50Q80 56 84 76', p.accent, 3) + circle(84, 80, 4, 'none', ` stroke="${STEEL}" stroke-width="3"`) + rect(81, 84, 6, 8, 2, STEEL),
  petBed: (p) =>
    ellipse(50, 64, 44, 22, p.main) + ellipse(50, 60, 32, 14, p.light) + path('M6 64Q6 44 50 42Q94 44 94 64Q94 56 50 54Q6 56 6 64Z', p.dark, ' opacity=".35"') + bone(50, 60, 0.9, '#e9c46a'),
  catTree: (p) =>
    rect(14, 84, 72, 8, 3, p.dark) + rect(28, 40, 10, 46, 2, '#d4a373') + rect(62, 20, 10, 66, 2, '#d4a373') + stroke('M28 48H38M28 56H38M28 64H38M28 72H38M62 30H72M62 40H72M62 50H72M62 60H72M62 70H72', '#b08968', 1.5) +
    rect(16, 34, 34, 8, 3, p.main) + rect(50, 14, 34, 8, 3, p.main) + stroke('M22 42V56', '#adb5bd', 1) + circle(22, 58, 4, '#ff006e') + path('M58 14L60 4L66 10H72L78 4L80 14Z', p.dark),
  petBowl: (p) =>
    path('M8 52H46L42 76H12Z', STEEL) + path('M54 52H92L88 76H58Z', STEEL) + ellipse(27, 52, 19, 5, '#6c757d') + ellipse(73, 52, 19, 5, '#6c757d') + ellipse(27, 52, 15, 3.5, '#8b5a2b') + ellipse(73, 52, 15, 3.5, '#48cae4') +
    rect(4, 74, 92, 10, 5, p.main) + paw(50, 79, 0.3, WHITE),
  chewToy: (p) => `<g transform="rotate(-25 50 50)">` + bone(50, 50, 3, p.main) + rect(34, 46, 32, 3, 1.5, WHITE, ' opacity=".35"') + `</g>` + circle(26, 30, 2, p.dark) + circle(72, 72, 2, p.dark),
  petShampoo: (p) =>
    path('M30 30Q30 24 36 24H64Q70 24 70 30L72 86Q72 92 66 92H34Q28 92 28 86Z', p.main) + rect(36, 10, 28, 16, 4, p.dark) + rect(32, 46, 36, 32, 4, WHITE) + paw(50, 62, 0.75, p.main) +
    circle(78, 30, 5, WHITE, ' opacity=".8"') + circle(84, 42, 3, WHITE, ' opacity=".8"'),
  petPipette: (p) =>
    [30, 56].map((x, i) => `<g transform="rotate(${i ? 20 : -10} ${x + 8} 50)">` + path(`M${x} 30H${x + 16}V70Q${x + 16} 76 ${x + 8} 76Q${x} 76 ${x} 70Z`, p.main) + path(`M${x + 5} 76H${x + 11}L${x + 9} 92H${x + 7}Z`, p.dark) + rect(x - 2, 22, 20, 10, 3, p.dark) + `</g>`).join('') +
    rect(14, 70, 36, 22, 4, WHITE) + paw(32, 81, 0.5, p.main),
  petCarrier: (p) =>
    path('M10 44Q10 32 22 32H78Q90 32 90 44V84H10Z', p.main) + stroke('M34 32Q34 14 50 14Q66 14 66 32', INK, 5) + rect(22, 46, 40, 30, 15, INK) +
    stroke('M28 46V76M36 46V76M44 46V76M52 46V76M60 46V76', STEEL, 2) + rect(68, 48, 14, 4, 2, p.dark) + rect(68, 58, 14, 4, 2, p.dark) + rect(68, 68, 14, 4, 2, p.dark) + rect(10, 80, 80, 6, 3, p.dark),
  aquarium: () =>
    rect(8, 20, 84, 66, 4, '#90e0ef', ' opacity=".85"') + rect(8, 20, 84, 10, 2, '#caf0f8') + rect(6, 14, 88, 8, 2, INK) + rect(6, 84, 88, 8, 2, INK) + path('M8 84Q30 74 50 80T92 76V84Z', '#e9c46a') +
    leaf(24, 82, 1.4, '#2d6a4f', -8) + leaf(30, 82, 1.1, '#52b788', 15) + leaf(78, 82, 1.3, '#2d6a4f', 6) + fish(56, 48, 1.3, '#f77f00') + fish(36, 62, 0.9, '#ffd60a') + circle(70, 36, 2, WHITE) + circle(74, 30, 1.5, WHITE),
  fishFood: (p) =>
    rect(30, 26, 40, 66, 6, p.main) + rect(28, 12, 44, 16, 4, INK) + rect(34, 44, 32, 34, 4, '#caf0f8') + fish(52, 60, 1.2, '#f77f00') + scatter(36, 46, 28, 8, 6, (x, y) => circle(x, y, 1.4, '#c1121f')),
  birdCage: (p) =>
    path('M16 86V44Q16 14 50 12Q84 14 84 44V86Z', 'none', ` stroke="${p.main}" stroke-width="3"`) + stroke('M28 86V28M39 86V16M50 86V12M61 86V16M72 86V28', p.main, 2) + rect(10, 84, 80, 8, 3, p.dark) +
    circle(50, 6, 5, 'none', ` stroke="${p.main}" stroke-width="3"`) + stroke('M24 60H76', WOOD, 3) + ellipse(50, 50, 9, 7, '#ffd60a') + circle(56, 44, 5, '#ffd60a') + path('M60 43L66 45L60 47Z', '#f77f00') + circle(57, 43, 1, INK) + path('M42 50L32 56L44 54Z', '#f4a300'),
  birdSeed: (p) => pouch(p, scatter(32, 46, 36, 32, 34, (x, y, i) => ellipse(x, y, 2, 1.3, i % 3 ? '#e9c46a' : '#b08968')), '#fefae0') + circle(62, 36, 0, WHITE),
  dogSweater: (p) =>
    path('M20 30Q20 20 30 20H70Q80 20 80 30V60Q80 74 66 76L60 88H40L34 76Q20 74 20 60Z', p.main) + rect(36, 16, 28, 10, 4, p.dark) + stroke('M20 40H80M20 50H80', p.light, 3) +
    path('M24 60Q14 62 14 72H26Z M76 60Q86 62 86 72H74Z', p.dark) + paw(50, 62, 0.6, p.light),
  petBrush: (p) =>
    rect(14, 30, 54, 40, 14, p.main) + scatter(20, 34, 42, 32, 24, (x, y) => circle(x, y, 1.6, STEEL)) + `<g transform="rotate(-20 68 50)">` + rect(62, 44, 36, 12, 6, p.dark) + `</g>` + rect(14, 64, 54, 6, 3, p.dark, ' opacity=".4"'),
  dogTreats: (p) =>
    path('M22 22H78L84 90H16Z', p.main) + rect(22, 14, 56, 10, 3, p.dark) + rect(28, 40, 44, 38, 6, WHITE, ' opacity=".9"') + bone(50, 52, 1.1, '#c7772b') + bone(44, 66, 0.9, '#d4a373') + bone(58, 68, 0.8, '#c7772b') + paw(72, 30, 0.4, WHITE),

  roses: (p) =>
    stroke('M50 92L40 50M50 92L50 46M50 92L60 50M50 92L30 56M50 92L70 56', '#2d6a4f', 2.5) + leaf(38, 62, 0.8, '#52b788', -50) + leaf(62, 62, 0.8, '#52b788', 50) +
    rose(38, 42, 1.3) + rose(50, 34, 1.4) + rose(62, 42, 1.3) + rose(28, 52, 1.1) + rose(72, 52, 1.1) + rose(50, 50, 1.2) +
    path('M34 64L50 92L66 64L60 70L50 86L40 70Z', p.light) + path('M36 66H64L56 82H44Z', p.main) + bow(50, 74, 0.5, p.accent),
  sunflowers: (p) =>
    path('M26 60H74L68 92H32Z', p.main) + rect(24, 56, 52, 8, 3, p.dark) + stroke('M40 56L34 40M50 56V30M60 56L68 42', '#2d6a4f', 3) +
    sunflower(32, 38, 1.3) + sunflower(50, 24, 1.5) + sunflower(70, 38, 1.3) + leaf(44, 56, 0.8, '#52b788', -40) + leaf(58, 56, 0.8, '#52b788', 40),
  mug: (p) =>
    path('M74 34Q94 34 92 54Q90 70 72 68', 'none', ` stroke="${WHITE}" stroke-width="8"`) + path('M16 26H76V82Q76 92 66 92H26Q16 92 16 82Z', WHITE) + ellipse(46, 26, 30, 6, '#dee2e6') + ellipse(46, 26, 26, 4, '#6b3e1c') +
    rect(26, 40, 40, 34, 3, p.dark) + photo(29, 43, 34, 28, p) + shine(20, 34, 4, 44, 0.0),
  fruitBasket: (p) =>
    path('M40 42L44 8H52L56 42Z', '#582f0e') + rect(44, 4, 8, 6, 1, p.main) + circle(30, 46, 11, '#e63946') + circle(66, 44, 12, '#f77f00') + circle(50, 50, 10, '#80b918') +
    ellipse(76, 52, 8, 10, '#ffd60a') + circle(22, 56, 6, '#7209b7') + circle(30, 58, 6, '#7209b7') +
    path('M8 54H92L82 90H18Z', '#c9a27e') + stroke('M12 62H88M14 70H86M16 78H84M30 54L26 90M50 54V90M70 54L74 90', '#a47148', 2) + path('M8 54Q50 30 92 54', 'none', ' stroke="#a47148" stroke-width="3"') + bow(50, 58, 0.5, p.main),
  giftBox: (p) =>
    rect(18, 44, 64, 46, 4, p.main) + rect(14, 32, 72, 14, 3, p.dark) + rect(45, 32, 10, 58, 0, p.accent) + bow(50, 32, 0.9, p.accent) + stroke('M22 50V84', WHITE, 2, ' opacity=".25"'),
  balloons: (p) => balloon(32, 32, 1.5, p.main, [50, 94]) + balloon(66, 28, 1.5, p.accent, [50, 94]) + balloon(50, 44, 1.6, '#ffd60a', [50, 94]),
  pinata: (p) =>
    stroke('M50 2V14', INK, 1.5) + circle(50, 50, 24, '#ff006e') + ['#ffd60a', '#3a86ff', '#06d6a0', '#ff006e', '#fb5607', '#8338ec', '#ffbe0b', '#3a86ff'].map((c, i) => path('M46 26L50 4L54 26Z', c, ` transform="rotate(${i * 45} 50 50)"`)).join('') +
    circle(50, 50, 24, p.main) + path('M26 50H74', 'none', ` stroke="${p.accent}" stroke-width="6"`) + path('M28 40H72M28 60H72', 'none', ' stroke="#ffd60a" stroke-width="4"') +
    stroke('M40 74L36 92M50 76V94M60 74L64 92', '#ff006e', 2),
  birthdayCandles: (p) =>
    ellipse(50, 80, 42, 10, '#f4d58d') + ellipse(50, 76, 40, 9, '#fff1d6') +
    path('M18 72V36Q18 26 28 26Q38 26 38 36Q38 46 18 66V72H40', 'none', ` stroke="${p.main}" stroke-width="7" stroke-linejoin="round"`) +
    circle(66, 38, 10, 'none', ` stroke="${p.accent}" stroke-width="7"`) + circle(66, 60, 12, 'none', ` stroke="${p.accent}" stroke-width="7"`) +
    path('M28 20Q33 12 28 6Q23 12 28 20Z', '#ffb703') + path('M66 24Q71 16 66 10Q61 16 66 24Z', '#ffb703'),
  garland: (p) =>
    stroke('M2 20Q50 44 98 20', INK, 1.5) + [10, 26, 42, 58, 74, 90].map((x, i) => {
      const y = 20 + 24 * (1 - ((x - 50) / 48) ** 2) * 0.5;
      return path(`M${x - 7} ${y}H${x + 7}L${x} ${y + 20}Z`, [p.main, p.accent, '#ffd60a', p.dark, '#06d6a0', p.main][i]!);
    }).join('') + stroke('M2 56Q50 80 98 56', INK, 1.5) + [18, 34, 50, 66, 82].map((x, i) => {
      const y = 56 + 24 * (1 - ((x - 50) / 48) ** 2) * 0.5;
      return path(`M${x - 7} ${y}H${x + 7}L${x} ${y + 20}Z`, ['#ffd60a', p.main, p.accent, '#06d6a0', p.dark][i]!);
    }).join(''),
  teddyBear: (p) =>
    circle(28, 20, 10, '#b07d48') + circle(72, 20, 10, '#b07d48') + circle(28, 20, 5, '#e6b98a') + circle(72, 20, 5, '#e6b98a') + ellipse(50, 70, 28, 26, '#b07d48') + ellipse(50, 72, 16, 16, '#e6b98a') +
    circle(24, 86, 10, '#b07d48') + circle(76, 86, 10, '#b07d48') + circle(20, 60, 9, '#b07d48') + circle(80, 60, 9, '#b07d48') + circle(50, 34, 22, '#b07d48') + ellipse(50, 41, 10, 8, '#e6b98a') +
    circle(42, 30, 3, INK) + circle(58, 30, 3, INK) + ellipse(50, 38, 4, 3, INK) + bow(50, 52, 0.55, p.main),
  photoFrame: (p) => rect(14, 14, 72, 72, 4, WOOD) + rect(20, 20, 60, 60, 2, '#d4a373') + rect(24, 24, 52, 52, 1, WHITE) + photo(27, 27, 46, 46, p) + path('M50 86L44 96H56Z', '#6b3e1c', ' opacity=".0"'),
  scentedCandle: (p) =>
    rect(22, 36, 56, 56, 10, GLASS, ' opacity=".9"') + rect(25, 46, 50, 43, 8, '#fff1d6') + rect(22, 30, 56, 8, 3, p.dark) + rect(30, 58, 40, 20, 3, p.main) + flower(50, 68, 0.6, WHITE, '#ffd60a') +
    rect(49, 38, 2, 8, 1, INK) + path('M50 22Q56 30 50 38Q44 30 50 22Z', '#ffb703') + path('M50 28Q53 32 50 36Q47 32 50 28Z', '#fff3b0'),
  chocolateBox: (p) =>
    path('M50 92L8 50A22 22 0 0 1 50 24A22 22 0 0 1 92 50Z', p.main) + path('M50 86L14 50A17 17 0 0 1 50 30A17 17 0 0 1 86 50Z', '#f1e4cf') +
    [
      [34, 44],
      [50, 42],
      [66, 44],
      [42, 58],
      [58, 58],
      [50, 72],
    ].map(([x, y], i) => circle(x!, y!, 6.5, i % 2 ? '#5e3023' : '#7b4534') + stroke(`M${x! - 3} ${y! - 1}Q${x!} ${y! - 4} ${x! + 3} ${y! - 1}`, '#e9c46a', 1.2)).join('') + bow(50, 24, 0.6, p.accent),
  greetingCard: (p) =>
    path('M14 20L50 26V90L14 84Z', p.light) + path('M50 26L86 20V84L50 90Z', WHITE) + path('M14 20L50 26V90L14 84Z', p.main, ' opacity=".8"') + heart(32, 54, 1.6, p.light) + flower(68, 44, 0.9, p.main, '#ffd60a') +
    stroke('M60 62H78M60 68H74M60 74H76', '#adb5bd', 1.5) + stroke('M50 26V90', '#dee2e6', 1),
  partyTableware: (p) =>
    [0, 1, 2, 3].map((i) => ellipse(36, 78 - i * 5, 32, 11, i % 2 ? p.light : p.main)).join('') + ellipse(36, 63, 22, 7, p.light) +
    [0, 1, 2].map((i) => path(`M${60 + i * 4} ${26 - i * 6}H${88 + i * 4}L${84 + i * 4} ${80 - i * 6}H${64 + i * 4}Z`, i === 2 ? p.accent : i === 1 ? WHITE : p.dark)).join('') +
    scatter(68, 34, 18, 30, 5, (x, y) => circle(x + 8, y - 10, 2, p.main)),
  photoAlbum: (p) =>
    rect(12, 16, 76, 70, 4, p.main) + rect(12, 16, 10, 70, 2, p.dark) + rect(32, 28, 46, 36, 2, WHITE) + photo(35, 31, 40, 30, p) + rect(36, 70, 38, 6, 3, p.light) + stroke('M14 24H20M14 36H20M14 48H20M14 60H20M14 72H20', '#e9c46a', 2),
} satisfies Record<string, Glyph>;

