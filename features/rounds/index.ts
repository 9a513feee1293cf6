export { RoundInfo } from './RoundInfo';
export {
  serverClock,
  refreshTimeOffset,
  remainingMs,
  secondsLeft,
  editLocked,
  roundState,
  startRoundClock,
  stopRoundClock,
  advanceTurnManually,
} from './round-store';
