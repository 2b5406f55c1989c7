/**
 * Logistic regression on standardized features with an L2 penalty, fitted by
 * Newton's method: the per-phone and per-word probabilities of the scorer.
 * Targets may be soft (0..1).
 */
import { solve, standardize, type LinearModel } from './linear.ts';

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** The penalized negative log-likelihood of `beta` (the intercept last, unpenalized). */
function loss(z: readonly number[][], targets: readonly number[], beta: readonly number[], lambda: number): number {
  const width = beta.length;
  let total = 0;
  z.forEach((row, r) => {
    let score = beta[width - 1]!;
    for (let j = 0; j < row.length; j++) score += beta[j]! * row[j]!;
    // log(1 + e^s) - t·s, computed without overflow.
    total += Math.max(score, 0) + Math.log1p(Math.exp(-Math.abs(score))) - targets[r]! * score;
  });
  for (let j = 0; j < width - 1; j++) total += (lambda / 2) * beta[j]! ** 2;
  return total;
}

export function fitLogistic(rows: readonly number[][], targets: readonly number[], lambda: number, iterations = 30): LinearModel {
  const { means, scales, z } = standardize(rows);
  const width = means.length + 1;
  let beta = new Array<number>(width).fill(0);
  const positive = targets.reduce((sum, t) => sum + t, 0) / targets.length;
  beta[width - 1] = Math.log(Math.max(1e-6, positive) / Math.max(1e-6, 1 - positive));
  let current = loss(z, targets, beta, lambda);
  for (let iteration = 0; iteration < iterations; iteration++) {
    const gradient = new Array<number>(width).fill(0);
    const hessian = Array.from({ length: width }, () => new Array<number>(width).fill(0));
    z.forEach((row, r) => {
      let score = beta[width - 1]!;
      for (let j = 0; j < row.length; j++) score += beta[j]! * row[j]!;
      const p = sigmoid(score);
      const residual = p - targets[r]!;
      const curvature = Math.max(p * (1 - p), 1e-9);
      for (let i = 0; i < width; i++) {
        const xi = i === width - 1 ? 1 : row[i]!;
        gradient[i]! += residual * xi;
        const line = hessian[i]!;
        for (let j = i; j < width; j++) line[j]! += curvature * xi * (j === width - 1 ? 1 : row[j]!);
      }
    });
    for (let i = 0; i < width; i++) {
      for (let j = 0; j < i; j++) hessian[i]![j] = hessian[j]![i]!;
      if (i < width - 1) {
        gradient[i]! += lambda * beta[i]!;
        hessian[i]![i]! += lambda;
      }
    }
    const step = solve(hessian, gradient);
    // Newton's step, halved until the loss goes down: a plain step can overshoot where classes barely overlap.
    let scale = 1;
    let next = beta.map((b, i) => b - step[i]!);
    let nextLoss = loss(z, targets, next, lambda);
    while (!(nextLoss <= current) && scale > 1e-4) {
      scale /= 2;
      next = beta.map((b, i) => b - scale * step[i]!);
      nextLoss = loss(z, targets, next, lambda);
    }
    if (!(nextLoss <= current)) break;
    const improvement = current - nextLoss;
    beta = next;
    current = nextLoss;
    if (improvement < 1e-7 * Math.max(1, current)) break;
  }
  return { means, scales, weights: beta.slice(0, width - 1), intercept: beta[width - 1]! };
}

export function probability(model: LinearModel, row: readonly number[]): number {
  let score = model.intercept;
  for (let j = 0; j < row.length; j++) score += (model.weights[j]! * (row[j]! - model.means[j]!)) / model.scales[j]!;
  return sigmoid(score);
}
