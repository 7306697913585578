// @ts-check
/*
 * The e2e server's request clock (loaded with `node --import` by e2e/support/start-app-server.ts, never
 * by the app): a request carrying `x-e2e-clock: <epoch ms>` runs as if the wall clock read that instant
 * when it arrived (Date.now() and `new Date()` inside it, whatever they call, are shifted by the
 * difference); every other request, and everything outside a request, sees the real clock. A spec uses
 * it to let time pass for its own page (page.setExtraHTTPHeaders) without touching any other spec's
 * requests: a cancellation quoted at 6 h 00 m 30 s before the pick-up and confirmed a minute later, say.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';

const HEADER = 'x-e2e-clock';
/** @type {AsyncLocalStorage<number>} the offset in ms of the request being handled */
const offsets = new AsyncLocalStorage();
const RealDate = globalThis.Date;
const offset = () => offsets.getStore() ?? 0;

/**
 * `Date` with its no-argument forms read through the request's offset; the objects it makes are plain
 * Dates (same prototype), so `instanceof Date` and every method behave as before.
 * @param {...(string | number | Date)} args
 */
function ShiftedDate(...args) {
  if (!new.target) return new RealDate(RealDate.now() + offset()).toString();
  if (args.length === 0) return new RealDate(RealDate.now() + offset());
  // @ts-expect-error: the Date constructor's own overloads, passed through as given
  return new RealDate(...args);
}
ShiftedDate.prototype = RealDate.prototype;
ShiftedDate.now = () => RealDate.now() + offset();
ShiftedDate.parse = RealDate.parse.bind(RealDate);
ShiftedDate.UTC = RealDate.UTC.bind(RealDate);
// @ts-expect-error: replacing the global constructor, in the e2e server process only
globalThis.Date = ShiftedDate;

/** @type {(this: http.Server, event: string | symbol, ...args: unknown[]) => boolean} */
// eslint-disable-next-line @typescript-eslint/unbound-method -- called with its server through Reflect.apply
const emit = http.Server.prototype.emit;
/**
 * @this {http.Server}
 * @param {string | symbol} event
 * @param {unknown[]} args
 * @returns {boolean}
 */
function emitWithClock(event, ...args) {
  const request = event === 'request' ? /** @type {http.IncomingMessage} */ (args[0]) : null;
  const at = request ? Number(request.headers[HEADER]) : Number.NaN;
  const call = () => emit.call(this, event, ...args);
  return Number.isFinite(at) ? offsets.run(at - RealDate.now(), call) : call();
}
http.Server.prototype.emit = emitWithClock;
