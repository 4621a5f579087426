import { box, circle, ellipse, GLASS, INK, path, rect, shine, STEEL, stroke, WHITE, WOOD, WOOD_DARK } from './shapes';
import type { Glyph } from './types';

const legs = (xs: number[], y: number, h: number, fill: string, w = 5) => xs.map((x) => rect(x, y, w, h, 1.5, fill)).join('');
const drawers = (x: number, y: number, w: number, h: number, n: number, fill: string, knob: string) =>
  Array.from({ length: n }, (_, i) => rect(x, y + (i * h) / n + 1, w, h / n - 2, 2, fill) + rect(x + w / 2 - 5, y + (i * h) / n + h / n / 2 - 1.5, 10, 3, 1.5, knob)).join('');

export const HOME = {
  fridge: (p) =>
    rect(24, 6, 52, 88, 8, p.light) + rect(24, 6, 52, 88, 8, 'none', ` stroke="${p.main}" stroke-width="2"`) + rect(24, 36, 52, 2.5, 0, p.main) +
    rect(66, 14, 4, 16, 2, p.dark) + rect(66, 44, 4, 28, 2, p.dark) + rect(28, 92, 8, 4, 1, p.dark) + rect(64, 92, 8, 4, 1, p.dark) + shine(30, 44, 4, 40, 0.6),
  pressureCooker: (p) =>
    rect(18, 42, 64, 46, 10, STEEL) + path('M16 44Q16 30 50 28Q84 30 84 44Z', p.main) + rect(44, 20, 12, 10, 3, INK) + rect(84, 38, 14, 6, 3, INK) + rect(2, 50, 16, 6, 3, INK) +
    rect(18, 56, 64, 3, 0, '#fff', ' opacity=".5"') + shine(24, 62, 5, 18, 0.6),
  riceCooker: (p) =>
    path('M16 50Q16 88 50 88Q84 88 84 50Z', WHITE) + path('M14 50Q14 26 50 26Q86 26 86 50Z', p.main) + rect(40, 18, 20, 10, 5, p.dark) +
    rect(40, 62, 20, 10, 3, p.dark) + circle(45, 67, 2, '#ff595e') + circle(55, 67, 2, '#8ac926') + rect(26, 88, 48, 4, 2, '#ced4da'),
  mokaPot: (p) =>
    path('M30 92L34 58H66L70 92Z', STEEL) + path('M34 54L30 22H70L66 54Z', STEEL) + rect(32, 54, 36, 6, 1, '#6c757d') + path('M30 22L50 12L70 22Z', '#8d99ae') +
    rect(46, 8, 8, 6, 2, INK) + path('M70 26Q86 28 84 44Q82 52 70 50', 'none', ` stroke="${INK}" stroke-width="6"`) + path('M30 22L20 18L30 30Z', '#8d99ae') +
    stroke('M44 26V50M56 26V50', WHITE, 2, ' opacity=".5"') + rect(36, 64, 6, 24, 3, WHITE, ' opacity=".5"') + circle(50, 74, 3, p.main),
  coffeeMaker: (p) =>
    rect(20, 8, 50, 14, 4, p.dark) + rect(56, 8, 22, 84, 6, p.dark) + rect(16, 84, 66, 10, 4, p.dark) + path('M26 48H56V76Q56 84 48 84H34Q26 84 26 76Z', GLASS, ' opacity=".9"') +
    path('M28 60H54V76Q54 82 48 82H34Q28 82 28 76Z', '#5b3a1e') + rect(18, 44, 42, 6, 3, INK) + path('M56 54Q64 56 64 64Q64 72 56 72', 'none', ` stroke="${INK}" stroke-width="4"`) +
    circle(67, 28, 3, '#ff595e') + rect(26, 22, 30, 20, 2, p.main),
  blender: (p) =>
    path('M28 10H72L66 62H34Z', GLASS, ' opacity=".85"') + path('M31 36H69L66 62H34Z', p.accent, ' opacity=".75"') + rect(26, 6, 48, 8, 3, INK) +
    path('M72 18Q86 20 84 36Q82 48 70 46', 'none', ` stroke="${INK}" stroke-width="4"`) + path('M30 62H70L76 92H24Z', p.main) + circle(50, 78, 6, p.light) + circle(50, 78, 3, p.dark) + shine(36, 16, 4, 38, 0.6),
  handMixer: (p) =>
    path('M18 26Q18 14 32 14H70Q86 14 86 30V46Q86 54 78 54H30Q18 54 18 42Z', p.main) + path('M34 24H70V34H34Z', p.dark, ' opacity=".5"') + circle(30, 34, 4, p.light) +
    rect(36, 54, 6, 12, 2, STEEL) + rect(58, 54, 6, 12, 2, STEEL) + path('M39 66Q28 80 39 94Q50 80 39 66Z', 'none', ` stroke="${STEEL}" stroke-width="3"`) + path('M61 66Q50 80 61 94Q72 80 61 66Z', 'none', ` stroke="${STEEL}" stroke-width="3"`),
  microwave: (p) =>
    rect(6, 22, 88, 58, 6, p.light) + rect(6, 22, 88, 58, 6, 'none', ` stroke="${p.dark}" stroke-width="2"`) + rect(12, 28, 56, 46, 4, INK) + rect(16, 32, 48, 38, 3, p.dark) +
    rect(72, 30, 16, 8, 2, INK) + rect(74, 32, 12, 4, 1, '#80ed99') + [0, 1, 2].map((r) => [0, 1].map((c) => circle(76 + c * 8, 46 + r * 8, 2.5, p.main)).join('')).join('') +
    rect(10, 80, 10, 4, 1, INK) + rect(80, 80, 10, 4, 1, INK) + shine(20, 36, 20, 4, 0.25),
  airFryer: (p) =>
    path('M24 20Q24 8 36 8H64Q76 8 76 20L80 90H20Z', p.dark) + rect(34, 16, 32, 14, 4, INK) + circle(42, 23, 3, '#ff9f1c') + rect(50, 20, 12, 6, 1, '#80ed99') +
    rect(24, 50, 52, 38, 6, p.main) + rect(42, 62, 16, 8, 4, INK) + stroke('M24 48H76', INK, 2) + shine(28, 54, 4, 28, 0.35),
  bedSheets: (p) =>
    rect(10, 56, 80, 14, 4, p.main) + rect(14, 42, 72, 14, 4, p.light) + rect(10, 28, 80, 14, 4, p.accent) + rect(22, 70, 70, 16, 4, p.dark) +
    stroke('M14 49H86', p.main, 1.5, ' stroke-dasharray="4 3"') + stroke('M14 63H86', p.light, 1.5, ' stroke-dasharray="4 3"') + path('M20 14H60Q70 14 70 22V28H20Q12 28 12 22Q12 14 20 14Z', WHITE),
  towels: (p) => {
    const roll = (x: number, y: number, fill: string) =>
      rect(x - 28, y - 13, 28, 26, 4, fill) + circle(x, y, 13, fill) + circle(x, y, 13, 'none', ' stroke="#000" stroke-width="1" opacity=".12"') +
      stroke(`M${x} ${y}m-7 0a7 7 0 1 1 7 7M${x - 3} ${y}a3 3 0 1 1 3 3`, '#000', 1.5, ' opacity=".18"') + rect(x - 28, y + 5, 28, 3, 0, WHITE, ' opacity=".7"');
    return roll(52, 74, p.main) + roll(86, 74, p.accent) + roll(69, 48, p.light) + path('M8 86H40V92H8Z', p.dark, ' opacity=".0"');
  },
  drinkingGlasses: () =>
    [20, 42, 64].map((x, i) => path(`M${x} ${30 + i * 4}H${x + 18}L${x + 16} ${88}H${x + 2}Z`, GLASS, ' opacity=".95" stroke="#8ecae6" stroke-width="1.5"') + path(`M${x + 1.5} ${56}H${x + 16.5}L${x + 16} ${88}H${x + 2}Z`, '#74c0fc', ' opacity=".8"') + rect(x + 3, 36 + i * 4, 3, 40, 1.5, WHITE, ' opacity=".9"') + rect(x + 2, 84, 14, 4, 1, '#8ecae6')).join(''),
  dishes: (p) =>
    ellipse(44, 80, 38, 10, p.dark) + ellipse(44, 74, 38, 10, WHITE) + ellipse(44, 68, 38, 10, p.light) + ellipse(44, 62, 38, 10, WHITE) + ellipse(44, 62, 24, 5, p.main, ' opacity=".5"') +
    path('M62 30H90V42Q90 52 76 52Q62 52 62 42Z', WHITE) + path('M90 34Q98 34 97 40Q96 46 90 45', 'none', ` stroke="${WHITE}" stroke-width="3"`) + rect(62, 34, 28, 4, 0, p.main) + ellipse(76, 54, 16, 3, p.light),
  knifeBlock: () =>
    rect(34, 6, 6, 38, 2, STEEL, ' transform="rotate(-14 37 44)"') + rect(46, 2, 7, 40, 2, STEEL, ' transform="rotate(-4 49 42)"') + rect(58, 8, 6, 36, 2, STEEL, ' transform="rotate(8 61 44)"') +
    path('M22 44L70 40L82 88H30Z', WOOD) + rect(28, 30, 10, 16, 3, INK, ' transform="rotate(-14 33 38)"') + rect(44, 28, 10, 16, 3, INK, ' transform="rotate(-4 49 36)"') + rect(58, 30, 10, 16, 3, INK, ' transform="rotate(8 63 38)"') +
    path('M22 44L70 40L72 50L24 54Z', WOOD_DARK, ' opacity=".4"'),
  fryingPan: (p) =>
    circle(40, 54, 32, INK) + circle(40, 54, 26, '#3d405b') + path('M68 46L96 34L99 40L72 58Z', p.main) + circle(32, 46, 8, WHITE, ' opacity=".12"') + circle(94, 37, 1.6, INK),
  curtains: (p) =>
    rect(8, 10, 84, 5, 2.5, WOOD_DARK) + circle(8, 12.5, 4, WOOD_DARK) + circle(92, 12.5, 4, WOOD_DARK) +
    path('M12 15H44Q40 50 30 58Q40 70 44 92H12Z', p.main) + path('M88 15H56Q60 50 70 58Q60 70 56 92H88Z', p.main) +
    stroke('M20 18V90M28 18V56M80 18V90M72 18V56', p.dark, 1.5, ' opacity=".4"') + rect(26, 55, 10, 5, 2, p.accent) + rect(64, 55, 10, 5, 2, p.accent) + rect(44, 18, 12, 74, 0, '#a2d2ff', ' opacity=".5"'),
  tableLamp: (p) => path('M26 46L36 10H64L74 46Z', p.accent) + path('M36 10H50L46 46H26Z', WHITE, ' opacity=".3"') + rect(47, 46, 6, 34, 2, p.dark) + ellipse(50, 86, 20, 6, p.main) + rect(30, 80, 40, 6, 3, p.main),
  mosquitoNet: (p) =>
    rect(14, 70, 72, 12, 3, WOOD) + rect(14, 62, 72, 10, 3, WHITE) + legs([16, 80], 82, 10, WOOD_DARK) +
    path('M50 6L10 70H90Z', p.light, ' opacity=".75"') + stroke('M50 6L10 70M50 6L90 70M50 6L30 70M50 6L70 70M50 6L50 70', p.main, 1, ' opacity=".6"') + circle(50, 6, 3, p.dark),
  hotPlate: (p) =>
    path('M10 60L24 30H90L76 60Z', INK) + path('M10 60H76V72H10Z', p.main) + path('M76 60L90 30V42L76 72Z', p.dark) + ellipse(50, 45, 20, 8, 'none', ' stroke="#ff6b35" stroke-width="2.5"') +
    ellipse(50, 45, 12, 5, 'none', ' stroke="#ff6b35" stroke-width="2"') + rect(20, 63, 20, 6, 2, INK) + circle(62, 66, 3, '#80ed99'),
  washingMachine: (p) =>
    rect(16, 8, 68, 86, 6, WHITE) + rect(16, 8, 68, 86, 6, 'none', ' stroke="#ced4da" stroke-width="2"') + rect(16, 8, 68, 16, 6, '#e9ecef') +
    rect(22, 13, 20, 6, 2, p.main) + circle(64, 16, 4, p.dark) + circle(74, 16, 4, p.dark) + circle(50, 58, 25, '#adb5bd') + circle(50, 58, 19, '#74c0fc') +
    path('M31 62Q40 54 50 62T69 62V66Q69 77 50 77Q31 77 31 66Z', p.accent, ' opacity=".8"') + circle(43, 50, 4, WHITE, ' opacity=".7"'),
  sofa: (p) =>
    rect(16, 28, 68, 34, 9, p.main) + rect(6, 44, 18, 34, 7, p.dark) + rect(76, 44, 18, 34, 7, p.dark) + rect(20, 56, 60, 20, 5, p.accent) + legs([14, 81], 78, 10, WOOD_DARK) +
    rect(24, 34, 22, 16, 5, p.light, ' opacity=".5"') + rect(54, 34, 22, 16, 5, p.light, ' opacity=".5"'),
  armchair: (p) =>
    path('M26 14Q26 8 32 8H68Q74 8 74 14V60H26Z', WOOD) + rect(30, 14, 40, 40, 6, p.main) + rect(18, 46, 12, 30, 5, WOOD_DARK) + rect(70, 46, 12, 30, 5, WOOD_DARK) +
    rect(28, 56, 44, 16, 5, p.accent) + legs([20, 76], 76, 16, WOOD_DARK) + stroke('M36 20Q50 30 64 20', WOOD_DARK, 2, ' opacity=".5"'),
  diningSet: (p) =>
    path('M22 16H34V54H22Z M66 16H78V54H66Z', WOOD_DARK) + rect(14, 48, 72, 8, 3, WOOD) + legs([20, 75], 56, 32, WOOD_DARK) + ellipse(50, 44, 10, 3, p.accent) + circle(50, 38, 5, p.main) +
    rect(4, 58, 18, 5, 2, p.main) + rect(6, 36, 4, 44, 2, WOOD_DARK) + rect(18, 63, 4, 17, 2, WOOD_DARK) + rect(78, 58, 18, 5, 2, p.main) + rect(90, 36, 4, 44, 2, WOOD_DARK) + rect(78, 63, 4, 17, 2, WOOD_DARK),
  bed: (p) =>
    path('M8 30Q8 14 26 14H30V58H8Z', WOOD_DARK) + rect(8, 54, 86, 16, 3, WOOD) + rect(12, 44, 80, 14, 5, WHITE) + rect(16, 36, 20, 12, 5, p.light) +
    path('M38 40H92V56H38Z', p.main) + rect(8, 70, 6, 14, 2, WOOD_DARK) + rect(88, 70, 6, 14, 2, WOOD_DARK) + stroke('M14 22Q19 16 24 22', WOOD, 2),
  wardrobe: (p) =>
    rect(18, 6, 64, 82, 4, WOOD) + rect(14, 4, 72, 6, 2, WOOD_DARK) + rect(22, 12, 27, 70, 2, WOOD_DARK, ' opacity=".35"') + rect(51, 12, 27, 70, 2, WOOD_DARK, ' opacity=".35"') +
    rect(44, 40, 3, 14, 1.5, p.accent) + rect(53, 40, 3, 14, 1.5, p.accent) + legs([20, 75], 88, 6, WOOD_DARK) + rect(26, 18, 19, 16, 2, p.light, ' opacity=".3"') + rect(55, 18, 19, 16, 2, p.light, ' opacity=".3"'),
  coffeeTable: (p) =>
    path('M8 46L22 34H92L78 46Z', WOOD) + rect(8, 46, 70, 8, 2, WOOD_DARK) + path('M78 46L92 34V42L78 54Z', WOOD_DARK) + legs([12, 70], 54, 26, WOOD_DARK, 6) + legs([84], 42, 26, WOOD_DARK, 5) +
    rect(14, 66, 62, 4, 2, WOOD) + path('M40 36H58V40H40Z', p.main) + circle(66, 38, 4, p.accent),
  bookcase: (p) =>
    rect(16, 6, 68, 88, 3, WOOD) + [0, 1, 2, 3, 4].map((i) => rect(20, 10 + i * 16.5, 60, 13, 1, WOOD_DARK, ' opacity=".45"')).join('') +
    [0, 1, 2, 3].map((row) => [0, 1, 2, 3, 4].map((b) => rect(23 + b * 8 + (row % 2) * 12, 12 + row * 16.5, 6, 11, 1, [p.main, p.accent, p.dark, p.light, p.main][(b + row) % 5]!)).join('')).join(''),
  nightstand: (p) => rect(20, 22, 60, 60, 4, WOOD) + rect(16, 18, 68, 8, 3, WOOD_DARK) + drawers(26, 30, 48, 44, 2, WOOD_DARK, p.accent) + legs([22, 73], 82, 10, WOOD_DARK) + rect(56, 6, 10, 12, 3, p.main),
  shoeRack: (p) =>
    rect(10, 10, 6, 82, 2, WOOD_DARK) + rect(84, 10, 6, 82, 2, WOOD_DARK) + [24, 44, 64, 84].map((y) => rect(10, y, 80, 5, 2, WOOD)).join('') +
    [24, 44, 64].map((y, row) => [0, 1].map((i) => path(`M${22 + i * 32} ${y}Q${22 + i * 32} ${y - 10} ${30 + i * 32} ${y - 10}H${34 + i * 32}Q${38 + i * 32} ${y - 4} ${46 + i * 32} ${y - 4}Q${50 + i * 32} ${y - 3} ${50 + i * 32} ${y}Z`, [p.main, p.accent, p.dark][(row + i) % 3]!)).join('')).join(''),
  barStool: (p) =>
    [24, 62].map((x) => ellipse(x + 8, 18, 14, 5, p.main) + rect(x - 4, 18, 24, 6, 3, p.dark) + rect(x + 6, 24, 4, 62, 2, INK) + path(`M${x - 2} 90L${x + 8} 60L${x + 18} 90`, 'none', ` stroke="${INK}" stroke-width="3"`) + ellipse(x + 8, 64, 10, 3, 'none', ` stroke="${INK}" stroke-width="2.5"`)).join(''),
  desk: (p) =>
    rect(6, 40, 88, 8, 2, WOOD) + rect(58, 48, 32, 42, 2, WOOD) + drawers(62, 52, 24, 34, 3, WOOD_DARK, p.accent) + rect(10, 48, 6, 42, 2, WOOD_DARK) +
    rect(20, 20, 30, 20, 2, INK) + rect(22, 22, 26, 16, 1, p.main) + rect(32, 40, 6, 2, 0, INK) + rect(68, 26, 6, 14, 2, p.accent),
  crib: (p) =>
    rect(8, 20, 8, 72, 3, WOOD) + rect(84, 20, 8, 72, 3, WOOD) + rect(8, 24, 84, 6, 3, WOOD_DARK) + rect(8, 66, 84, 6, 3, WOOD_DARK) +
    [22, 30, 38, 46, 54, 62, 70, 78].map((x) => rect(x, 30, 3.5, 36, 1.5, WOOD)).join('') + rect(16, 58, 68, 8, 3, p.light) + circle(12, 18, 5, WOOD_DARK) + circle(88, 18, 5, WOOD_DARK) +
    heart(50, 44, 1, p.main),
  stool: (p) =>
    ellipse(50, 40, 32, 10, p.main) + path('M18 40Q18 48 50 50Q82 48 82 40', p.dark) + stroke('M26 46L20 90M74 46L80 90M40 50L38 90M60 50L62 90', WOOD_DARK, 5) + stroke('M22 72H78', WOOD, 3),
  door: (p) =>
    rect(20, 4, 60, 92, 3, WOOD_DARK) + rect(24, 8, 52, 88, 2, WOOD) + rect(30, 14, 40, 30, 2, WOOD_DARK, ' opacity=".35"') + rect(30, 50, 40, 38, 2, WOOD_DARK, ' opacity=".35"') +
    circle(68, 50, 3.5, '#e9c46a') + rect(8, 94, 84, 4, 2, p.dark),
  mattress: (p) =>
    path('M8 44L26 26H94L76 44Z', p.light) + rect(8, 44, 68, 26, 5, p.main) + path('M76 44L94 26V52L76 70Z', p.dark) +
    stroke('M30 30L18 42M50 30L38 42M70 30L58 42M90 30L78 42', p.main, 1.5, ' opacity=".35"') + stroke('M12 52H72M12 62H72', p.light, 1.5, ' stroke-dasharray="3 3"'),
  detergent: (p) =>
    box(p, circle(36, 62, 12, WHITE) + circle(50, 56, 8, WHITE, ' opacity=".85"') + circle(48, 72, 7, WHITE, ' opacity=".8"') + circle(28, 48, 4, '#a2d2ff') + rect(22, 38, 42, 8, 2, p.accent)) +
    path('M40 34L56 18', 'none', ` stroke="${WHITE}" stroke-width="4"`),
  bleach: (p) =>
    path('M30 30Q30 22 38 22H62Q74 22 74 34V88Q74 92 70 92H30Q26 92 26 88V38Z', WHITE) + rect(34, 10, 16, 14, 3, p.main) +
    path('M60 22Q76 22 76 36', 'none', ` stroke="${'#dee2e6'}" stroke-width="8"`) + rect(30, 48, 40, 30, 4, p.main) + path('M50 54Q58 64 58 68A8 8 0 0 1 42 68Q42 64 50 54Z', WHITE),
  toiletPaper: (p) =>
    [
      [27, 14],
      [53, 14],
      [14, 44],
      [40, 44],
      [66, 44],
    ].map(([x, y]) => rect(x!, y!, 22, 40, 4, WHITE) + ellipse(x! + 11, y!, 11, 4, '#e9ecef') + ellipse(x! + 11, y!, 3, 1.5, '#adb5bd')).join('') +
    rect(10, 60, 82, 24, 3, p.main, ' opacity=".75"') + rect(10, 68, 82, 6, 0, p.light, ' opacity=".8"'),
  matches: (p) =>
    rect(14, 48, 72, 36, 3, p.main) + rect(18, 52, 64, 28, 2, p.light) + path('M50 56Q60 66 56 74Q52 78 48 76Q40 72 46 62Z', '#ff6b35') +
    rect(22, 24, 4, 30, 1, '#e9c46a', ' transform="rotate(-20 24 54)"') + circle(19, 24, 4, '#c1121f') + rect(34, 22, 4, 30, 1, '#e9c46a') + circle(36, 22, 4, '#c1121f') + rect(14, 80, 72, 4, 0, p.dark),
  plasticBags: (p) =>
    path('M20 30H34Q34 18 40 18Q46 18 46 30H54Q54 18 60 18Q66 18 66 30H80L84 90H16Z', p.light) + path('M34 30V34H46V30M54 30V34H66V30', p.light) +
    path('M16 90L20 30H80L84 90Z', 'none', ` stroke="${p.main}" stroke-width="2"`) + path('M28 18V30M72 18V30', 'none', ` stroke="${p.main}" stroke-width="0"`) +
    stroke('M36 30Q36 12 40 12Q46 12 46 30M54 30Q54 12 60 12Q64 12 64 30', p.main, 3) + circle(50, 62, 10, p.main, ' opacity=".6"') + stroke('M28 44L32 82M72 44L68 82', p.main, 1, ' opacity=".4"'),
} satisfies Record<string, Glyph>;

function heart(x: number, y: number, s: number, fill: string) {
  return path(`M${x} ${y + 6 * s}C${x - 10 * s} ${y - 1 * s} ${x - 6 * s} ${y - 9 * s} ${x} ${y - 4 * s}C${x + 6 * s} ${y - 9 * s} ${x + 10 * s} ${y - 1 * s} ${x} ${y + 6 * s}Z`, fill);
}

