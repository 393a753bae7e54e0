import { availableParallelism } from 'node:os';

/**
 * Worker threads a build step may use: BUILD_THREADS when set, else every core up to four (beyond that the
 * steps' shared parts and the disk bound them, and each thread's heap counts against the build's memory).
 */
export const buildThreads = (): number =>
  Math.max(1, Number(process.env.BUILD_THREADS) || Math.min(availableParallelism(), 4));
