/**
 * The PNG's "midgame" sample (SampleBoards) as the function's GameView gives it: Bob (Black) played
 * H6xI5 F8-I5; Alice (White) is to capture; a spectator looks.
 */
import type { GameView, Stack } from '../../src/api.js';

const white = (type: Stack['type'], height = 1): Stack => ({ colour: 'white', type, height });
const black = (type: Stack['type'], height = 1): Stack => ({ colour: 'black', type, height });

export const MIDGAME: GameView = {
  id: 'gsd3m', version: 53, status: 'active', turn: 27,
  position: 'T2----/----T-/-------/-------z7/--a2-----/A-------/-------/--T4---/a2-Z3Tt4 w 1',
  sideToMove: 'white', step: 'first',
  stacks: {
    A1: white('tott', 2), B5: white('tott'), D8: black('tzaar', 7), E3: black('tzarra', 2), F1: white('tzarra'),
    H3: white('tott', 4), I1: black('tzarra', 2), I3: white('tzaar', 3), I4: white('tott'), I5: black('tott', 4),
  },
  white: { id: '1', name: 'Alice' }, black: { id: '2', name: 'Bob' },
  toAct: '1', viewer: null, legalActions: [],
  lastTurn: {
    before: 'T2----/----T-/-------/-------z7/--a2-----/A------t2/-------/--T4--t2/a2-Z3TT b 1',
    actions: ['H6xI5', 'F8-I5'], mover: 'black', goesOn: false,
    trace: [
      { kind: 'capture', from: 'H6', to: 'I5', took: white('tott'), landed: black('tott', 2) },
      { kind: 'stack', from: 'F8', to: 'I5', landed: black('tott', 4) },
    ],
  },
  clock: null, result: null,
};
