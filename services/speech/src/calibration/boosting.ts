/**
 * Gradient-boosted regression trees for a probability (log loss), small
 * enough to write here and to commit as JSON: the phone and word models,
 * where a phone's evidence means different things for different phones and
 * positions, which a linear model cannot express. Splits are searched over
 * each feature's quantiles, so fitting 40,000 phones takes seconds.
 */

/** A tree node: a split (feature, threshold, the two children's indexes) or a leaf's contribution to the log-odds. */
type TreeNode = [feature: number, threshold: number, left: number, right: number] | [leaf: number];

export interface BoostedTrees {
  /** The log-odds every prediction starts from. */
  base: number;
  trees: TreeNode[][];
}

export interface BoostingOptions {
  rounds: number;
  depth: number;
  learningRate: number;
  /** L2 penalty on leaf values, in units of the hessian. */
  lambda: number;
  /** The least hessian (about p(1-p) per row) a child may hold. */
  minChildWeight: number;
  bins: number;
}

export const DEFAULT_BOOSTING: BoostingOptions = { rounds: 150, depth: 3, learningRate: 0.1, lambda: 1, minChildWeight: 5, bins: 32 };

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Each feature's candidate thresholds: distinct quantiles of its values. */
function quantileThresholds(rows: readonly number[][], feature: number, bins: number): number[] {
  const values = rows.map((row) => row[feature]!).sort((a, b) => a - b);
  const cuts = new Set<number>();
  for (let b = 1; b < bins; b++) cuts.add(values[Math.floor((b * values.length) / bins)]!);
  return [...cuts].sort((a, b) => a - b);
}

export function fitBoostedTrees(rows: readonly number[][], targets: readonly number[], options: BoostingOptions = DEFAULT_BOOSTING): BoostedTrees {
  const width = rows[0]!.length;
  const thresholds = Array.from({ length: width }, (_, f) => quantileThresholds(rows, f, options.bins));
  // binned[f][r]: the index of the first threshold above row r's value (rows with value < thresholds[f][b] go left at b).
  const binned = thresholds.map((cuts, f) =>
    Uint8Array.from(rows, (row) => {
      let lo = 0;
      let hi = cuts.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cuts[mid]! <= row[f]!) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    }),
  );
  const positive = targets.reduce((sum, t) => sum + t, 0) / targets.length;
  const base = Math.log(Math.max(1e-6, positive) / Math.max(1e-6, 1 - positive));
  const score = new Float64Array(rows.length).fill(base);
  const gradient = new Float64Array(rows.length);
  const hessian = new Float64Array(rows.length);
  const trees: TreeNode[][] = [];
  for (let round = 0; round < options.rounds; round++) {
    for (let r = 0; r < rows.length; r++) {
      const p = sigmoid(score[r]!);
      gradient[r] = p - targets[r]!;
      hessian[r] = Math.max(p * (1 - p), 1e-6);
    }
    const tree: TreeNode[] = [];
    const grow = (members: Int32Array, depth: number): number => {
      let g = 0;
      let h = 0;
      for (const r of members) {
        g += gradient[r]!;
        h += hessian[r]!;
      }
      const index = tree.length;
      const leaf = (): number => {
        const value = (-g / (h + options.lambda)) * options.learningRate;
        tree[index] = [value];
        for (const r of members) score[r]! += value;
        return index;
      };
      tree.push([0]);
      if (depth === options.depth || h < 2 * options.minChildWeight) return leaf();
      const parentGain = (g * g) / (h + options.lambda);
      let best = { gain: 1e-9, feature: -1, bin: 0 };
      for (let f = 0; f < width; f++) {
        const bins = thresholds[f]!.length + 1;
        if (bins < 2) continue;
        const gs = new Float64Array(bins);
        const hs = new Float64Array(bins);
        const column = binned[f]!;
        for (const r of members) {
          gs[column[r]!]! += gradient[r]!;
          hs[column[r]!]! += hessian[r]!;
        }
        let gl = 0;
        let hl = 0;
        for (let b = 0; b < bins - 1; b++) {
          gl += gs[b]!;
          hl += hs[b]!;
          const hr = h - hl;
          if (hl < options.minChildWeight || hr < options.minChildWeight) continue;
          const gr = g - gl;
          const gain = (gl * gl) / (hl + options.lambda) + (gr * gr) / (hr + options.lambda) - parentGain;
          if (gain > best.gain) best = { gain, feature: f, bin: b };
        }
      }
      if (best.feature < 0) return leaf();
      const column = binned[best.feature]!;
      const left = members.filter((r) => column[r]! <= best.bin);
      const right = members.filter((r) => column[r]! > best.bin);
      const leftIndex = grow(left, depth + 1);
      const rightIndex = grow(right, depth + 1);
      // Rows whose value is below the threshold went left: the threshold is the first cut above the left bins.
      tree[index] = [best.feature, thresholds[best.feature]![best.bin]!, leftIndex, rightIndex];
      return index;
    };
    grow(
      Int32Array.from(rows, (_, r) => r),
      0,
    );
    trees.push(tree);
  }
  return { base, trees };
}

export function boostedProbability(model: BoostedTrees, row: readonly number[]): number {
  let logOdds = model.base;
  for (const tree of model.trees) {
    let node = tree[0]!;
    while (node.length === 4) node = tree[row[node[0]]! < node[1] ? node[2] : node[3]]!;
    logOdds += node[0];
  }
  return sigmoid(logOdds);
}
