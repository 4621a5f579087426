import { bean, bottle, can, cans, circle, coffeeBean, drop, ellipse, fish, flower, GLASS, grain, heart, jar, leaf, path, pouch, rect, scatter, shine, star, STEEL, stroke, tomato, WHITE } from './shapes';
import type { Glyph, Palette } from './types';

const CREAM = '#fff1d6';
const SPONGE = '#f4d58d';
const CHOCOLATE = '#5e3023';
const CARAMEL = '#c7772b';
const STRAWBERRY = '#e63946';

/** A plate or tray seen slightly from above, with `food` on it. */
const tray = (food: string, fill = WHITE, rim = '#dee2e6') => ellipse(50, 66, 44, 20, rim) + ellipse(50, 64, 42, 18, fill) + food;
const candle = (x: number, y: number, color: string) => rect(x - 1.5, y, 3, 10, 1, color) + path(`M${x} ${y - 6}Q${x + 3} ${y - 2} ${x} ${y}Q${x - 3} ${y - 2} ${x} ${y - 6}Z`, '#ffb703');
/** A round layered cake: sponge, cream and icing that drips. */
const layerCake = (p: Palette, x: number, y: number, w: number, h: number, icing: string) =>
  rect(x, y, w, h, 4, SPONGE) + rect(x, y + h * 0.45, w, h * 0.12, 0, CREAM) +
  path(`M${x} ${y + 4}Q${x} ${y} ${x + 4} ${y}H${x + w - 4}Q${x + w} ${y} ${x + w} ${y + 4}V${y + h * 0.3}Q${x + w * 0.88} ${y + h * 0.42} ${x + w * 0.76} ${y + h * 0.3}Q${x + w * 0.63} ${y + h * 0.45} ${x + w * 0.5} ${y + h * 0.3}Q${x + w * 0.37} ${y + h * 0.42} ${x + w * 0.24} ${y + h * 0.3}Q${x + w * 0.12} ${y + h * 0.45} ${x} ${y + h * 0.3}Z`, icing) +
  ellipse(x + w / 2, y, w / 2, 4, icing) + rect(x, y + h * 0.8, w, h * 0.2, 3, p.main, ' opacity=".0"');
const cupcake = (x: number, y: number, s: number, frosting: string, liner: string) =>
  path(`M${x - 10 * s} ${y}H${x + 10 * s}L${x + 7 * s} ${y + 14 * s}H${x - 7 * s}Z`, liner) +
  stroke(`M${x - 5 * s} ${y}L${x - 4 * s} ${y + 14 * s}M${x} ${y}V${y + 14 * s}M${x + 5 * s} ${y}L${x + 4 * s} ${y + 14 * s}`, '#000', 0.8 * s, ' opacity=".15"') +
  path(`M${x - 12 * s} ${y}Q${x - 14 * s} ${y - 8 * s} ${x - 6 * s} ${y - 9 * s}Q${x - 4 * s} ${y - 17 * s} ${x + 2 * s} ${y - 14 * s}Q${x + 12 * s} ${y - 14 * s} ${x + 9 * s} ${y - 6 * s}Q${x + 14 * s} ${y - 2 * s} ${x + 12 * s} ${y}Z`, frosting) +
  circle(x, y - 15 * s, 2.4 * s, STRAWBERRY);
const sandwich = (x: number, y: number) =>
  path(`M${x - 9} ${y + 6}L${x} ${y - 8}L${x + 9} ${y + 6}Z`, '#f6d7a7') + path(`M${x - 9} ${y + 6}L${x + 9} ${y + 6}L${x + 8} ${y + 3}H${x - 8}Z`, '#8ac926') + path(`M${x - 8} ${y + 3}H${x + 8}L${x + 6} ${y}H${x - 6}Z`, '#ffafcc');
const croquette = (x: number, y: number, a: number) => rect(x - 9, y - 4, 18, 8, 4, '#c7772b', ` transform="rotate(${a} ${x} ${y})"`) + rect(x - 7, y - 2.5, 10, 2, 1, '#e9a45b', ` transform="rotate(${a} ${x} ${y})"`);
const pastry = (x: number, y: number) => path(`M${x - 10} ${y + 6}L${x - 8} ${y - 5}L${x + 10} ${y - 7}L${x + 9} ${y + 5}Z`, '#e9a45b') + path(`M${x - 4} ${y - 2}L${x + 5} ${y - 3}L${x + 4} ${y + 2}L${x - 3} ${y + 3}Z`, '#c1121f') + stroke(`M${x - 8} ${y - 1}L${x + 8} ${y - 3}`, '#f6d7a7', 1, ' opacity=".6"');
const bottleGroup = (x: number, y: number, s: number, body: string, cap: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})">` + path('M-6 -30H6V-20Q14 -14 14 -4V30Q14 34 10 34H-10Q-14 34 -14 30V-4Q-14 -14 -6 -20Z', body) + rect(-7, -36, 14, 8, 2, cap) + `</g>`;

export const FOOD = {
  coffee: (p) =>
    pouch(p, path('M38 56H62V66Q62 76 50 76Q38 76 38 66Z', WHITE) + path('M62 59Q68 59 68 64Q68 69 62 69', 'none', ' stroke="#fff" stroke-width="2.5"') + ellipse(50, 56, 12, 2.5, '#5b3a1e') +
      stroke('M46 52Q43 48 46 44M54 52Q51 48 54 44', '#5b3a1e', 1.5, ' opacity=".6"') + coffeeBean(36, 48, 0.5) + coffeeBean(66, 74, 0.5), '#c8a27a'),
  rice: (p) => pouch(p, scatter(32, 46, 36, 32, 44, grain('#f8f9fa')), '#dee2e6') + path('M36 70Q50 80 64 70Q64 60 50 62Q36 60 36 70Z', WHITE, ' opacity=".0"'),
  blackBeans: (p) => pouch(p, scatter(32, 46, 36, 32, 26, bean('#1b1b1b')), '#e9ecef'),
  redBeans: (p) => pouch(p, scatter(32, 46, 36, 32, 26, bean('#9d0208')), '#f8edeb'),
  sugar: (p) =>
    pouch(p, scatter(32, 46, 36, 32, 30, (x, y, i) => rect(x - 1.6, y - 1.6, 3.2, 3.2, 0.5, WHITE, ` transform="rotate(${(i * 29) % 90} ${x} ${y})"`)), '#ced4da') +
    [
      [42, 60],
      [58, 62],
      [50, 50],
    ].map(([x, y]) => path(`M${x! - 7} ${y! - 3}L${x!} ${y! - 7}L${x! + 7} ${y! - 3}V${y! + 5}L${x!} ${y! + 9}L${x! - 7} ${y! + 5}Z`, WHITE) + path(`M${x!} ${y! + 1}L${x! + 7} ${y! - 3}V${y! + 5}L${x!} ${y! + 9}Z`, '#e9ecef')).join(''),
  flour: (p) =>
    path('M24 16H76L80 90H20Z', '#f1e4cf') + path('M24 16L30 10H70L76 16Z', '#e3d2b5') + rect(26, 36, 48, 40, 3, p.main) +
    [0, 1, 2, 3].map((i) => ellipse(50 - 5 + (i % 2) * 10, 46 + i * 6, 3.5, 5, '#e9c46a', ` transform="rotate(${i % 2 ? 25 : -25} ${50 - 5 + (i % 2) * 10} ${46 + i * 6})"`)).join('') + stroke('M50 42V74', '#e9c46a', 2),
  salt: (p) =>
    path('M32 30Q32 22 40 22H60Q68 22 68 30V88Q68 92 64 92H36Q32 92 32 88Z', WHITE) + path('M34 26Q34 10 50 10Q66 10 66 26Z', p.main) +
    [44, 50, 56].map((x) => circle(x, 17, 1.5, p.dark)).join('') + rect(32, 46, 36, 30, 0, p.main) + scatter(36, 50, 28, 22, 10, (x, y) => rect(x - 1.5, y - 1.5, 3, 3, 0.5, WHITE)),
  cookingOil: (p) => bottle(p, '#ffd60a', leaf(42, 76, 1, '#2d6a4f', -30) + circle(58, 66, 8, '#ffb703') + circle(58, 66, 3, '#6b3e1c'), p.dark, '#f9c74f'),
  spaghetti: (p) =>
    path('M30 10H70L74 92H26Z', GLASS, ' opacity=".7"') + stroke('M36 14L33 88M42 14L40 88M48 14L47 88M54 14L54 88M60 14L61 88M66 14L68 88', '#f4c95d', 3) +
    rect(26, 44, 48, 22, 2, p.main) + stroke('M34 52Q44 60 50 52T66 52', p.light, 2.5),
  milkPowder: (p) =>
    rect(22, 22, 56, 70, 6, p.light) + ellipse(50, 22, 28, 7, p.dark) + ellipse(50, 20, 26, 6, p.main) + rect(22, 40, 56, 34, 0, p.main) +
    path('M40 46H60V50L64 56V72H36V56L40 50Z', WHITE) + rect(40, 60, 20, 6, 0, p.accent) + drop(70, 62, 0.8, WHITE),
  formula: (p) =>
    rect(22, 22, 56, 70, 6, WHITE) + ellipse(50, 22, 28, 7, '#dee2e6') + ellipse(50, 20, 26, 6, p.main) + rect(22, 40, 56, 36, 0, p.light) +
    rect(43, 48, 14, 22, 6, WHITE) + rect(45, 42, 10, 7, 3, p.main) + path('M47 42Q50 34 53 42Z', '#f4a261') + heart(34, 64, 0.7, p.main) + heart(66, 56, 0.6, p.accent),
  eggs: () =>
    path('M4 58H96L90 86H10Z', '#c9ada7') +
    [20, 40, 60, 80].map((x) => ellipse(x, 40, 10, 13, '#f8f0e3')).join('') + [10, 30, 50, 70, 90].map((x) => ellipse(x, 54, 10, 13, '#f2e8cf') + ellipse(x - 3, 49, 3, 4, WHITE, ' opacity=".6"')).join('') +
    path('M4 58H96L90 86H10Z', '#c9ada7') + stroke('M8 70H92M22 58V86M40 58V86M58 58V86M76 58V86', '#a68a84', 1.5),
  chickenLegs: () =>
    [
      [36, 46, -30],
      [62, 50, 20],
    ].map(([x, y, a]) => `<g transform="rotate(${a} ${x} ${y})">` + ellipse(x!, y! - 8, 15, 20, '#d98e4c') + ellipse(x! - 4, y! - 14, 6, 8, '#f2b872', ' opacity=".7"') + rect(x! - 3, y! + 10, 6, 20, 3, '#f2e8cf') + circle(x! - 4, y! + 30, 4, '#f2e8cf') + circle(x! + 4, y! + 30, 4, '#f2e8cf') + `</g>`).join('') + ellipse(50, 86, 40, 6, '#dee2e6'),
  groundMeat: (p) =>
    rect(12, 38, 76, 48, 8, WHITE) + rect(16, 42, 68, 40, 6, '#e5989b') + scatter(18, 44, 64, 36, 40, (x, y, i) => circle(x, y, 3.2, i % 3 ? '#d1495b' : '#f4a6a6')) +
    rect(12, 38, 76, 48, 8, GLASS, ' opacity=".25"') + rect(54, 66, 28, 14, 2, p.main),
  ham: () =>
    [0, 1, 2].map((i) => ellipse(42 + i * 8, 62 - i * 10, 32, 20, i === 2 ? '#f4a6a6' : '#e5989b') + ellipse(42 + i * 8, 62 - i * 10, 32, 20, 'none', ' stroke="#fbe3e3" stroke-width="4"')).join('') +
    ellipse(60, 42, 10, 5, '#fbe3e3', ' opacity=".8"'),
  cheese: () =>
    path('M10 58L62 26L92 46V74L10 80Z', '#f9c74f') + path('M10 58L62 26L92 46L40 62Z', '#ffe066') + path('M40 62L92 46V74L40 82Z', '#f4b400', ' opacity=".6"') +
    circle(26, 70, 4, '#e9a800') + circle(56, 72, 5, '#e9a800') + circle(78, 64, 3, '#e9a800') + ellipse(58, 44, 5, 2.5, '#e9a800'),
  butter: (p) =>
    path('M14 54L30 40H88L72 54Z', '#fff3b0') + rect(14, 54, 58, 26, 2, '#ffe066') + path('M72 54L88 40V66L72 80Z', '#f9c74f') +
    path('M14 62H72V80H14Z', p.main) + path('M72 62L88 48V66L72 80Z', p.dark) + rect(22, 66, 40, 8, 2, WHITE, ' opacity=".8"'),
  sausages: () =>
    [0, 1, 2, 3].map((i) => rect(12, 28 + i * 13, 76, 12, 6, i % 2 ? '#c8553d' : '#d9724a', ` transform="rotate(${i * 3 - 5} 50 ${34 + i * 13})"`)).join('') +
    stroke('M20 34H50', '#f4a27a', 2, ' opacity=".7"'),
  tomatoPuree: (p) => can(p, tomato(50, 56, 1.3)),
  mayonnaise: (p) => jar(p, '#fdf6e3', drop(50, 60, 1, '#f9e79f') + rect(38, 64, 24, 4, 2, p.main), p.main),
  crackers: (p) =>
    rect(14, 44, 72, 40, 6, p.main) + rect(14, 44, 72, 12, 6, p.dark) +
    [0, 1].map((i) => rect(28 + i * 18, 18 + i * 4, 34, 34, 3, '#f2c57c', ` transform="rotate(${i * 12 - 8} ${45 + i * 18} ${35 + i * 4})"`) + scatter(32 + i * 18, 22 + i * 4, 26, 26, 9, (x, y) => circle(x, y, 1.3, '#c7772b'))).join(''),
  chocolateBar: (p) =>
    `<g transform="rotate(-12 50 50)">` + rect(16, 24, 68, 52, 3, CHOCOLATE) + [0, 1, 2].map((r) => [0, 1, 2, 3].map((c) => rect(20 + c * 16, 28 + r * 16, 13, 13, 2, '#7b4534')).join('')).join('') +
    path('M16 56H84V76Q84 79 81 79H19Q16 79 16 76Z', p.main) + path('M16 56L84 52V58L16 62Z', '#e9c46a') + `</g>`,
  jam: (p) => jar(p, '#9d0208', circle(44, 60, 6, '#f4a261') + circle(54, 60, 6, '#e76f51') + leaf(60, 58, 0.6, '#2d6a4f', 40), '#e63946') + stroke('M30 22H70M30 28H70', WHITE, 2, ' stroke-dasharray="4 4"'),
  sodaCans: (p) => cans(p, (x) => circle(x + 1, 56, 5, WHITE) + path(`M${x - 3} 56Q${x + 1} 50 ${x + 5} 56`, 'none', ` stroke="${p.main}" stroke-width="2"`)),
  beer: (p) =>
    cans(p, (x) => path(`M${x - 5} 50H${x + 5}V64Q${x + 5} 66 ${x + 3} 66H${x - 3}Q${x - 5} 66 ${x - 5} 64Z`, '#ffb703')) +
    path('M64 56Q88 56 86 72Q84 84 66 82', 'none', ` stroke="${GLASS}" stroke-width="5"`) + path('M40 50H70L68 94H42Z', '#f4a300') + path('M40 50H70L69 62H41Z', '#ffd166') +
    path('M38 52Q36 40 46 42Q50 34 58 40Q68 36 72 46Q74 54 66 52Z', WHITE) + rect(44, 64, 4, 24, 2, WHITE, ' opacity=".5"'),
  rum: (p) => bottle(p, '#9c4a1a', rect(36, 58, 28, 16, 2, p.main) + star(50, 66, 0.7, '#e9c46a'), '#2b2d42'),
  water: (p) =>
    path('M40 14H60V24Q70 30 70 42V56Q66 60 70 64V86Q70 92 64 92H36Q30 92 30 86V64Q34 60 30 56V42Q30 30 40 24Z', '#caf0f8') + rect(40, 6, 20, 10, 3, p.main) +
    rect(30, 44, 40, 18, 0, p.main) + path('M36 52Q43 46 50 52T64 52', 'none', ' stroke="#fff" stroke-width="2.5"') + shine(34, 66, 4, 20, 0.8),
  juice: (p) =>
    path('M26 30L36 14H64L74 30V90H26Z', WHITE) + path('M36 14L50 30H26Z M64 14L50 30H74Z', '#e9ecef') + rect(56, 6, 6, 10, 1, p.dark) +
    rect(26, 30, 48, 60, 0, p.main) + ellipse(50, 62, 14, 11, '#ffb703') + ellipse(46, 58, 4, 3, '#ffd166') + leaf(58, 52, 0.6, '#2d6a4f', 40),
  honey: (p) =>
    jar(p, '#f4a300', path('M44 52L50 48L56 52V60L50 64L44 60Z', '#f9c74f') + path('M38 62L44 58V66L38 70Z', '#f9c74f', ' opacity=".8"'), p.main) +
    path('M30 22Q34 30 38 24Q42 32 46 26', 'none', ' stroke="#f4a300" stroke-width="0"'),
  malta: (p) => [24, 50, 76].map((x) => bottleGroup(x, 56, 0.95, '#3c1f0f', p.main)).join('') + [24, 50, 76].map((x) => rect(x - 11, 56, 22, 14, 1, '#e9c46a')).join(''),
  cake: (p) => ellipse(50, 84, 40, 8, WHITE) + layerCake(p, 16, 40, 68, 42, p.light) + [30, 42, 58, 70].map((x, i) => candle(x, 26, [p.main, p.accent, p.main, p.accent][i]!)).join('') + [26, 50, 74].map((x) => circle(x, 42, 3, STRAWBERRY)).join(''),
  weddingCake: (p) =>
    ellipse(50, 92, 40, 5, '#dee2e6') + rect(18, 64, 64, 26, 3, WHITE) + rect(28, 40, 44, 24, 3, '#f8f9fa') + rect(36, 20, 28, 20, 3, WHITE) +
    stroke('M18 66Q26 72 34 66T50 66T66 66T82 66M28 42Q36 48 44 42T60 42T72 42M36 22Q43 27 50 22T64 22', p.light, 2.5) +
    flower(50, 14, 0.8, p.main, '#ffd166') + flower(30, 62, 0.6, p.main, '#ffd166') + flower(70, 62, 0.6, p.main, '#ffd166'),
  flan: () =>
    ellipse(50, 80, 42, 9, WHITE) + path('M22 76L30 38Q50 32 70 38L78 76Q50 84 22 76Z', '#f9c74f') + path('M30 38Q50 32 70 38L72 48Q60 44 56 50Q52 56 46 48Q38 42 28 48Z', CARAMEL) +
    ellipse(50, 37, 20, 5, '#8c4a12') + path('M22 76Q30 84 50 84Q70 84 78 76Q66 74 50 78Q34 74 22 76Z', CARAMEL),
  breadPudding: () =>
    ellipse(50, 82, 42, 8, WHITE) + path('M16 76V46Q16 38 24 38H76Q84 38 84 46V76Z', '#e9a45b') + path('M16 46Q16 38 24 38H76Q84 38 84 46V52H16Z', '#c7772b') +
    scatter(22, 56, 56, 16, 12, (x, y) => ellipse(x, y, 2.2, 1.6, '#5e3023')) + scatter(22, 42, 56, 6, 5, (x, y) => ellipse(x, y, 2.2, 1.6, '#5e3023')),
  pastryBox: (p) =>
    rect(8, 34, 84, 52, 4, p.main) + rect(12, 38, 76, 44, 3, WHITE) +
    [0, 1, 2].map((r) => [0, 1, 2, 3].map((c) => {
      const x = 22 + c * 19;
      const y = 48 + r * 13;
      const kind = (r + c) % 3;
      return kind === 0 ? circle(x, y, 6, '#5e3023') + circle(x, y - 2, 2, '#e9c46a') : kind === 1 ? rect(x - 6, y - 5, 12, 10, 3, '#ffafcc') + rect(x - 6, y - 5, 12, 3, 1.5, WHITE) : ellipse(x, y, 7, 5, '#f4d58d') + circle(x, y - 2, 2, STRAWBERRY);
    }).join('')).join('') + path('M8 34L20 16H80L92 34Z', p.dark, ' opacity=".5"'),
  cakeSlice: (p) =>
    ellipse(50, 82, 42, 9, WHITE) + path('M12 74L76 40V72L12 80Z', SPONGE) + path('M12 60L76 30V40L12 74Z', CREAM) + path('M12 58L76 28L88 36L24 66Z', p.light) +
    path('M12 74L76 40L88 48V78L12 80Z', '#e9a45b', ' opacity=".0"') + path('M76 30L88 38V80L76 72Z', '#f2c57c') + circle(70, 28, 5, STRAWBERRY) + path('M12 80L76 72L88 80Z', '#000', ' opacity=".05"'),
  cupcakes: (p) => cupcake(30, 70, 1.25, p.light, p.main) + cupcake(70, 70, 1.25, '#ffafcc', p.accent) + cupcake(50, 50, 1.3, '#caffbf', p.dark),
  pastries: () => tray(scatter(16, 50, 68, 26, 8, (x, y) => pastry(x, y)), '#f8f9fa'),
  decoratedCookies: (p) =>
    [
      [30, 34, 'star'],
      [68, 34, 'heart'],
      [32, 70, 'heart'],
      [68, 70, 'star'],
    ].map(([x, y, s], i) => (s === 'star' ? star(x as number, y as number, 2.3, '#e9a45b') + star(x as number, y as number, 1.8, i % 2 ? p.light : p.main) : heart(x as number, y as number, 2.3, '#e9a45b') + heart(x as number, y as number, 1.8, i % 2 ? p.main : p.light))).join(''),
  buffet: (p) => {
    const platter = (x: number, y: number, food: string) => ellipse(x, y + 2, 17, 6, '#dee2e6') + ellipse(x, y, 16, 5.5, WHITE) + food;
    return path('M4 58H96V70L92 92H8L4 70Z', p.main) + path('M4 58H96V66Q90 72 84 66Q78 72 72 66Q66 72 60 66Q54 72 48 66Q42 72 36 66Q30 72 24 66Q18 72 12 66Q8 70 4 66Z', p.light) +
      platter(22, 52, [16, 22, 28].map((x) => sandwich(x, 47)).join('')) +
      platter(78, 52, [72, 78, 84].map((x, i) => croquette(x, 48, i * 25 - 25)).join('')) +
      rect(38, 28, 24, 26, 3, SPONGE) + rect(38, 28, 24, 7, 3, p.accent) + ellipse(50, 54, 16, 3, WHITE) + candle(50, 18, p.main);
  },
  sandwichTray: () => tray(scatter(14, 46, 72, 30, 9, (x, y) => sandwich(x, y))),
  breakfastBox: (p) =>
    rect(10, 44, 80, 44, 4, '#c9a27e') + rect(14, 48, 72, 36, 2, '#e9d8a6') + path('M10 44L20 26H80L90 44Z', '#b08968') +
    path('M20 48H42V60Q42 70 31 70Q20 70 20 60Z', WHITE) + ellipse(31, 50, 10, 2.5, '#5e3023') + circle(56, 62, 9, '#f4a261') + circle(56, 62, 6, '#ffb703') +
    ellipse(76, 58, 9, 12, '#e9a45b') + bottleGroup(24, 72, 0.3, '#ffd166', p.main) + heart(50, 78, 0.7, p.main) + rect(70, 72, 12, 10, 2, p.main) + stroke('M50 26V44', p.main, 3),
  dessertTable: (p) =>
    rect(6, 62, 88, 8, 2, WHITE) + path('M8 70H92L88 94H12Z', p.light) + stroke('M20 70Q28 80 36 70T52 70T68 70T84 70', p.main, 2) +
    layerCake(p, 36, 32, 28, 30, p.accent) + candle(50, 22, p.main) + cupcake(18, 56, 0.55, '#ffafcc', p.main) + cupcake(82, 56, 0.55, '#caffbf', p.dark) +
    [18, 30, 70, 82].map((x) => circle(x, 44, 3.5, p.main) + stroke(`M${x} 47V50`, p.dark, 1)).join('') + stroke('M6 10Q30 22 50 12T94 10', p.dark, 1.5) + [14, 30, 50, 70, 86].map((x) => path(`M${x - 4} ${12 + (x % 3)}L${x} ${20 + (x % 3)}L${x + 4} ${12 + (x % 3)}Z`, p.accent)).join(''),
  croquettes: () => tray(scatter(14, 46, 72, 30, 10, (x, y, i) => croquette(x, y, (i * 37) % 60 - 30))),
  sardines: (p) =>
    rect(10, 30, 80, 50, 14, STEEL) + rect(14, 34, 72, 42, 11, p.main) + fish(44, 52, 1.8, '#9fb3c8') + fish(56, 62, 1.5, '#bcccdc') + rect(70, 26, 16, 8, 4, '#adb5bd') + circle(80, 30, 4, 'none', ' stroke="#6c757d" stroke-width="2"'),
  drinkMix: (p) =>
    [0, 1].map((i) => `<g transform="rotate(${i ? 10 : -10} 50 50) translate(${i ? 12 : -12} 0)">` + path('M28 16H72V84H28Z', i ? p.main : p.dark) + stroke('M28 16H72M28 84H72', WHITE, 2, ' stroke-dasharray="2 2"') +
      circle(50, 52, 13, '#f77f00') + circle(50, 52, 10, '#fcbf49') + stroke('M50 42V62M40 52H60M43 45L57 59M57 45L43 59', '#f77f00', 1.2) + `</g>`).join(''),
} satisfies Record<string, Glyph>;

