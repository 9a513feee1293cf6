// Every HTTP endpoint, by domain: `call(system.ping, {})` in the app, `route(app, system.ping, …)`
// on the server, `pathOf(system.ping)` in mocks and tests.
export * as system from './system';
