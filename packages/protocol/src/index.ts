/** @carcassonne/protocol — the online game's messages, shared by the server and the browser client. */
export { LIMITS, SEAT_BOTS, BOT_LEVELS, type SeatBot } from './limits.js';
export { cleanName, cleanChat, type Checked } from './names.js';
export * from './client.js';
export * from './server.js';
export * from './http.js';
