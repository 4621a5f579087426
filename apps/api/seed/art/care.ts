import { box, circle, drop, ellipse, flower, GLASS, heart, INK, jar, leaf, path, rect, shine, star, STEEL, stroke, sun, tube, WHITE, WOOD } from './shapes';
import type { Glyph, Palette } from './types';

/** A bottle with a flip cap (shampoo, lotion): `label` drawn at y 50–76. */
const flipBottle = (p: Palette, body: string, label: string) =>
  path('M30 30Q30 24 36 24H64Q70 24 70 30L72 86Q72 92 66 92H34Q28 92 28 86Z', body) + rect(36, 10, 28, 16, 4, p.dark) + rect(36, 10, 28, 5, 2, '#000', ' opacity=".15"') +
  rect(32, 48, 36, 30, 4, WHITE, ' opacity=".85"') + label + shine(33, 30, 4, 16, 0.5);
const wheel = (x: number, y: number, r: number) => circle(x, y, r, INK) + circle(x, y, r * 0.45, STEEL);

export const CARE = {
  soapBar: (p) =>
    ellipse(50, 78, 40, 10, WHITE, ' opacity=".5"') + path('M14 56Q14 36 34 36H66Q86 36 86 56V66Q86 80 66 80H34Q14 80 14 66Z', p.light) +
    path('M14 56Q14 36 34 36H66Q86 36 86 56Q86 66 66 66H34Q14 66 14 56Z', p.main, ' opacity=".55"') + ellipse(50, 50, 18, 7, WHITE, ' opacity=".5"') +
    circle(30, 26, 6, WHITE, ' opacity=".9"') + circle(44, 18, 4, WHITE, ' opacity=".8"') + circle(70, 24, 7, WHITE, ' opacity=".85"') + circle(30, 26, 6, 'none', ` stroke="${p.main}" stroke-width="1" opacity=".4"`),
  liquidSoap: (p) =>
    path('M28 40Q28 34 34 34H66Q72 34 72 40V88Q72 92 68 92H32Q28 92 28 88Z', p.accent) + rect(42, 24, 16, 10, 2, WHITE) + rect(46, 12, 8, 14, 2, WHITE) +
    path('M46 12H74V18H54Z', WHITE) + rect(32, 52, 36, 26, 4, WHITE, ' opacity=".85"') + drop(50, 66, 1, p.main) + circle(40, 44, 3, WHITE, ' opacity=".6"'),
  shampoo: (p) => flipBottle(p, p.main, leaf(46, 74, 0.9, '#2d6a4f', -25) + leaf(54, 74, 0.9, '#52b788', 25) + drop(50, 58, 0.6, p.accent)),
  creamJar: (p) =>
    rect(14, 48, 72, 36, 10, p.light) + rect(14, 36, 72, 16, 6, p.main) + rect(14, 36, 72, 5, 3, WHITE, ' opacity=".3"') + rect(26, 58, 48, 18, 4, WHITE) +
    leaf(44, 74, 0.7, p.accent, -40) + leaf(56, 74, 0.7, p.accent, 40) + path('M38 32Q50 14 62 32Z', WHITE) + path('M46 20Q50 12 54 20', 'none', ` stroke="${WHITE}" stroke-width="3"`),
  creamTube: (p) => tube(p, heart(50, 62, 0.9, p.main)),
  sunscreen: (p) =>
    path('M30 30H70L74 84Q74 90 68 90H32Q26 90 26 84Z', '#ffb703') + rect(34, 10, 32, 20, 4, p.main) + rect(30, 46, 40, 32, 4, WHITE) + sun(50, 62, 0.9, '#f77f00') +
    path('M26 82Q50 74 74 82V84Q74 90 68 90H32Q26 90 26 84Z', '#48cae4'),
  deodorant: (p) =>
    path('M32 26H68V86Q68 92 62 92H38Q32 92 32 86Z', p.main) + path('M32 26Q32 8 50 8Q68 8 68 26Z', p.dark) + rect(32, 26, 36, 4, 0, '#000', ' opacity=".15"') +
    rect(36, 48, 28, 28, 4, WHITE, ' opacity=".8"') + path('M42 62Q50 52 58 62Q50 72 42 62Z', p.accent) + shine(36, 32, 4, 12, 0.4),
  perfume: (p) =>
    rect(42, 14, 16, 16, 3, '#e9c46a') + rect(45, 6, 10, 10, 3, INK) + rect(20, 30, 60, 62, 14, p.main, ' opacity=".85"') + rect(24, 46, 52, 44, 10, p.dark, ' opacity=".35"') +
    rect(32, 52, 36, 18, 3, '#e9c46a') + flower(50, 61, 0.8, WHITE, p.main) + shine(26, 36, 6, 40, 0.5),
  lipstick: (p) =>
    rect(34, 58, 32, 36, 3, '#e9c46a') + rect(34, 56, 32, 6, 1, '#c9a227') + rect(38, 30, 24, 28, 2, '#ced4da') + path('M40 30V16L60 4V30Z', p.main) + path('M40 16L60 4V12L40 24Z', '#000', ' opacity=".1"') +
    rect(40, 64, 6, 24, 3, WHITE, ' opacity=".4"'),
  foundation: (p) =>
    rect(28, 32, 44, 60, 8, '#e0a981') + rect(28, 32, 44, 60, 8, GLASS, ' opacity=".25"') + rect(38, 20, 24, 14, 3, INK) + rect(42, 8, 16, 14, 3, '#e9c46a') +
    rect(32, 54, 36, 18, 3, WHITE, ' opacity=".8"') + rect(38, 60, 24, 6, 3, p.main) + shine(32, 36, 4, 48, 0.4),
  eyeshadow: () =>
    rect(8, 22, 84, 60, 8, INK) + rect(12, 26, 76, 52, 5, '#3d405b') +
    [0, 1, 2].map((r) => [0, 1, 2, 3].map((c) => circle(24 + c * 17.5, 36 + r * 16, 7, `hsl(${(c * 70 + r * 120 + 10) % 360} 60% ${50 + r * 8}%)`)).join('')).join(''),
  mascara: (p) =>
    `<g transform="rotate(-35 50 50)">` + rect(40, 40, 20, 54, 6, p.main) + rect(40, 36, 20, 8, 2, '#e9c46a') + rect(44, 4, 12, 34, 3, INK) +
    stroke('M44 10H56M44 14H56M44 18H56M44 22H56M44 26H56', '#6c757d', 1.2) + shine(43, 48, 3, 36, 0.4) + `</g>`,
  nailPolish: (p) =>
    [
      [26, 70, p.main],
      [50, 64, p.accent],
      [74, 70, p.dark],
    ].map(([x, y, c]) => rect((x as number) - 12, (y as number) - 18, 24, 28, 7, c as string) + rect((x as number) - 5, (y as number) - 44, 10, 28, 2, INK) + shine((x as number) - 9, (y as number) - 14, 3, 16, 0.5)).join(''),
  hairDye: (p) =>
    box(p, path('M30 80Q24 50 40 42Q56 36 60 54Q62 70 56 84Z', '#6b3e1c') + circle(46, 56, 9, '#e0a981') + path('M34 52Q40 40 54 46Q50 52 38 56Z', '#6b3e1c') + rect(22, 38, 40, 6, 2, WHITE, ' opacity=".7"')),
  hairDryer: (p) =>
    rect(44, 54, 16, 40, 6, p.dark, ' transform="rotate(12 52 54)"') + path('M18 24H60Q78 24 78 42Q78 60 60 60H18Z', p.main) + ellipse(18, 42, 8, 18, p.dark) + ellipse(18, 42, 5, 13, INK) +
    circle(66, 42, 10, p.light) + circle(66, 42, 5, p.main) + stroke('M2 34H8M0 42H8M2 50H8', p.accent, 2.5) + rect(50, 64, 6, 10, 2, p.accent, ' transform="rotate(12 52 54)"'),
  hairStraightener: (p) =>
    `<g transform="rotate(-30 50 50)">` + rect(38, 4, 11, 60, 4, p.main) + rect(51, 4, 11, 60, 4, p.dark) + rect(40, 8, 7, 36, 2, STEEL) + rect(53, 8, 7, 36, 2, STEEL) +
    rect(38, 60, 24, 30, 8, INK) + circle(50, 74, 3, '#ff595e') + stroke('M50 90Q50 98 60 98', INK, 3) + `</g>`,
  electricShaver: (p) =>
    path('M30 30Q30 22 38 22H62Q70 22 70 30L66 88Q66 94 60 94H40Q34 94 34 88Z', p.main) + rect(28, 8, 44, 18, 5, STEEL) + stroke('M32 14H68M32 19H68', '#6c757d', 1) +
    circle(50, 50, 6, p.light) + circle(50, 50, 3, p.dark) + rect(44, 64, 12, 20, 6, p.dark, ' opacity=".6"'),
  razor: (p) =>
    [0, 1, 2].map((i) => `<g transform="rotate(${-20 + i * 20} 50 90)">` + rect(46, 28, 8, 62, 4, [p.main, p.accent, p.dark][i]!) + rect(34, 14, 32, 14, 3, [p.main, p.accent, p.dark][i]!) + rect(36, 16, 28, 4, 1, STEEL) + `</g>`).join(''),
  coconutOil: (p) => jar(p, '#f8f9fa', circle(50, 60, 10, '#6b3e1c') + path('M40 60A10 10 0 0 0 60 60Z', WHITE) + leaf(60, 52, 0.6, '#2d6a4f', 40), p.main),
  toothpaste: (p) =>
    tube(p, stroke('M40 46H60', WHITE, 3)) + `<g transform="rotate(20 50 50)">` + rect(60, 24, 6, 60, 3, p.accent) + rect(58, 14, 10, 14, 3, WHITE) + stroke('M60 16V26M63 16V26M66 16V26', '#48cae4', 1.5) + `</g>`,
  electricToothbrush: (p) =>
    rect(38, 36, 24, 58, 10, WHITE) + rect(42, 50, 16, 22, 8, p.main) + circle(50, 58, 3, WHITE) + path('M44 36L46 14H54L56 36Z', WHITE) + rect(44, 4, 12, 12, 3, WHITE) +
    stroke('M46 6V14M50 6V14M54 6V14', '#48cae4', 2) + rect(38, 86, 24, 8, 4, '#dee2e6'),
  sanitaryPads: (p) =>
    rect(16, 22, 68, 66, 10, p.main) + rect(16, 22, 68, 16, 8, p.dark) + rect(26, 46, 48, 34, 6, WHITE, ' opacity=".9"') + path('M34 63Q34 52 50 52Q66 52 66 63Q66 74 50 74Q34 74 34 63Z', p.light) +
    flower(50, 63, 0.6, p.accent, '#ffd166'),
  diapers: (p) =>
    rect(10, 22, 80, 66, 8, p.main) + rect(10, 22, 80, 14, 6, p.dark) + stroke('M38 28H62', WHITE, 3) + path('M24 46H76L72 60Q62 78 50 78Q38 78 28 60Z', WHITE) +
    rect(24, 46, 10, 8, 2, p.accent) + rect(66, 46, 10, 8, 2, p.accent) + star(50, 62, 0.8, p.light) + circle(50, 62, 0, WHITE),
  wipes: (p) =>
    rect(10, 34, 80, 48, 14, p.light) + rect(10, 34, 80, 48, 14, 'none', ` stroke="${p.main}" stroke-width="3"`) + ellipse(50, 48, 22, 8, p.main) +
    path('M36 46Q42 28 50 36Q58 24 66 44Q52 50 36 46Z', WHITE) + rect(24, 62, 52, 12, 6, p.main, ' opacity=".6"') + heart(50, 68, 0.6, WHITE),
  babyBottle: (p) =>
    path('M44 16Q50 2 56 16Z', '#f4a261') + rect(40, 16, 20, 8, 3, '#f4a261', ' opacity=".8"') + rect(34, 22, 32, 12, 3, p.main) +
    path('M34 34H66V84Q66 92 58 92H42Q34 92 34 84Z', GLASS, ' opacity=".9"') + path('M35 54H65V84Q65 91 58 91H42Q35 91 35 84Z', WHITE) +
    stroke('M58 44H64M58 54H64M58 64H64M58 74H64', p.main, 1.5) + shine(38, 40, 4, 40, 0.6),
  pacifier: (p) =>
    circle(50, 72, 14, 'none', ` stroke="${p.dark}" stroke-width="5"`) + path('M50 22Q62 22 62 34Q62 40 56 42H44Q38 40 38 34Q38 22 50 22Z', '#f4a261', ' opacity=".9"') +
    path('M14 48Q14 36 30 38Q42 40 50 44Q58 40 70 38Q86 36 86 48Q86 62 70 62Q58 62 50 56Q42 62 30 62Q14 62 14 48Z', p.main) +
    circle(28, 50, 4, WHITE, ' opacity=".7"') + circle(72, 50, 4, WHITE, ' opacity=".7"') + circle(50, 50, 6, p.light),
  babyFood: (p) =>
    [
      [30, 56, '#f4a261'],
      [70, 56, '#e76f51'],
      [50, 66, '#90be6d'],
    ].map(([x, y, c]) => rect((x as number) - 16, (y as number) - 12, 32, 34, 8, c as string) + rect((x as number) - 16, (y as number) - 22, 32, 10, 3, p.main) + rect((x as number) - 12, (y as number) - 2, 24, 14, 3, WHITE, ' opacity=".85"') + heart(x as number, (y as number) + 5, 0.5, p.main)).join(''),
  stroller: (p) =>
    path('M24 24A32 32 0 0 1 60 24V56H22Q18 40 24 24Z', p.main) + path('M24 24A32 32 0 0 1 60 24L44 48Z', p.dark, ' opacity=".35"') + path('M20 56H78Q80 72 64 72H34Q20 72 20 56Z', p.accent) +
    stroke('M78 56L86 30H94', INK, 4) + stroke('M34 72L30 84M64 72L70 84', INK, 3) + wheel(30, 86, 8) + wheel(70, 86, 8),
  highChair: (p) =>
    rect(30, 8, 40, 40, 8, p.main) + rect(26, 44, 48, 10, 4, p.dark) + rect(12, 40, 34, 6, 3, WHITE) + stroke('M34 54L22 94M66 54L78 94M34 54L40 94M66 54L60 94', WOOD, 4) +
    stroke('M26 76H74', WOOD, 3) + rect(36, 14, 28, 26, 6, p.light, ' opacity=".45"'),
  babyWalker: (p) =>
    path('M14 64H86L78 80H22Z', p.main) + wheel(24, 86, 6) + wheel(76, 86, 6) + wheel(50, 88, 6) + path('M26 64Q26 34 50 34Q74 34 74 64', 'none', ` stroke="${p.dark}" stroke-width="5"`) +
    ellipse(50, 38, 22, 8, p.accent) + circle(38, 34, 4, '#ffbe0b') + circle(50, 32, 4, '#ff006e') + circle(62, 34, 4, '#3a86ff') + rect(34, 48, 32, 16, 8, p.light),
  babyCarrier: (p) =>
    stroke('M30 34Q32 12 42 24M70 34Q68 12 58 24', p.dark, 6) + circle(50, 30, 13, '#f1c9a5') + path('M38 26Q40 14 50 16Q60 14 62 26Q56 20 50 22Q44 20 38 26Z', '#8b4513') +
    circle(45, 30, 1.6, INK) + circle(55, 30, 1.6, INK) + path('M46 35Q50 38 54 35', 'none', ' stroke="#c1121f" stroke-width="1.5"') +
    path('M26 38H74L70 74Q64 90 50 90Q36 90 30 74Z', p.main) + path('M26 52H74V60H26Z', p.dark) + rect(20, 50, 10, 12, 3, INK) + rect(70, 50, 10, 12, 3, INK) + heart(50, 74, 0.8, p.light),
  blocks: (p) =>
    rect(10, 60, 28, 28, 3, p.main) + rect(40, 60, 28, 28, 3, p.accent) + rect(24, 32, 28, 28, 3, p.dark) + rect(54, 32, 28, 28, 3, '#ffbe0b') + path('M38 8L52 30H24Z', '#06d6a0') +
    [16, 28, 46, 58].map((x, i) => circle(x + 2, i < 2 ? 58 : 58, 3.5, i < 2 ? p.main : p.accent)).join('') + [30, 42, 60, 72].map((x, i) => circle(x, 30, 3.5, i < 2 ? p.dark : '#ffbe0b')).join('') +
    star(24, 74, 0.8, WHITE) + circle(54, 74, 6, WHITE, ' opacity=".8"'),
  doll: (p) =>
    path('M32 50L22 92H78L68 50Z', p.main) + rect(34, 46, 32, 8, 3, p.dark) + circle(50, 30, 18, '#f1c9a5') + path('M32 30Q30 10 50 10Q70 10 68 30Q64 18 50 18Q36 18 32 30Z', '#8b4513') +
    stroke('M32 30Q26 44 30 56M68 30Q74 44 70 56', '#8b4513', 5) + circle(44, 30, 2, INK) + circle(56, 30, 2, INK) + path('M45 38Q50 42 55 38', 'none', ` stroke="#c1121f" stroke-width="2"`) +
    circle(40, 36, 3, '#ff8fab', ' opacity=".6"') + circle(60, 36, 3, '#ff8fab', ' opacity=".6"') + stroke('M26 56L14 74M74 56L86 74', '#f1c9a5', 6) + [36, 50, 64].map((x) => circle(x, 70, 3, p.light)).join(''),
  toyCar: (p) =>
    path('M8 66V54Q10 46 20 46L30 44L40 30Q42 28 46 28H66Q70 28 72 32L80 44L90 46Q94 48 94 56V66Z', p.main) + path('M42 33H54V44H33Z', GLASS) + path('M58 33H66L72 44H58Z', GLASS) +
    wheel(28, 68, 10) + wheel(74, 68, 10) + rect(14, 52, 8, 4, 2, '#ffd60a') + rect(60, 14, 20, 12, 3, INK) + stroke('M70 14V4', INK, 2) + circle(70, 4, 2, '#ff006e') + rect(62, 16, 5, 5, 2, '#ff006e'),
  beachBall: () =>
    circle(50, 50, 38, WHITE) + path('M50 12A38 38 0 0 1 88 50L50 50Z', '#ff006e') + path('M50 50L88 50A38 38 0 0 1 50 88Z', '#ffbe0b') + path('M50 50V88A38 38 0 0 1 12 50Z', '#3a86ff') +
    path('M50 50H12A38 38 0 0 1 50 12Z', '#06d6a0') + circle(50, 50, 7, WHITE) + circle(36, 30, 7, WHITE, ' opacity=".4"'),
  puzzle: (p) => {
    const piece = 'M0 0H14Q12 -8 20 -8Q28 -8 26 0H40V14Q48 12 48 20Q48 28 40 26V40H26Q28 48 20 48Q12 48 14 40H0V26Q8 28 8 20Q8 12 0 14Z';
    return path(piece, p.main, ' transform="translate(12 16)"') + path(piece, p.accent, ' transform="translate(54 24) rotate(12)"') + path(piece, p.dark, ' transform="translate(22 56) rotate(-8)"') + path(piece, '#ffbe0b', ' transform="translate(58 60) rotate(4) scale(.8)"');
  },
  babyBath: (p) =>
    path('M6 40H94L84 78Q82 84 74 84H26Q18 84 16 78Z', p.main) + ellipse(50, 40, 44, 8, p.dark) + ellipse(50, 41, 38, 5, '#a2d2ff') + stroke('M26 84L20 94M74 84L80 94', p.dark, 4) +
    circle(30, 30, 5, WHITE, ' opacity=".9"') + circle(40, 24, 3.5, WHITE, ' opacity=".8"') + ellipse(66, 34, 8, 6, '#ffd60a') + circle(72, 28, 4, '#ffd60a') + path('M75 28L80 29L75 31Z', '#f77f00'),
  thermometer: (p) =>
    `<g transform="rotate(-40 50 50)">` + rect(40, 2, 20, 70, 10, WHITE) + rect(40, 2, 20, 70, 10, 'none', ` stroke="${p.main}" stroke-width="2"`) + rect(43, 14, 14, 22, 2, INK) +
    rect(45, 18, 10, 14, 1, '#80ed99') + circle(50, 50, 4, p.main) + rect(46, 70, 8, 24, 4, STEEL) + `</g>`,
} satisfies Record<string, Glyph>;
