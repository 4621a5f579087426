// Shared by the benchmarks: one line per figure, with its budget and verdict.
let over = 0;

/** Prints `label  figure unit  (budget ≤ budget unit)  ok|OVER` and remembers any miss. */
export function report(label, figure, budget, unit, { higherIsBetter = false } = {}) {
  const ok = higherIsBetter ? figure >= budget : figure <= budget;
  if (!ok) over++;
  const shown = Number.isInteger(figure) ? figure : figure.toFixed(2);
  console.log(`${label.padEnd(48)} ${String(shown).padStart(10)} ${unit.padEnd(6)} budget ${higherIsBetter ? '≥' : '≤'} ${budget} ${unit}  ${ok ? 'ok' : 'OVER'}`);
}

export function finish() {
  process.exit(over ? 1 : 0);
}
