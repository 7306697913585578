// @ts-check
/*
 * The e2e server's request clock (loaded with `node --import` by start-app-server.ts, never by the app):
 * a request carrying `x-e2e-clock: <epoch ms>` runs as if the wall clock read that instant when it
 * arrived (Date.now() and `new Date()` inside it, whatever they call, are shifted by the difference);
 * every other request, and everything outside a request, sees the real clock. A spec uses it to let
 * time pass for one page (page.setExtraHTTPHeaders) without touching any other spec's requests: a
 * cancellation quoted at 6 h 00 m 30 s before the pick-up and confirmed a minute later, say.
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
 * @param {...any} args
 */
function ShiftedDate(...args) {
  if (!new.target) return new RealDate(RealDate.now() + offset()).toString();
  // @ts-expect-error: the spread of a Date constructor's own arguments
  return args.length === 0 ? new RealDate(RealDate.now() + offset()) : new RealDate(...args);
}
ShiftedDate.prototype = RealDate.prototype;
ShiftedDate.now = () => RealDate.now() + offset();
ShiftedDate.parse = RealDate.parse;
ShiftedDate.UTC = RealDate.UTC;
// @ts-expect-error: replacing the global constructor for this test process only
globalThis.Date = ShiftedDate;

const emit = http.Server.prototype.emit;
/** @this {http.Server} @param {string | symbol} event @param {...any} args */
http.Server.prototype.emit = function emitWithClock(event, ...args) {
  const request = event === 'request' ? /** @type {http.IncomingMessage} */ (args[0]) : null;
  const at = request ? Number(request.headers[HEADER]) : Number.NaN;
  if (!Number.isFinite(at)) return emit.call(this, event, ...args);
  return offsets.run(at - RealDate.now(), () => emit.call(this, event, ...args));
};
