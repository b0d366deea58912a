/**
 * The API tests need jest started with Node's --experimental-vm-modules flag (`npm test -w api` does it):
 * PGlite's CommonJS build loads Node modules with import(), and sanitize-html requires the ESM-only
 * htmlparser2; jest runs either only with that flag. Every API test file imports this module first, so a run
 * without the flag fails with this message rather than "Must use import to load ES Module".
 */
const FLAG = '--experimental-vm-modules';

if (!process.execArgv.includes(FLAG) && !(process.env.NODE_OPTIONS ?? '').includes(FLAG)) {
  throw new Error(
    `The API tests need Node's ${FLAG} flag: run \`npm test -w api\`, or \`NODE_OPTIONS=${FLAG} npx jest --selectProjects api\`.`,
  );
}

export {};
