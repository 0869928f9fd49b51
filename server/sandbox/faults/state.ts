import type { FaultConfig, FaultRoute, FaultTarget, RouteFaults } from './config';

type CountKnob = 'failNext' | 'rateLimitNext' | 'malformedNext' | 'dropConnectionNext' | 'dropBeforeNext';
type ValueKnob = Exclude<keyof RouteFaults, CountKnob>;

export interface Faults {
  /** A copy of the current configuration. */
  current(): FaultConfig;
  /** Merges settings in, knob by knob (a knob not named keeps its value). */
  apply(patch: FaultConfig): void;
  clear(): void;
  /** The access token lifetime override, if any. */
  tokenTtlSeconds(): number | undefined;
  /** A route's own value of a knob, else the `*` one. */
  value<K extends ValueKnob>(route: FaultRoute, knob: K): RouteFaults[K];
  /** Consumes one unit of a count knob (the route's own first); true when there was one. */
  take(route: FaultRoute, knob: CountKnob): boolean;
}

export function createFaults(initial: FaultConfig = {}): Faults {
  let routes: Partial<Record<FaultTarget, RouteFaults>> = {};
  let tokenTtlSeconds: number | undefined;
  const targets = (route: FaultRoute) => [routes[route], routes['*']];
  const faults: Faults = {
    current: () => structuredClone({ routes, tokenTtlSeconds }),
    apply: (patch) => {
      for (const [target, settings] of Object.entries(patch.routes ?? {})) {
        routes[target as FaultTarget] = { ...routes[target as FaultTarget], ...settings };
      }
      tokenTtlSeconds = patch.tokenTtlSeconds ?? tokenTtlSeconds;
    },
    clear: () => {
      routes = {};
      tokenTtlSeconds = undefined;
    },
    tokenTtlSeconds: () => tokenTtlSeconds,
    value: (route, knob) => targets(route).find((settings) => settings?.[knob] !== undefined)?.[knob],
    take: (route, knob) => {
      const settings = targets(route).find((candidate) => (candidate?.[knob] ?? 0) > 0);
      if (!settings) return false;
      settings[knob] = (settings[knob] ?? 1) - 1;
      return true;
    },
  };
  faults.apply(initial);
  return faults;
}
