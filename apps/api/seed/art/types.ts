/** Colours a drawing uses: a saturated main colour, a contrasting accent, a dark and a very light one. */
export type Palette = { main: string; accent: string; dark: string; light: string };

/** A glyph is drawn in a 100×100 box; `id` keeps mask and gradient ids unique within one SVG. */
export type Glyph = (p: Palette, id: string) => string;
