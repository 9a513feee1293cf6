// What the page (app/main) uses of the rounds: the round bar and the clock's actions.
export { RoundInfo } from './RoundInfo';
export { refreshTimeOffset, startRoundClock } from './round-store';
