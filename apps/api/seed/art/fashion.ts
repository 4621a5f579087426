import { circle, ellipse, heart, path, rect, shine, star, stroke, WHITE } from './shapes';
import type { Glyph } from './types';

const DENIM = '#3d5a80';
const DENIM_DARK = '#293f5e';
const LEATHER = '#7f4f24';
const LEATHER_DARK = '#4a2c12';
const STRAW = '#e9c46a';

const TEE = 'M34 12L14 22L6 40L20 46L26 38V90H74V38L80 46L94 40L86 22L66 12Q50 22 34 12Z';
const LONG_SHIRT = 'M34 12L18 18Q12 22 11 32L8 84H20L26 40V90H74V40L80 84H92L89 32Q88 22 82 18L66 12L50 22Z';
const TROUSERS = 'M28 10H72L78 90H56L50 36L44 90H22Z';

export const FASHION = {
  sneaker: (p) => `<g transform="translate(50 48) scale(1.12) translate(-50 -62)">` +
    path('M10 62Q10 48 18 46L34 40Q44 52 58 52L80 56Q92 58 92 70V74H10Z', p.main) + rect(8, 72, 86, 12, 5, WHITE) + rect(8, 80, 86, 4, 2, '#ced4da') +
    stroke('M36 46l6 8M43 44l6 8M50 46l5 7', WHITE, 2.5) + path('M58 52L80 56Q92 58 92 70H68Q60 64 58 52Z', p.accent, ' opacity=".8"') +
    path('M12 58Q18 52 24 60', 'none', ` stroke="${p.dark}" stroke-width="3"`) + `</g>`,
  dressShoe: (p) => `<g transform="translate(50 48) scale(1.12) translate(-50 -62)">` +
    path('M8 66Q8 54 20 52L46 48Q56 60 72 60L86 62Q96 64 94 74H8Z', LEATHER_DARK) + path('M8 72H94V76Q94 80 90 80H12Q8 80 8 76Z', '#1b1b1b') +
    rect(10, 74, 14, 12, 2, '#1b1b1b') + stroke('M40 52Q52 58 56 52', '#c9a227', 2) + shine(62, 62, 20, 3, 0.3) + path('M20 52L46 48L44 56Q30 60 20 58Z', p.dark, ' opacity=".35"') + `</g>`,
  sandal: (p) => `<g transform="translate(50 48) scale(1.12) translate(-50 -62)">` +
    path('M6 70Q6 62 14 62H86Q96 62 94 70L92 78H8Z', '#c8a27a') + rect(6, 76, 88, 8, 3, LEATHER) +
    stroke('M22 62Q26 44 40 44Q52 44 56 62M58 62Q60 48 74 46', p.main, 6) + stroke('M36 46Q42 38 48 46', p.accent, 4) + `</g>`,
  flipFlops: (p) =>
    [30, 70].map((x, i) => `<g transform="rotate(${i ? 8 : -8} ${x} 50)">` + ellipse(x, 50, 15, 38, p.main) + ellipse(x, 52, 12, 34, p.light) +
      stroke(`M${x - 10} 50Q${x} 30 ${x} 22Q${x} 30 ${x + 10} 50`, p.dark, 4) + circle(x, 22, 3, p.dark) + `</g>`).join(''),
  boot: () =>
    path('M22 10H54V52L84 60Q94 64 94 74V80H16V16Q16 10 22 10Z', LEATHER) + rect(14, 78, 82, 10, 3, '#3a2a1a') +
    stroke('M30 18H50M30 26H50M30 34H50M30 42H50', '#e9d8a6', 2.5) + path('M62 54L84 60Q94 64 94 74H76Q66 64 62 54Z', LEATHER_DARK) + rect(22, 10, 32, 6, 2, LEATHER_DARK),
  guayabera: (p) =>
    path(LONG_SHIRT, p.light) + path('M40 12L50 24L60 12L56 8H44Z', '#e9ecef') + path('M50 22L40 12L36 18L46 28Z M50 22L60 12L64 18L54 28Z', WHITE) +
    stroke('M36 30V88M42 30V88M58 30V88M64 30V88', p.main, 1.5) + stroke('M50 24V90', p.main, 1) +
    [34, 46, 58, 70, 82].map((y) => circle(50, y, 1.6, p.dark)).join('') +
    rect(30, 36, 14, 12, 2, 'none', ` stroke="${p.main}" stroke-width="1.5"`) + rect(56, 36, 14, 12, 2, 'none', ` stroke="${p.main}" stroke-width="1.5"`) +
    rect(30, 62, 14, 14, 2, 'none', ` stroke="${p.main}" stroke-width="1.5"`) + rect(56, 62, 14, 14, 2, 'none', ` stroke="${p.main}" stroke-width="1.5"`),
  tShirt: (p) => path(TEE, p.main) + path('M34 12Q50 24 66 12Q60 20 50 20Q40 20 34 12Z', p.dark, ' opacity=".4"') + star(50, 50, 2.2, p.light) + stroke('M26 86H74', p.dark, 2, ' opacity=".3"'),
  shirt: (p) =>
    path(LONG_SHIRT, p.main) + path('M50 22L38 10L34 18L46 30Z M50 22L62 10L66 18L54 30Z', p.dark) + stroke('M50 24V90', p.dark, 2) +
    [34, 46, 58, 70, 82].map((y) => circle(53, y, 1.5, p.light)).join('') + rect(30, 34, 14, 12, 2, p.dark, ' opacity=".5"') + rect(8, 80, 12, 5, 1, p.dark) + rect(80, 80, 12, 5, 1, p.dark),
  blouse: (p) =>
    stroke('M36 8V26M64 8V26', p.dark, 2.5) + path('M32 26Q50 36 68 26L72 56Q84 88 80 90H20Q16 88 28 56Z', p.main) +
    path('M20 90Q26 82 32 90Q38 82 44 90Q50 82 56 90Q62 82 68 90Q74 82 80 90Z', p.light) + circle(50, 40, 2.5, p.light) + shine(36, 40, 4, 24, 0.25),
  tankTop: (p) => path('M34 8H42Q44 24 50 24Q56 24 58 8H66V30Q74 36 74 46V92H26V46Q26 36 34 30Z', p.main) + stroke('M26 84H74', p.dark, 2, ' opacity=".3"') + shine(32, 44, 4, 30, 0.25),
  dress: (p) =>
    path('M40 6H44Q46 18 50 18Q54 18 56 6H60L64 24Q68 34 62 42L84 92H16L38 42Q32 34 36 24Z', p.main) + rect(37, 40, 26, 6, 2, p.dark) +
    [
      [30, 70],
      [50, 60],
      [66, 78],
      [42, 84],
      [58, 88],
    ].map(([x, y]) => circle(x!, y!, 3, p.light) + circle(x!, y!, 1.2, p.accent)).join(''),
  skirt: (p) =>
    rect(30, 14, 40, 10, 2, p.dark) + path('M30 24H70L88 86H12Z', p.main) + stroke('M38 26L30 84M46 26L44 86M54 26L56 86M62 26L70 84', p.dark, 1.5, ' opacity=".45"') + circle(64, 19, 2, p.light),
  jeans: () =>
    path(TROUSERS, DENIM) + rect(28, 10, 44, 8, 1, DENIM_DARK) + stroke('M50 18V36M34 18Q34 28 28 30M66 18Q66 28 72 30', '#e9c46a', 1.5) + circle(50, 14, 1.8, '#e9c46a') +
    stroke('M25 86H43M57 86H75', DENIM_DARK, 3),
  shorts: (p) => path('M24 18H76L84 72H56L50 44L44 72H16Z', p.main) + rect(24, 18, 52, 9, 1, p.dark) + stroke('M50 27V44M32 27Q32 36 26 38M68 27Q68 36 74 38', p.light, 1.5) + rect(60, 46, 14, 12, 2, p.dark, ' opacity=".4"'),
  sportsSet: (p) =>
    path('M34 6L40 6Q44 16 50 16Q56 16 60 6L66 6L70 26Q60 30 50 30Q40 30 30 26Z', p.accent) +
    path('M32 40H68L72 94H56L50 58L44 94H28Z', p.main) + rect(32, 40, 36, 6, 2, p.dark) + stroke('M36 48L31 92M64 48L69 92', p.accent, 2),
  underwear: (p) =>
    [0, 1, 2].map((i) => `<g transform="translate(${i * 12 - 12} ${i * 14 - 12})">` + path('M20 30H80L76 44Q62 50 56 70H44Q38 50 24 44Z', [p.dark, p.accent, p.main][i]!) + rect(20, 30, 60, 6, 2, WHITE, ' opacity=".6"') + `</g>`).join(''),
  socks: (p) =>
    [0, 1].map((i) => `<g transform="translate(${i * 22 - 6} ${i * 6})">` + path('M24 10H46V56Q46 62 52 66L62 72Q70 78 64 86Q58 92 48 86L30 74Q24 70 24 62Z', i ? p.main : WHITE) +
      rect(24, 10, 22, 8, 2, i ? p.dark : p.main) + stroke('M24 24H46', i ? p.dark : p.main, 3) + path('M52 66L62 72Q70 78 64 86Q58 92 48 86L50 80Q56 80 54 72Z', i ? p.dark : '#dee2e6') + `</g>`).join(''),
  pajamas: (p) =>
    path('M30 54H70L74 96H56L50 70L44 96H26Z', p.main) + path(LONG_SHIRT, p.light, ' transform="translate(10 2) scale(.8)"') +
    [[40, 30], [56, 40], [44, 50], [60, 24], [36, 70], [64, 78], [52, 88]].map(([x, y]) => star(x!, y!, 0.7, p.accent)).join('') + stroke('M50 22V58', p.main, 1.5),
  cap: (p) => path('M20 62Q18 30 50 26Q80 26 82 58Z', p.main) + path('M78 56Q96 58 98 66Q88 70 70 66Z', p.dark) + rect(18, 58, 64, 8, 4, p.dark) + circle(50, 26, 3, p.dark) + stroke('M50 28Q40 40 38 60M50 28Q60 40 64 58', p.dark, 1.5, ' opacity=".4"') + star(40, 46, 1, p.light),
  strawHat: (p) =>
    ellipse(50, 64, 46, 16, STRAW) + path('M28 62Q26 28 50 26Q74 28 72 62Z', STRAW) + path('M28 52Q50 58 72 52V60Q50 66 28 60Z', p.main) +
    stroke('M12 64Q50 74 88 64M32 40Q50 44 68 40M30 32Q50 36 70 32', '#c9a227', 1.2, ' opacity=".7"'),
  sunglasses: (p) =>
    stroke('M16 40H84M16 40L8 34M84 40L92 34', p.dark, 4) + path('M12 40H46Q46 66 30 66Q14 66 12 40Z', '#1d3557') + path('M54 40H88Q86 66 70 66Q54 66 54 40Z', '#1d3557') +
    path('M18 44H40Q38 56 30 58Z', p.main, ' opacity=".6"') + path('M60 44H82Q80 56 72 58Z', p.main, ' opacity=".6"'),
  handbag: (p) => stroke('M34 40V28Q34 14 50 14Q66 14 66 28V40', p.dark, 5) + path('M20 38H80L86 88H14Z', p.main) + path('M20 38H80L82 54Q50 62 18 54Z', p.dark, ' opacity=".4"') + rect(44, 50, 12, 8, 2, '#e9c46a'),
  backpack: (p) =>
    stroke('M36 24Q36 10 50 10Q64 10 64 24', p.dark, 5) + rect(22, 20, 56, 72, 16, p.main) + rect(30, 56, 40, 28, 8, p.dark, ' opacity=".5"') + stroke('M30 58H70', p.light, 2) +
    rect(36, 30, 28, 6, 3, p.light, ' opacity=".6"'),
  belt: () =>
    path('M10 40Q10 30 20 30H80Q90 30 90 40V46Q90 56 80 56H20Q10 56 10 46Z', 'none', ` stroke="${LEATHER}" stroke-width="10"`) +
    rect(40, 46, 26, 22, 3, 'none', ' stroke="#c9a227" stroke-width="4"') + rect(20, 52, 22, 10, 2, LEATHER) + rect(66, 51, 22, 12, 2, LEATHER) + stroke('M53 48V66', '#c9a227', 3) + circle(78, 57, 1.8, LEATHER_DARK),
  wristwatch: (p) =>
    rect(38, 4, 24, 32, 4, LEATHER) + rect(38, 64, 24, 32, 4, LEATHER) + circle(50, 50, 22, '#e9c46a') + circle(50, 50, 18, WHITE) +
    stroke('M50 50V38M50 50L58 54', p.dark, 2.5) + circle(50, 50, 1.6, p.dark) + rect(71, 47, 5, 6, 1.5, '#e9c46a') + stroke('M50 34V36M66 50H64M50 66V64M34 50H36', p.dark, 1.5),
  kidsShoe: (p) => `<g transform="translate(50 48) scale(1.12) translate(-50 -62)">` +
    path('M14 62Q14 40 30 40H52Q60 52 76 56Q90 60 90 70V74H14Z', p.main) + rect(12, 72, 80, 12, 6, WHITE) +
    [24, 38, 52, 66, 80].map((x, i) => circle(x, 80, 2.5, ['#ff006e', '#ffbe0b', '#3a86ff', '#8338ec', '#06d6a0'][i]!)).join('') +
    rect(30, 46, 30, 7, 3, p.accent) + rect(34, 56, 30, 7, 3, p.accent) + heart(74, 64, 0.6, p.light) + `</g>`,
  handFan: (p) =>
    path('M50 86L8 44A60 60 0 0 1 92 44Z', p.main) + path('M50 86L8 44A60 60 0 0 1 92 44L82 52A46 46 0 0 0 18 52Z', p.dark, ' opacity=".3"') +
    stroke('M50 86L8 44M50 86L20 30M50 86L34 22M50 86L50 19M50 86L66 22M50 86L80 30M50 86L92 44', WHITE, 1, ' opacity=".6"') +
    circle(38, 40, 5, p.accent) + circle(58, 36, 6, p.light) + circle(70, 46, 4, p.accent) + rect(46, 82, 8, 12, 2, LEATHER_DARK),
  kidsOutfit: (p) =>
    path(TEE, p.main, ' transform="translate(22 2) scale(.56)"') + path('M30 56H70L74 92H54L50 74L46 92H26Z', p.accent) + rect(30, 56, 40, 6, 2, p.dark) + star(50, 26, 1.3, p.light),
  bodysuit: (p) =>
    path('M36 10L20 18L12 32L24 38L30 32V62Q30 74 40 82L44 92H56L60 82Q70 74 70 62V32L76 38L88 32L80 18L64 10Q50 22 36 10Z', p.light) +
    path('M36 10Q50 22 64 10', 'none', ` stroke="${p.main}" stroke-width="3"`) + circle(46, 88, 1.6, p.main) + circle(54, 88, 1.6, p.main) + heart(50, 46, 1, p.main),
} satisfies Record<string, Glyph>;
