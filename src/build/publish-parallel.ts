// The publish step on every core. Scrubbing each record for contacts is
// nearly all of its cost (37 s of a 100,000-listing build on one core), and
// one record's scrubbing reads nothing of another's. So the records are
// scrubbed in batches on worker threads and on this one, which also reads
// the slugs (whose cleaned forms depend on the slugs before them) and hands
// out the next batch; the results are put back in record order and assembled by the
// same code as `publish` (src/catalog/publish.ts publishPlan): the same
// catalog, the same withheld records, problems and contact report, in the same order.
import { Worker } from 'node:worker_threads';
import type { RawContent } from '../catalog/read-content.ts';
import type { ContactReport } from '../catalog/privacy-context.ts';
import { publish, publishPlan, scrubWith, type PublicCatalog, type ScrubTask } from '../catalog/publish.ts';
import type { Scrubbed } from '../catalog/scrub-contacts.ts';
import { buildThreads } from './threads.ts';

/** Below this many records a thread's start (its own copy of the detector and contacts) costs more than it saves. */
const PARALLEL_FROM = 2000;
/** Records per message: enough to make a message's cost small, few enough that every thread keeps busy to the end. */
const BATCH = 250;
/**
 * A scrubbing thread's heap: the catalog's contacts (tens of MB at 100,000 listings) and one batch in flight.
 * Bounded, since each thread's heap adds to the build's peak; a batch whose thread runs out of it is scrubbed
 * here instead, so no record is left unscrubbed.
 */
const HEAP = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32 };

export interface ParallelOptions {
  threads?: number;
  /** Fewer records than this are scrubbed on this thread alone. */
  parallelFrom?: number;
  /** Each thread's heap limits (default HEAP). */
  heap?: typeof HEAP;
}

type Result = Scrubbed<unknown> | undefined;
interface Batch {
  batch: number;
  tasks: (ScrubTask | undefined)[];
}

/** `publish(raw, origin, report)`, its records scrubbed on worker threads. */
export async function publishInParallel(
  raw: RawContent,
  origin: string,
  report?: ContactReport[],
  opts: ParallelOptions = {},
): Promise<PublicCatalog> {
  const threads = opts.threads ?? buildThreads();
  const records = raw.listings.length + raw.manuals.length;
  if (threads < 2 || records < (opts.parallelFrom ?? PARALLEL_FROM)) return publish(raw, origin, report);
  const plan = publishPlan(raw, origin);
  const results: Result[] = new Array(plan.count);
  const batches = Math.ceil(plan.count / BATCH);
  let handed = 0;
  /** The next batch's tasks, read in record order (the slugs' rule). */
  const nextBatch = (): Batch | undefined => {
    if (handed >= batches) return undefined;
    const batch = handed++;
    const from = batch * BATCH;
    const tasks = Array.from({ length: Math.min(BATCH, plan.count - from) }, (_, k) => plan.task(from + k));
    return { batch, tasks };
  };
  const here = ({ batch, tasks }: Batch) =>
    tasks.forEach((t, k) => {
      results[batch * BATCH + k] = t && scrubWith(t, plan.known, origin);
    });

  const run = () =>
    new Promise<void>((resolve, reject) => {
      const w = new Worker(new URL('./scrub-worker.ts', import.meta.url), {
        workerData: { known: plan.known, origin },
        resourceLimits: opts.heap ?? HEAP,
      });
      // Two batches per thread: the next is already there when one is done, while this thread reads the slugs.
      const inFlight = new Map<number, Batch>();
      const send = () => {
        const b = nextBatch();
        if (b) {
          inFlight.set(b.batch, b);
          w.postMessage(b);
        } else if (!inFlight.size) w.terminate().then(() => resolve(), reject);
      };
      w.on('message', ({ batch, results: got }: { batch: number; results: Result[] }) => {
        for (let k = 0; k < got.length; k++) results[batch * BATCH + k] = got[k];
        inFlight.delete(batch);
        send();
      });
      w.once('error', (e) => {
        if ((e as { code?: string }).code !== 'ERR_WORKER_OUT_OF_MEMORY') return reject(e);
        // Out of its bounded heap: its batches and the ones not yet handed out are scrubbed here.
        w.removeAllListeners('message');
        for (const b of inFlight.values()) here(b);
        for (let b = nextBatch(); b; b = nextBatch()) here(b);
        resolve();
      });
      send();
      send();
    });
  // This thread scrubs too, a batch at a time between handing batches out: one worker fewer to start (each
  // loads the detector and warms it up anew), which on two cores is most of what the threads cost.
  const mine = async () => {
    for (let b = nextBatch(); b; b = nextBatch()) {
      here(b);
      await new Promise((r) => setImmediate(r));
    }
  };
  await Promise.all([...Array.from({ length: threads - 1 }, run), mine()]);
  return plan.finish(results, report);
}
