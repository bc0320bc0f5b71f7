import { availableParallelism } from "node:os";

/**
 * The e2e suite runs in lanes: each Playwright worker (its parallel index, 0..E2E_LANES-1) gets an
 * app server, a SQLite file and a fake provider of its own, so two specs running at once never see
 * each other's projects, accounts, settings or provider mode. Lane 0 keeps the historical names
 * (port 3100, data/e2e.db, fake provider on 4010).
 */

/**
 * How many lanes (and Playwright workers): E2E_LANES, else one per two cores. A lane keeps most of
 * two cores busy (its browser, its app server, the runner): on the 2-core machine two lanes took as
 * long as one and pushed long specs past their time limit (docs/development.md).
 */
export const LANES = Math.max(1, Math.floor(Number(process.env.E2E_LANES ?? availableParallelism() / 2)) || 1);

/** The app server's port of lane 0; lane i listens on APP_PORT + 10 * i. */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The fake OpenAI-compatible provider's port of lane 0; lane i listens on FAKE_PORT + i. */
export const FAKE_PORT = Number(process.env.E2E_FAKE_PROVIDER_PORT ?? 4010);

/** Everything one lane owns. */
export interface Lane {
  index: number;
  appPort: number;
  baseURL: string;
  fakePort: number;
  fakeURL: string;
  /** The SQLite file of the lane's app server, relative to the repository. */
  databaseFile: string;
}

export function lane(index: number): Lane {
  const appPort = APP_PORT + 10 * index;
  const fakePort = FAKE_PORT + index;
  return {
    index,
    appPort,
    baseURL: `http://127.0.0.1:${appPort}`,
    fakePort,
    fakeURL: `http://127.0.0.1:${fakePort}`,
    databaseFile: index === 0 ? "data/e2e.db" : `data/e2e-${index}.db`,
  };
}

/**
 * The lane of this process: a Playwright worker's parallel index (TEST_PARALLEL_INDEX, set before the
 * worker loads any spec), or lane 0 in the runner and in scripts.
 */
export function currentLane(): Lane {
  return lane(Number(process.env.TEST_PARALLEL_INDEX ?? 0) || 0);
}
