/** Figures of one measured quantity: the median is the figure; the rest shows the spread. */
export interface Sample {
  median: number;
  p90: number;
  min: number;
  max: number;
  n: number;
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Nearest-rank quantile of the sorted values. */
function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

export function summarize(values: number[]): Sample {
  if (values.length === 0) throw new Error('bench: nothing was measured');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = Number.isInteger(middle)
    ? ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
    : (sorted[Math.floor(middle)] as number);
  return {
    median: round(median),
    p90: round(quantile(sorted, 0.9)),
    min: round(sorted[0] as number),
    max: round(sorted[sorted.length - 1] as number),
    n: sorted.length,
  };
}

/** `a / b` of two medians, two decimals. */
export const ratio = (a: Sample, b: Sample) => round(a.median / b.median);

/** Measures `work` once per run, alternating with `baseline` so both see the same conditions. */
export async function alternate(
  runs: number,
  work: () => Promise<number>,
  baseline: () => Promise<number>,
): Promise<{ work: Sample; baseline: Sample }> {
  const a: number[] = [];
  const b: number[] = [];
  for (let run = 0; run < runs; run++) {
    if (run % 2 === 0) {
      b.push(await baseline());
      a.push(await work());
    } else {
      a.push(await work());
      b.push(await baseline());
    }
  }
  return { work: summarize(a), baseline: summarize(b) };
}
