/**
 * The page's words in English and French. Where the picture says the same thing, the words are the
 * picture's own, under its keys (picture.*, alt.*, reason.*...): the build takes them from api's
 * bundles (scripts/bundleWords.mjs), so the page and the channel's picture never disagree. The rest
 * are the page's. Patterns are the bundles' MessageFormat: {0}, {1}... filled in order, and
 * {1,choice,1#...|1<...} choosing by a number; a test keeps the two languages' keys and placeholders
 * the same.
 */
import { BUNDLE_WORDS } from './generated/bundleWords.js';

export type Locale = 'en' | 'fr';

const PAGE_EN = {
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
  'announce.turn': '{0}: {1}.',
  'announce.chosen': '{1} on {0} chosen: it can go to {2}.',
  'announce.chosenStack': 'Stack of {1} on {0} chosen: it can go to {2}.',
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
  'status.tapRinged': 'Tap a ringed piece.',
  'status.tapLit': 'Choose a piece, then tap a lit cell.',
  'tap.empty': '{0} is empty.',
  'tap.theirs': '{2,choice,1#That is {1}’s piece on {0}|1<That is {1}’s stack of {2} on {0}}.',
  'tap.notYourTurn': 'It is {0}’s turn.',
  'tap.cannotAct': '{1,choice,1#Your piece on {0}|1<Your stack of {1} on {0}} cannot move now.',
  'tap.notPlaceable': 'You cannot place a piece on {0}.',
  'tap.watching': 'You are watching: only the players move.',
  'tap.over': 'This game is over: step through it with First, Back, Forward and Last.',
  'tap.onlyPass': 'Nothing can move now: press Pass.',
  'tap.tryOver': 'This try is over: choose what comes next below.',
  'step.label': 'Step through the game',
  'step.first': 'First',
  'step.back': 'Back',
  'step.forward': 'Forward',
  'step.last': 'Last',
  'step.at': 'Turn {0} of {1}',
  'step.start': 'The start, before turn 1 of {0}',
  'step.shown': 'After turn {0} of {1}.',
  'step.shownStart': 'The start of the game.',
  'control.finished': '{0} – {1} ({2}, finished)',
  'control.pickGame': 'Choose a game',
} as const;

export const EN = { ...BUNDLE_WORDS.en, ...PAGE_EN };

export type Key = keyof typeof EN;

const PAGE_FR: Record<keyof typeof PAGE_EN, string> = {
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
  'announce.turn': '{0} : {1}.',
  'announce.chosen': 'Choisi : {1} en {0}, qui peut aller en {2}.',
  'announce.chosenStack': 'Choisie : la pile de {1} en {0}, qui peut aller en {2}.',
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
  'status.tapRinged': 'Touchez une pièce cerclée.',
  'status.tapLit': 'Choisissez une pièce, puis touchez une case éclairée.',
  'tap.empty': '{0} est vide.',
  'tap.theirs': '{2,choice,1#C’est une pièce de {1} en {0}|1<C’est une pile de {2} de {1} en {0}}.',
  'tap.notYourTurn': 'C’est au tour de {0}.',
  'tap.cannotAct': '{1,choice,1#Votre pièce en {0}|1<Votre pile de {1} en {0}} ne peut pas jouer maintenant.',
  'tap.notPlaceable': 'Vous ne pouvez pas placer de pièce en {0}.',
  'tap.watching': 'Vous regardez : seuls les joueurs jouent.',
  'tap.over': 'Cette partie est finie : parcourez-la avec Début, Retour, Suivant et Fin.',
  'tap.onlyPass': 'Rien ne peut bouger maintenant : appuyez sur Passer.',
  'tap.tryOver': 'Cet essai est fini : choisissez la suite ci-dessous.',
  'step.label': 'Parcourir la partie',
  'step.first': 'Début',
  'step.back': 'Retour',
  'step.forward': 'Suivant',
  'step.last': 'Fin',
  'step.at': 'Tour {0} sur {1}',
  'step.start': 'Le départ, avant le tour 1 sur {0}',
  'step.shown': 'Après le tour {0} sur {1}.',
  'step.shownStart': 'Le départ de la partie.',
  'control.finished': '{0} – {1} ({2}, finie)',
  'control.pickGame': 'Choisir une partie',
};

export const FR: Record<Key, string> = { ...BUNDLE_WORDS.fr, ...PAGE_FR };

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

/** A pattern with its arguments: "{0}" the first, "{1,choice,1#one|1<{1} of them}" by the second's number. */
export function fill(template: string, args: readonly (string | number)[]): string {
  let out = '';
  let at = 0;
  for (let open = template.indexOf('{'); open >= 0; open = template.indexOf('{', at)) {
    const close = closing(template, open);
    if (close < 0) {
      break;
    }
    out += template.slice(at, open) + argument(template.slice(open + 1, close), args);
    at = close + 1;
  }
  return out + template.slice(at);
}

function argument(body: string, args: readonly (string | number)[]): string {
  const parts = /^(\d)(?:,choice,([^]*))?$/.exec(body);
  const value = parts ? args[Number(parts[1])] : undefined;
  if (value === undefined) {
    return `{${body}}`;
  }
  return parts![2] === undefined ? String(value) : fill(choose(parts![2], Number(value)), args);
}

/** ChoiceFormat's rule: of "limit#text" (from limit up) and "limit<text" (above it), the last that n reaches. */
function choose(choices: string, n: number): string {
  let chosen: string | null = null;
  for (const choice of choices.split('|')) {
    const parts = /^(-?\d+(?:\.\d+)?)([#<])([^]*)$/.exec(choice);
    if (parts && (chosen === null || (parts[2] === '#' ? n >= Number(parts[1]) : n > Number(parts[1])))) {
      chosen = parts[3]!;
    }
  }
  return chosen ?? '';
}

/** Where the brace opened at `open` closes, braces inside counted; -1 when it does not. */
function closing(template: string, open: number): number {
  let depth = 0;
  for (let i = open; i < template.length; i++) {
    if (template[i] === '{') {
      depth++;
    } else if (template[i] === '}' && --depth === 0) {
      return i;
    }
  }
  return -1;
}
