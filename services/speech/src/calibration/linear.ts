/** The linear pieces the fitting shares: a linear model on standardized features, its solver, and Pearson's r. */

export interface LinearModel {
  means: readonly number[];
  scales: readonly number[];
  weights: readonly number[];
  intercept: number;
}

/** Solves matrix · x = vector by Gauss-Jordan elimination with partial pivoting (small, well-conditioned systems). */
export function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = a[row]![col]! / a[col]![col]!;
      for (let k = col; k <= n; k++) a[row]![k]! -= factor * a[col]![k]!;
    }
  }
  return a.map((row, i) => row[n]! / row[i]!);
}

/** Each column's mean and spread, and the rows standardized by them. */
export function standardize(rows: readonly number[][]): { means: number[]; scales: number[]; z: number[][] } {
  const width = rows[0]!.length;
  const means = Array.from({ length: width }, (_, j) => rows.reduce((sum, row) => sum + row[j]!, 0) / rows.length);
  const scales = means.map((m, j) => Math.sqrt(rows.reduce((sum, row) => sum + (row[j]! - m) ** 2, 0) / rows.length) || 1);
  return { means, scales, z: rows.map((row) => row.map((value, j) => (value - means[j]!) / scales[j]!)) };
}

export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const mx = xs.reduce((s, x) => s + x, 0) / xs.length;
  const my = ys.reduce((s, y) => s + y, 0) / ys.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i]! - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy || 1);
}
