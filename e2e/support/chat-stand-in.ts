import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the live-chat vendor's loader script (LiveChat's `tracking.js`): served
 * over real HTTP from its own origin, it defines `window.LiveChatWidget` with the vendor's
 * `call` / `on` API and records everything the page sets on it in `window.__chatStandIn`.
 * `userSets(state)` plays the visitor clicking the widget (fires `visibility_changed`).
 */
const SCRIPT = `(function () {
  var calls = [];
  var handlers = {};
  var state = 'minimized';
  function emit(v) { state = v; (handlers.visibility_changed || []).forEach(function (h) { h({ visibility: v }); }); }
  window.__chatStandIn = {
    calls: calls,
    license: window.__lc && window.__lc.license,
    state: function () { return state; },
    userSets: emit,
  };
  window.LiveChatWidget = {
    call: function (command) {
      calls.push([command].concat([].slice.call(arguments, 1)));
      if (command === 'maximize') emit('maximized');
      if (command === 'minimize') emit('minimized');
      if (command === 'hide') emit('hidden');
    },
    on: function (event, handler) { (handlers[event] = handlers[event] || []).push(handler); },
  };
})();`;

export interface ChatStandIn {
  origin: string;
  scriptUrl: string;
  /** How many times the script was fetched. */
  hits(): number;
  close(): Promise<void>;
}

export async function startChatStandIn(): Promise<ChatStandIn> {
  let hits = 0;
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/tracking.js')) {
      hits++;
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(SCRIPT);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    scriptUrl: `${origin}/tracking.js`,
    hits: () => hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
