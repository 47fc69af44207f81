/**
 * The page's words in English and French. Where the PNG says the same thing, the words are the
 * PNG's (api/.../i18n/messages*.properties: picture.*, alt.*, reason.*), so the page and the
 * channel's picture never disagree. {0}, {1}... are filled in order; a test keeps the two
 * languages' keys and placeholders the same.
 */
export type Locale = 'en' | 'fr';

export const EN = {
  'side.white': 'White',
  'side.black': 'Black',
  'colour.white': 'white',
  'colour.black': 'black',
  'piece.tzaar': 'Tzaar',
  'piece.tzarra': 'Tzarra',
  'piece.tott': 'Tott',
  'pieces.tzaar': 'Tzaars',
  'pieces.tzarra': 'Tzarras',
  'pieces.tott': 'Totts',
  'reason.lastOfType': '{0} has no {1} left',
  'reason.noCapture': '{0} cannot capture',
  'reason.resigned': '{0} resigned',
  'reason.timedOut': '{0} ran out of time',
  'task.first': 'capture',
  'task.second': 'second action: capture, stack or pass',
  'task.placement': 'place a piece',
  'turn.last': 'Last turn',
  'turn.soFar': 'This turn so far',
  'turn.heading': '{0}, {1}',
  'turn.placed': '{0} on {1}',
  'card.wins': 'wins',
  'card.toPlay': 'to play',
  'legend.toPlace': '{0} left',
  'status.wins': '{0} wins',
  'status.turn': 'Turn {0}',
  'status.toPlay': 'To play',
  'status.task': '{0}: {1}',
  'status.noGame': 'No game is being played here: this is the start position.',
  'status.watching': 'You are watching this game.',
  'status.yourTurn': 'Your turn: {0}.',
  'status.waiting': 'Waiting for {0}.',
  'status.challenged': 'This game has not started: the challenge is waiting for an answer.',
  'status.closed': 'This game is not being played.',
  'cell.empty': '{0}, empty',
  'cell.white': '{0}, white {1}',
  'cell.black': '{0}, black {1}',
  'cell.whiteStack': '{0}, white {1}, stack of {2}',
  'cell.blackStack': '{0}, black {1}, stack of {2}',
  'cell.selected': '{0}, chosen',
  'cell.movable': '{0}, can move',
  'cell.captureHere': '{0}, capture here',
  'cell.stackHere': '{0}, stack here',
  'cell.placeHere': '{0}, place here',
  'board.label': 'TZAAR board',
  'stack.white': 'a white {0}',
  'stack.black': 'a black {0}',
  'stack.whiteTall': 'a white {0} stack of {1}',
  'stack.blackTall': 'a black {0} stack of {1}',
  'announce.took': '{0}x{1} took {2}',
  'announce.stacked': '{0}-{1} made a stack of {2}',
  'announce.placed': 'placed a {0} on {1}',
  'announce.passed': 'passed',
  'announce.then': '{0}, then {1}',
  'announce.turn': '{0}: {1}.',
  'announce.over': 'Game over: {0} wins; {1}.',
  'announce.chosen': 'Stack on {0} chosen: it can go to {1}.',
  'announce.placing': 'Placing a {0}: choose a lit cell.',
  'announce.cancelled': 'Choice cleared.',
  'control.pass': 'Pass',
  'control.cancel': 'Cancel',
  'control.place': 'Piece to place',
  'control.playAs': 'Play as',
  'control.game': 'Game',
  'control.gameOption': '{0} – {1} ({2})',
  'clock.days': '{0} d {1} h',
  'clock.hours': '{0} h',
  'clock.minutes': '{0} min',
  'clock.heading': 'Clock: {0} per move',
  'clock.perMove': '{0} d',
  'error.stale': 'The game changed in the meantime: here it is now.',
  'error.network': 'The connection was lost; trying again…',
  'error.unauthorized': 'Discord did not confirm who you are. Close the Activity and open it again.',
  'error.start': 'The Activity could not start: {0}',
  'sending': 'Playing {0}…',
} as const;

export type Key = keyof typeof EN;

export const FR: Record<Key, string> = {
  'side.white': 'Blanc',
  'side.black': 'Noir',
  'colour.white': 'blanc',
  'colour.black': 'noir',
  'piece.tzaar': 'Tzaar',
  'piece.tzarra': 'Tzarra',
  'piece.tott': 'Tott',
  'pieces.tzaar': 'Tzaars',
  'pieces.tzarra': 'Tzarras',
  'pieces.tott': 'Totts',
  'reason.lastOfType': '{0} n’a plus de {1}',
  'reason.noCapture': '{0} ne peut plus capturer',
  'reason.resigned': '{0} a abandonné',
  'reason.timedOut': '{0} n’a pas joué à temps',
  'task.first': 'capturer',
  'task.second': 'seconde action : capturer, empiler ou passer',
  'task.placement': 'placer une pièce',
  'turn.last': 'Dernier tour',
  'turn.soFar': 'Ce tour jusqu’ici',
  'turn.heading': '{0}, {1}',
  'turn.placed': '{0} en {1}',
  'card.wins': 'gagne',
  'card.toPlay': 'à jouer',
  'legend.toPlace': '{0} en main',
  'status.wins': '{0} gagne',
  'status.turn': 'Tour {0}',
  'status.toPlay': 'À jouer',
  'status.task': '{0} : {1}',
  'status.noGame': 'Aucune partie ne se joue ici : voici la position de départ.',
  'status.watching': 'Vous regardez cette partie.',
  'status.yourTurn': 'À vous : {0}.',
  'status.waiting': 'En attente de {0}.',
  'status.challenged': 'Cette partie n’a pas commencé : le défi attend une réponse.',
  'status.closed': 'Cette partie ne se joue pas.',
  'cell.empty': '{0}, vide',
  'cell.white': '{0}, {1} blanc',
  'cell.black': '{0}, {1} noir',
  'cell.whiteStack': '{0}, {1} blanc, pile de {2}',
  'cell.blackStack': '{0}, {1} noir, pile de {2}',
  'cell.selected': '{0}, choisie',
  'cell.movable': '{0}, peut jouer',
  'cell.captureHere': '{0}, capturer ici',
  'cell.stackHere': '{0}, empiler ici',
  'cell.placeHere': '{0}, placer ici',
  'board.label': 'Plateau de TZAAR',
  'stack.white': 'un {0} blanc',
  'stack.black': 'un {0} noir',
  'stack.whiteTall': 'une pile blanche de {1} surmontée d’un {0}',
  'stack.blackTall': 'une pile noire de {1} surmontée d’un {0}',
  'announce.took': '{0}x{1} a pris {2}',
  'announce.stacked': '{0}-{1} a formé une pile de {2}',
  'announce.placed': 'a placé un {0} en {1}',
  'announce.passed': 'a passé',
  'announce.then': '{0}, puis {1}',
  'announce.turn': '{0} : {1}.',
  'announce.over': 'Partie terminée : {0} gagne ; {1}.',
  'announce.chosen': 'Pile en {0} choisie : elle peut aller en {1}.',
  'announce.placing': 'Placer un {0} : choisissez une case éclairée.',
  'announce.cancelled': 'Choix annulé.',
  'control.pass': 'Passer',
  'control.cancel': 'Annuler',
  'control.place': 'Pièce à placer',
  'control.playAs': 'Jouer en tant que',
  'control.game': 'Partie',
  'control.gameOption': '{0} – {1} ({2})',
  'clock.days': '{0} j {1} h',
  'clock.hours': '{0} h',
  'clock.minutes': '{0} min',
  'clock.heading': 'Pendule : {0} par coup',
  'clock.perMove': '{0} j',
  'error.stale': 'La partie a changé entre-temps : la voici maintenant.',
  'error.network': 'La connexion est perdue ; nouvel essai…',
  'error.unauthorized': 'Discord n’a pas confirmé qui vous êtes. Fermez l’Activité et ouvrez-la de nouveau.',
  'error.start': 'L’Activité n’a pas pu démarrer : {0}',
  'sending': 'Coup {0} en cours…',
};

export const DICTIONARIES: Readonly<Record<Locale, Readonly<Record<Key, string>>>> = { en: EN, fr: FR };

/** The page's language for a locale tag as Discord or a browser names it ("fr", "fr-CA", "en-US"). */
export function localeOf(tag: string | null | undefined): Locale {
  return tag && tag.trim().toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export type Say = (key: Key, ...args: (string | number)[]) => string;

/** The words of one language: say('status.turn', 27) is "Turn 27". */
export function words(locale: Locale): Say {
  const dictionary = DICTIONARIES[locale];
  return (key, ...args) => fill(dictionary[key], args);
}

export function fill(template: string, args: readonly (string | number)[]): string {
  return template.replace(/\{(\d)\}/g, (match, index: string) => {
    const value = args[Number(index)];
    return value === undefined ? match : String(value);
  });
}
