// A server that follows .vercel/output from build to build. The link is read
// on every request (one readlink(2)); when a build has published a new
// folder, the new build output is loaded and the request waits for it, so no
// answer comes from a build that is no longer current, and none from a folder
// that is not a finished build (src/build/output-layout.ts). Old folders are
// only removed by a later build, long after the switch.
import { readlinkSync, realpathSync } from 'node:fs';
import { isCompleteBuild } from '../build/output-layout.ts';
import { loadBuildOutput, type BuildOutput } from './build-output-server.ts';

export interface FollowedOutput extends BuildOutput {
  /** The folder answering now. */
  dir(): string;
}

function target(link: string): string | undefined {
  try {
    return readlinkSync(link);
  } catch (e) {
    // A plain folder (the layout before builds had folders) or no link at all.
    try {
      return (e as NodeJS.ErrnoException).code === 'EINVAL' ? realpathSync(link) : undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * Serves `start` (the link's build, or the last good one when the link is
 * missing) and switches whenever `link` points at another finished build.
 */
export async function followBuildOutput(
  link: string,
  start: string,
  log: (m: string) => void = () => {},
): Promise<FollowedOutput> {
  let current = { target: target(link), dir: realpathSync(start), output: await loadBuildOutput(start) };
  let switching: Promise<void> | undefined;

  const follow = (next: string) => {
    switching ??= (async () => {
      try {
        const dir = realpathSync(link);
        if (dir !== current.dir && isCompleteBuild(dir)) {
          current = { target: next, dir, output: await loadBuildOutput(dir) };
          log(`now serving ${dir}`);
        } else current = { ...current, target: next };
      } catch (e) {
        // The link moved again or its folder is gone: keep answering from the build we have.
        log(`could not switch to ${next}: ${(e as Error).message}`);
      } finally {
        switching = undefined;
      }
    })();
    return switching;
  };

  return {
    get routes() {
      return current.output.routes;
    },
    dir: () => current.dir,
    async handle(request: Request): Promise<Response> {
      const t = target(link);
      if (t !== undefined && t !== current.target) await follow(t);
      return current.output.handle(request);
    },
  };
}
