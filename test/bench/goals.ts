import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// test/bench/budgets.json: each entrypoint's size budget and the ratios the agent waits for, each
// with the reason it is what it is.

export interface Budget {
  kib: number;
  reason: string;
}

export interface Goal {
  /** At most this many times the empty page's load, measured in the same run. */
  ratio: number;
  reason: string;
}

export interface Budgets {
  unit: 'KiB';
  budgets: Record<string, Budget>;
  goals: {
    /** The popup's first rows painted (Recent, 20 and 50 tickets). */
    firstRowsPainted: Goal;
    /** The popup's app taken over: its own rows drawn from cache (20 and 50 tickets). */
    takenOver: Goal;
    /** The 10,000-node category tree opened from the worker's cache. */
    treeOpen: Goal;
  };
}

const here = dirname(fileURLToPath(import.meta.url));

export function readBudgets(): Budgets {
  return JSON.parse(readFileSync(join(here, 'budgets.json'), 'utf8')) as Budgets;
}

/** Whether a measured ratio misses its goal. */
export const overGoal = (ratio: number, goal: Goal) => ratio > goal.ratio;
