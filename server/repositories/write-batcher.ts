import { WRITE_BATCH_MAX } from "../../common/limits";

/**
 * Group commit: calls that arrive while a write is running are collected and written together in the next
 * statement, so a burst of requests costs a few round trips instead of one each. Each caller still gets
 * its own result or the shared error.
 */
export function createWriteBatcher<In, Out>(
  writeAll: (items: In[]) => Promise<Out[]>,
  maxBatch = WRITE_BATCH_MAX,
) {
  let queue: { item: In; resolve: (value: Out) => void; reject: (error: unknown) => void }[] = [];
  let running = false;

  async function drain() {
    running = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const results = await writeAll(batch.map((entry) => entry.item));
        batch.forEach((entry, index) => entry.resolve(results[index]));
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    running = false;
  }

  return (item: In): Promise<Out> =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      // The first caller of a quiet period waits one turn of the event loop for its neighbours.
      if (!running) {
        running = true;
        setImmediate(() => void drain());
      }
    });
}
