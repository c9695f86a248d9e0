/** @carcassonne/protocol — the online game's messages, shared by the server and the browser client. */
export { LIMITS } from './limits.js';
export { SEAT_BOTS, PLAIN_BOTS, BOT_LEVELS, isLevelBot, seatLevel, type SeatBot, type PlainBot } from './seats.js';
export { cleanName, cleanChat, type Checked } from './names.js';
export * from './client.js';
export * from './server.js';
export * from './http.js';
