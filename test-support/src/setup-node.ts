/**
 * Set up before every test file of the Node projects (api, server, scripts, contracts). Their tests run real
 * database work in PGlite (PostgreSQL compiled to WebAssembly) on two busy cores: a test that writes a few
 * hundred rows takes seconds of CPU, past jest's 5-second default for no fault of its own. (jest ignores
 * `testTimeout` given per project, so it is set here.)
 */
jest.setTimeout(20_000);

export {};
