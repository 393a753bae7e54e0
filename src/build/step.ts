/**
 * The build's steps, each timed and logged as `[build] NAME: N ms` (read by scripts/bench/build-cost.mjs), with
 * its CPU (this process and its threads, not the Astro child: on a shared machine wall time alone misleads) and
 * the memory after it.
 */
export function buildStep(timings: Record<string, number>, log: (msg: string) => void) {
  return async <T>(name: string, fn: () => T | Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const r = await fn();
    timings[name] = Math.round(performance.now() - t0);
    log(`${name}: ${timings[name]} ms`);
    const cpu = process.cpuUsage(cpu0);
    log(`cpu of ${name}: ${Math.round((cpu.user + cpu.system) / 1000)} ms`);
    const mb = (bytes: number) => Math.round(bytes / 1e6);
    log(`rss after ${name}: ${mb(process.memoryUsage().rss)} MB, peak ${mb(process.resourceUsage().maxRSS * 1e3)} MB`);
    return r;
  };
}
