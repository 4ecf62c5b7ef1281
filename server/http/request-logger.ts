import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";

type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger["child"]>[1];
type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace";
type PinoLike = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * Every request's logger carries its request id, but most requests never log anything at the configured
 * level. Making a pino child costs about a microsecond (bindings serialised, level methods set up), a
 * noticeable share of a cached catalogue read, so the child is made on the first enabled call; a call below
 * the level is a comparison. What is logged, request id included, is exactly what the child would log.
 */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: PinoLike,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private enabled(level: Level): boolean {
    return this.made !== undefined || (this.parent.isLevelEnabled?.(level) ?? true);
  }

  get level() {
    return this.made?.level ?? this.parent.level;
  }

  set level(level) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]) {
    this.write("fatal", args);
  }
  error(...args: unknown[]) {
    this.write("error", args);
  }
  warn(...args: unknown[]) {
    this.write("warn", args);
  }
  info(...args: unknown[]) {
    this.write("info", args);
  }
  debug(...args: unknown[]) {
    this.write("debug", args);
  }
  trace(...args: unknown[]) {
    this.write("trace", args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  private write(level: Level, args: unknown[]) {
    if (!this.enabled(level)) return;
    (this.logger[level] as (...values: unknown[]) => void)(...args);
  }
}

export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions["childLoggerFactory"]> = (
  logger,
  bindings,
  options,
) => new RequestLogger(logger as PinoLike, bindings, options);
