import pg from "pg";
import { DatabaseBusyError, isDatabaseUnavailable } from "./database-errors";

export type QueuedPoolConfig = pg.PoolConfig & {
  max: number;
  /** How long a caller may wait behind others for a free connection before it is answered "busy". */
  queueTimeoutMillis: number;
};

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's own signature
  done: (release?: any) => void,
) => void;

type Waiter = {
  admit: () => void;
  fail: (error: Error) => void;
};

/** Clients whose query outlived `query_timeout` while checked out, and clients already watched for that. */
const timedOutClients = new WeakSet<pg.PoolClient>();
const watchedClients = new WeakSet<pg.PoolClient>();

const isQueryTimeout = (error: unknown) => error instanceof Error && error.message === "Query read timeout";

/**
 * pg answers a query that outlives `query_timeout` with an error but leaves it running on the server: the
 * connection is then out of step (in a transaction, still inside it), and the next caller to borrow it would
 * get "current transaction is aborted" or another query's answer. Notes such a timeout, through promises
 * and callbacks alike, so that the connection is closed when it is released instead of reused.
 */
function watchForQueryTimeouts(client: pg.PoolClient): void {
  if (watchedClients.has(client)) return;
  watchedClients.add(client);
  const note = (error: unknown) => {
    if (isQueryTimeout(error)) timedOutClients.add(client);
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === "function") {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        note(error);
        return callback(error, ...rest);
      };
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(note);
    return result;
  };
}

/**
 * A pg pool that queues its callers itself, so that the pool's `connectionTimeoutMillis` measures one
 * thing only: how long a new connection takes to open. pg's own pool applies that same limit to the
 * time a caller waits for a free connection, so a burst of requests (hundreds of checkouts at once,
 * ten connections) was reported as the database being unreachable.
 *
 * Here at most `max` callers hold or open a connection; the others wait in order, each for at most
 * `queueTimeoutMillis` (then DatabaseBusyError). An outage still surfaces fast: a connection that cannot
 * open fails after `connectionTimeoutMillis`, a query on a dead connection after `query_timeout`, and the
 * first such failure fails every waiting caller at once, so nobody queues behind a database that is gone.
 */
export class QueuedPool extends pg.Pool {
  readonly #capacity: number;
  readonly #queueTimeoutMillis: number;
  #holders = 0;
  #waiters: Waiter[] = [];

  constructor({ queueTimeoutMillis, ...config }: QueuedPoolConfig) {
    super(config);
    this.#capacity = config.max;
    this.#queueTimeoutMillis = queueTimeoutMillis;
  }

  /** Callers waiting for a connection right now. */
  get queuedCount(): number {
    return this.#waiters.length;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const acquired = this.#admit().then(() => this.#checkOut());
    if (!callback) return acquired;
    acquired.then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error, undefined, () => {}),
    );
  }

  #admit(): Promise<void> {
    if (this.ending || this.#holders < this.#capacity) {
      this.#holders++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(timer);
          resolve();
        },
        fail: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
        reject(new DatabaseBusyError(this.#queueTimeoutMillis));
      }, this.#queueTimeoutMillis);
      timer.unref();
      this.#waiters.push(waiter);
    });
  }

  /** Hands the caller's slot to the next waiter, or frees it. */
  #leave(): void {
    const next = this.#waiters.shift();
    if (next) next.admit();
    else this.#holders--;
  }

  #noteFailure(error: unknown): void {
    if (!isDatabaseUnavailable(error)) return;
    const waiting = this.#waiters;
    this.#waiters = [];
    for (const waiter of waiting) waiter.fail(error as Error);
  }

  async #checkOut(): Promise<pg.PoolClient> {
    let client: pg.PoolClient;
    try {
      client = await super.connect();
    } catch (error) {
      // Fail the waiters before freeing the slot, or the next one would be let in to try again and wait.
      this.#noteFailure(error);
      this.#leave();
      throw error;
    }
    // pg's pool listens for a connection's errors only while it is idle, and a client emits "error" when its
    // connection ends under it: a connection lost while held (between the queries of a transaction, say)
    // would be an unheard error that ends the process. The query in progress fails by itself; this listener
    // only notes the outage. pg's pool drops the broken client when it is released.
    const onLostConnection = (error: Error) => this.#noteFailure(error);
    client.on("error", onLostConnection);
    watchForQueryTimeouts(client);
    const release = client.release.bind(client);
    let released = false;
    client.release = (error?: Error | boolean) => {
      if (released) return release(error); // pg reports the double release
      released = true;
      client.removeListener("error", onLostConnection);
      // `true` closes the connection instead of returning it to the pool.
      const outOfStep = timedOutClients.has(client);
      timedOutClients.delete(client);
      release(error || outOfStep || undefined);
      if (error instanceof Error) this.#noteFailure(error);
      this.#leave();
    };
    return client;
  }
}
