// The local game's code: the controller, the engine and the bots' runner. The first screen has
// none of it; App.tsx loads it when a game starts, is taken up again or is read from a file,
// and the page fetches it ahead with the play screen (next-screen.ts).
export { Controller } from './controller.js';
export { fileName, readRecord, seatsFor } from './records.js';
