/**
 * Every limit the product sets itself, named, in one place: how long a text may be, how many of a thing a
 * list or form holds, how large a request or photo may be, how long anything may take or is kept, how often
 * something is tried. Change a limit here and every form, schema and server module that enforces it follows.
 *
 * Both sides import from here: the browser only the field lengths its forms show, and a production bundle
 * keeps only what it imports, so the server's own figures never reach it. The interface numbers of docs/product.md#constants
 * (toast and redirect times, carousel speeds, the minimum cart quantity) stay in `constants.ts`, and the
 * catalogue's page size in `catalogue.ts`, beside the rest of what docs/product.md#constants fixes. See decision 019.
 */

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const KIB = 1024;
const MIB = 1024 * KIB;

// ---------------------------------------------------------------------------------------------------------
// What a visitor types: the order and contact forms (characters)

export const NAME_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 300;
export const MESSAGE_MAX_LENGTH = 2000;
/** RFC 5321's longest deliverable address. */
export const EMAIL_MAX_LENGTH = 254;
/** A Bangladeshi mobile number: 01 and nine digits (docs/product.md#validation). */
export const PHONE_DIGITS = 11;
/** What the phone field takes as typed: the 11 digits with room for spaces or dashes between groups. */
export const PHONE_INPUT_MAX_LENGTH = 20;
/** The most of one accessory that one order item (and so one cart line) may hold. */
export const ORDER_ITEM_MAX_QUANTITY = 99;
/** An id sent in a body or an address (an order's, an accessory's, a photo's): UUIDs, with room to spare. */
export const RECORD_ID_MAX_LENGTH = 64;
/** A search engine shows about this many characters of a page's description. */
export const META_DESCRIPTION_MAX_LENGTH = 160;

// ---------------------------------------------------------------------------------------------------------
// What staff type in the back office (characters, and counts)

export const STAFF_NAME_MAX_LENGTH = 100;
/** ASVS 5.0 level 1: at least 12 characters, long passphrases allowed, no composition rules. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** A password field's hard stop: longer than any allowed password, refused before it costs a hash. */
export const PASSWORD_INPUT_MAX_LENGTH = PASSWORD_MAX_LENGTH * 4;
/** Staff's internal notes: long enough for a phone call's summary, never unbounded. */
export const STAFF_NOTE_MAX_LENGTH = 2000;
export const CANCEL_REASON_MAX_LENGTH = 300;
export const COURIER_FIELD_MAX_LENGTH = 100;
/** The back-office lists' search box. */
export const SEARCH_MAX_LENGTH = 100;

export const ACCESSORY_NAME_MAX_LENGTH = 120;
export const ACCESSORY_CODE_MAX_LENGTH = 40;
export const ACCESSORY_SIZE_MAX_LENGTH = 80;
export const ACCESSORY_CATEGORY_MAX_LENGTH = 80;
export const ACCESSORY_DESCRIPTION_MAX_LENGTH = 5_000;
/** A specification or additional-information row: its label and its value. */
export const ACCESSORY_ROW_LABEL_MAX_LENGTH = 80;
export const ACCESSORY_ROW_VALUE_MAX_LENGTH = 500;
export const ACCESSORY_ROWS_MAX = 30;
export const ACCESSORY_PHOTOS_MAX = 12;
export const PHOTO_ALT_MAX_LENGTH = 200;
/** Taka. */
export const ACCESSORY_RATE_MAX = 10_000_000;
/** An accessory's weight, in kilograms as staff type it (the delivery charge counts grams). */
export const ACCESSORY_WEIGHT_MAX_KG = 1_000;
/** Pieces of one accessory the back office may count: far above any store room, never unbounded. */
export const ACCESSORY_STOCK_MAX = 1_000_000;
/** "Only 2 left" and the Low stock list start at this many pieces available, unless the accessory sets its own. */
export const LOW_STOCK_THRESHOLD_DEFAULT = 2;
/** A stock correction's note: a line or two about the stock take or the damage. */
export const STOCK_NOTE_MAX_LENGTH = 500;
/** The stock movements shown on an accessory's page, newest first. */
export const STOCK_MOVEMENTS_SHOWN = 50;
/** The daily low-stock email goes out at the first check from this hour of the Dhaka day. */
export const LOW_STOCK_EMAIL_DHAKA_HOUR = 9;
/** How often each instance checks whether today's low-stock email is due (the outbox keeps it to one a day). */
export const LOW_STOCK_EMAIL_CHECK_EVERY_MS = 15 * 60 * 1000;

// ---------------------------------------------------------------------------------------------------------
// Photos

/** As the editor and the refusals word it; the checks use the bytes and pixels below. */
export const PHOTO_MAX_MEGABYTES = 15;
export const PHOTO_MAX_MEGAPIXELS = 40;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MEGABYTES * MIB;
export const PHOTO_MAX_PIXELS = PHOTO_MAX_MEGAPIXELS * 1_000_000;
/** A photo upload's multipart headers. */
export const PHOTO_UPLOAD_MAX_HEADER_PAIRS = 50;
/** Photo variants kept in memory by each instance, least recently used out first. */
export const PHOTO_MEMORY_BYTES = 64 * MIB;
/**
 * How long an uploaded photo that no accessory names is kept after it was last used (uploaded, or saved onto
 * or taken off an accessory): long enough for an editor who uploads, leaves the form open and saves days
 * later, and for a visitor's saved cart that still shows a photo that was replaced.
 */
export const UNUSED_PHOTO_GRACE_MS = 7 * DAY_MS;
export const UNUSED_PHOTO_FIRST_SWEEP_AFTER_MS = MINUTE_MS;
export const UNUSED_PHOTO_SWEEP_EVERY_MS = 6 * HOUR_MS;

// ---------------------------------------------------------------------------------------------------------
// Lists and pages

export const ORDERS_PER_PAGE = 25;
export const MESSAGES_PER_PAGE = 25;
export const ADMIN_ACCESSORIES_PER_PAGE = 25;
/**
 * The order list counts matches up to this many and then says "1,000+": an exact count of 100,000 orders
 * costs more than the page itself, and nobody pages through forty pages without a filter.
 */
export const ORDER_COUNT_LIMIT = 1_000;
/** The highest page a back-office list accepts; anything past it shows page 1. */
export const ADMIN_LIST_MAX_PAGE = 100_000;
/**
 * The reports (`/admin/reports`): the longest date range they cover (three years of Dhaka days), the longest
 * one shown day by day, and how many accessories each best-seller table lists.
 */
export const REPORT_MAX_RANGE_DAYS = 1_096;
export const REPORT_DAILY_MAX_DAYS = 92;
export const REPORT_BEST_SELLERS = 10;
/** The highest catalogue page the public API accepts; anything past it is a 400. */
export const CATALOGUE_MAX_PAGE = 999_999_999;
/** The start of a contact request's message shown in the list. */
export const MESSAGE_EXCERPT_LENGTH = 160;
/** Failed notifications listed on the dashboard, newest first. */
export const FAILED_NOTIFICATIONS_SHOWN = 20;
/** Orders read per query while a CSV export streams. */
export const ORDER_EXPORT_BATCH_SIZE = 500;

// ---------------------------------------------------------------------------------------------------------
// Requests (bytes, characters and counts)

/** The JSON API's bodies: an order or a contact request is well under 4 KB. */
export const API_BODY_LIMIT_BYTES = 16 * KIB;
/** An accessory's description and rows can pass the API's usual limit. */
export const ACCESSORY_BODY_LIMIT_BYTES = 256 * KIB;
/** Back-office form posts to route actions: URL-encoded fields, or multipart with uploads. */
export const BACK_OFFICE_FORM_BODY_LIMIT_BYTES = 64 * KIB;
export const BACK_OFFICE_MULTIPART_BODY_LIMIT_BYTES = 12 * MIB;
/** TRUST_PROXY as a number of proxies in front: more than this is a mistake, not a deployment. */
export const TRUST_PROXY_MAX_HOPS = 10;
/** A path parameter (an id, a slug) longer than this names nothing. */
export const PATH_PARAMETER_MAX_LENGTH = 200;
/** A DNS name (253), a colon and a port: the longest Host header that can name a server. */
export const HOST_HEADER_MAX_LENGTH = 261;
/** The page to return to after signing in, carried in the sign-in address. */
export const RETURN_PATH_MAX_LENGTH = 500;
/** A session cookie or setup link's token; ours are 43 characters. */
export const SECRET_TOKEN_MAX_LENGTH = 100;
/** The browser name kept with a back-office session, for the staff page. */
export const USER_AGENT_MAX_LENGTH = 300;

// ---------------------------------------------------------------------------------------------------------
// Rates

/** The window of RATE_LIMIT_MAX (public POST endpoints) and PAGE_RATE_LIMIT_MAX (pages). */
export const RATE_LIMIT_WINDOW_MS = MINUTE_MS;
/** A checkout sends one order-item call per cart line, so those calls get this many times the order limit. */
export const ORDER_LINE_RATE_FACTOR = 10;
/** Clients the page rate limit remembers in a window before it starts counting afresh. */
export const PAGE_RATE_LIMIT_MAX_CLIENTS = 100_000;
/** Expired rate-limit counters are deleted this long after their window ended. */
export const RATE_LIMIT_SWEEP_EVERY_MS = MINUTE_MS;
/** Redis, when it shares the counters: a rate limit must not wait long for it. */
export const REDIS_CONNECT_TIMEOUT_MS = 500;
/** One warning per outage of the counters' store, not one per retry. */
export const RATE_LIMIT_STORE_WARNING_EVERY_MS = MINUTE_MS;

// ---------------------------------------------------------------------------------------------------------
// Sign-in and sessions

/** A session ends after 12 hours without a request, and 7 days after sign-in whatever the activity. */
export const SESSION_IDLE_MS = 12 * HOUR_MS;
export const SESSION_ABSOLUTE_MS = 7 * DAY_MS;
/** A session's activity is written at most once a minute, not on every request. */
export const SESSION_LAST_SEEN_RESOLUTION_MS = MINUTE_MS;
/** The one-time link that creates the first owner works for an hour. */
export const SETUP_TOKEN_LIFETIME_MS = HOUR_MS;
/** 5 failures for one account, or 20 from one client, within 15 minutes: further attempts are refused. */
export const SIGN_IN_THROTTLE_WINDOW_MS = 15 * MINUTE_MS;
export const SIGN_IN_FAILURES_PER_ACCOUNT = 5;
export const SIGN_IN_FAILURES_PER_CLIENT = 20;

// ---------------------------------------------------------------------------------------------------------
// Orders and notifications

/** A checkout's lines arrive right after its order; later than this, the order is closed to changes. */
export const ORDER_LINES_WINDOW_MINUTES = 30;
/** The longest NOTIFY_ORDER_WAIT_MS: an order's emails wait at most this long after its last line. */
export const MAX_ORDER_WAIT_MS = 90_000;
/** The shortest OUTBOX_POLL_MS: a worker looking more often would only load the database. */
export const OUTBOX_POLL_MIN_MS = 50;
/** A webhook secret shorter than this could be guessed. */
export const WEBHOOK_SECRET_MIN_LENGTH = 16;
/** A worker holds a claimed job this long; if it dies mid-send, another worker sends the job after it. */
export const OUTBOX_LEASE_MS = 2 * MINUTE_MS;
/** Jobs a worker claims at once. */
export const OUTBOX_BATCH_SIZE = 5;
/** After the database refused a claim, the worker waits at least this long before trying again. */
export const OUTBOX_PAUSE_AFTER_ERROR_MS = 5 * SECOND_MS;
/** On shutdown, jobs in flight get this long to finish before they are released to another worker. */
export const OUTBOX_SHUTDOWN_GRACE_MS = 10 * SECOND_MS;
/** A failed job is tried again after 15 s, 45 s, 2¼ min, 6¾ min, 20 min, 1 h, then every 4 h, for 24 h. */
export const NOTIFICATION_RETRY_SCHEDULE = {
  firstDelayMs: 15 * SECOND_MS,
  factor: 3,
  maxDelayMs: 4 * HOUR_MS,
  retryForMs: DAY_MS,
} as const;
/** A silent mail server must not hold a job past its lease: the attempt gives up and is retried later. */
export const SMTP_TIMEOUTS = {
  connectionMs: 10 * SECOND_MS,
  greetingMs: 10 * SECOND_MS,
  socketMs: 30 * SECOND_MS,
} as const;
export const WEBHOOK_TIMEOUT_MS = 10 * SECOND_MS;
/** The reason kept with a failed attempt, shown to staff. */
export const NOTIFICATION_ERROR_MAX_LENGTH = 1_000;

// ---------------------------------------------------------------------------------------------------------
// Serving pages

/** How long a client may take to send its request; a socket with no traffic either way is closed. */
export const CLIENT_TIME_LIMITS = {
  headersMs: 10 * SECOND_MS,
  requestMs: 20 * SECOND_MS,
  idleMs: 30 * SECOND_MS,
  /** How often Node looks for requests past their time (its default, 30 s, would double the limits). */
  checkIntervalMs: SECOND_MS,
} as const;
/** Pages rendered at once; renders past it wait up to `maxWaitMs`, at most `maxQueued` of them, else 503. */
export const RENDER_LIMITS = { maxConcurrent: 4, maxWaitMs: 3 * SECOND_MS, maxQueued: 64 } as const;
/** The Retry-After of a 503 sent when every render slot stayed busy. */
export const RENDER_BUSY_RETRY_AFTER_SECONDS = 2;
/** A render may stream for this long before React gives up on what is still pending. */
export const RENDER_STREAM_TIMEOUT_MS = 5 * SECOND_MS;
/** Rendered pages each instance keeps in memory, least recently used out first. */
export const PAGE_CACHE_MAX_ENTRIES = 500;
/**
 * A stale page is rendered again this long after the request that found it. A render holds the server's one
 * thread for tens of milliseconds: started at once, it delayed that very visitor's stylesheet, fonts and
 * images (by 50 to 150 ms), and Lighthouse counts such waits into every request of the origin. Started a
 * second later, it runs once the visitor's first screen is in; the stale copy serves everyone meanwhile.
 */
export const PAGE_REVALIDATE_DELAY_MS = SECOND_MS;
/** The deferred scripts start at the latest this long after the page, if the first paint never comes. */
export const DEFERRED_SCRIPTS_LATEST_MS = 3 * SECOND_MS;
/** The browser gives up on an API call after this long. */
export const BROWSER_API_TIMEOUT_MS = 15 * SECOND_MS;
/** Retry-After when no database connection became free in time, and when the database cannot be reached. */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 1;
export const DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
/** Small memos of answers worked out per header value (encodings, bot or browser), emptied when full. */
export const ENCODING_MEMO_MAX_ENTRIES = 256;
export const USER_AGENT_MEMO_MAX_ENTRIES = 1_000;

/** Catalogue answers kept per instance, and how long a stale one may still be served while it refreshes. */
export const CATALOGUE_CACHE_LIMITS = { maxEntries: 1_000, maxStaleMs: 5 * MINUTE_MS } as const;

// ---------------------------------------------------------------------------------------------------------
// The database

/**
 * An outage must surface as a quick 503, not a request that hangs: a connection that does not open within
 * 1 s or a query unanswered for 1.5 s fails, and with it every caller waiting for a connection. A burst only
 * waits its turn: up to 5 s behind the callers ahead of it.
 */
export const DATABASE_POOL = {
  maxConnections: 10,
  connectionTimeoutMs: SECOND_MS,
  queryTimeoutMs: 1_500,
  queueTimeoutMs: 5 * SECOND_MS,
  idleTimeoutMs: 10 * SECOND_MS,
} as const;
/** How long a check that the database answers may take. */
export const DATABASE_PING_TIMEOUT_MS = 2 * SECOND_MS;
/** The health check's ping (`GET /api/health`). */
export const HEALTH_CHECK_PING_TIMEOUT_MS = 1_500;
/** How long an instance waits for another one's start-up work (migrations, the first owner). */
export const STARTUP_LOCK_WAIT_MS = 2 * MINUTE_MS;
export const STARTUP_CONNECTION_TIMEOUT_MS = 5 * SECOND_MS;
/** Writes that arrive together are sent in one statement, up to this many. */
export const WRITE_BATCH_MAX = 200;
/** Accessories inserted per statement while seeding, and the most `db:seed --count` makes. */
export const SEED_BATCH_SIZE = 500;
export const SEED_COUNT_MAX = 1_000_000;

/** The cache bus's own connection (LISTEN/NOTIFY between instances). */
export const CACHE_BUS_LIMITS = {
  heartbeatMs: 5 * SECOND_MS,
  maxReconnectDelayMs: 5 * SECOND_MS,
  /** Start-up waits this long for the first LISTEN, then goes on and keeps trying. */
  startTimeoutMs: 5 * SECOND_MS,
  connectionTimeoutMs: 2 * SECOND_MS,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Order tracking

/**
 * Tracking attempts per client and RATE_LIMIT_WINDOW_MS, page and API together: enough for a customer who
 * mistypes a few times, far too few to walk through order numbers or phones.
 */
export const TRACK_ORDER_RATE_MAX = 10;
/** An order number as customers type it (`NI-2611-0042`, with room for spaces); longer names nothing. */
export const TRACK_ORDER_NUMBER_MAX_LENGTH = 40;
/** The tracking page's form post: two short fields. */
export const TRACK_ORDER_FORM_BODY_LIMIT_BYTES = 2 * KIB;
/** A phone as people type it (`+880 1711-223344`), separators included. */
export const TRACK_ORDER_PHONE_MAX_LENGTH = 30;

/**
 * Couriers' published limits (decision 022): Steadfast and Pathao refuse longer fields, so the booking form
 * and the server refuse them first, beside the field.
 */
export const COURIER_LIMITS = {
  steadfast: {
    nameMin: 1,
    nameMax: 100,
    addressMin: 1,
    addressMax: 250,
    noteMax: 480,
    itemDescriptionMax: 255,
  },
  pathao: {
    nameMin: 3,
    nameMax: 100,
    addressMin: 10,
    addressMax: 220,
    noteMax: 480,
    itemDescriptionMax: 255,
  },
} as const;
/** Whole taka a courier may collect at the door (Steadfast's published ceiling). */
export const COURIER_CASH_MAX = 1_000_000;
/** Pathao's weights, 0.5 to 10 kg, in grams; Steadfast does not ask. */
export const COURIER_WEIGHT_MIN_GRAMS = 500;
export const COURIER_WEIGHT_MAX_GRAMS = 10_000;
/** A phone's history marks an order medium or high risk from these shares of cancelled or returned orders. */
export const RISK_MEDIUM_SHARE = 0.2;
export const RISK_HIGH_SHARE = 0.4;
/**
 * Polling, the fallback when a courier's webhook is missed: every few minutes one job (once across all
 * server processes: the outbox's dedupe key per time slot) asks about shipped parcels the courier has not
 * spoken of for six hours, at most this many per courier per run, one call at a time with a pause between
 * (Pathao keeps to about 60 a minute; Steadfast caches a status for 60 s), and starts no call after the
 * run's budget, well inside the outbox's lease.
 */
export const COURIER_POLL_INTERVAL_MS = 5 * MINUTE_MS;
export const COURIER_POLL_STALE_MS = 6 * HOUR_MS;
export const COURIER_POLL_PER_RUN = 20;
export const COURIER_POLL_SPACING_MS = 1_500;
export const COURIER_POLL_BUDGET_MS = 60 * SECOND_MS;
/** Steadfast's answer about a phone number is kept this long; opening the order again does not ask again. */
export const COURIER_PHONE_CHECK_CACHE_MS = DAY_MS;
/** How long the Reconcile page waits for Steadfast's balance before showing the page without it. */
export const COURIER_BALANCE_TIMEOUT_MS = 3 * SECOND_MS;
/** Steadfast's balance is read at most this often per process; opening Reconcile again shows the same figure. */
export const COURIER_BALANCE_CACHE_MS = 5 * MINUTE_MS;
/**
 * After a timeout, a 5xx or an unreadable answer the balance is asked again this soon. Refused keys wait the
 * full COURIER_BALANCE_CACHE_MS: ten refusals in five minutes lock the shop's address out for an hour.
 */
export const COURIER_BALANCE_RETRY_MS = MINUTE_MS;
/** Webhook bodies from couriers are small JSON objects. */
export const COURIER_WEBHOOK_BODY_LIMIT_BYTES = 16 * 1024;
/** Requests a minute a courier's webhook address takes from one client address. */
export const COURIER_WEBHOOK_RATE_LIMIT_MAX = 120;
/**
 * Orders booked with a courier in one bulk request from the order list: each is its own outbox job, so this
 * bounds one request's work (a page of the list holds fewer), not the courier's bulk endpoint.
 */
export const COURIER_BULK_BOOKING_LIMIT = 100;
/** Parcel labels printed at once (four A6 labels to an A4 sheet). */
export const PARCEL_LABELS_MAX = 100;
