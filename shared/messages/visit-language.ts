/**
 * The language of this page's visit (issue #33, D83), for the web app's catalogue: the server renders each
 * mail and message in its recipient's language and never sets it. A Hindi visit puts the Hindi twins in
 * place in two steps, both before any code reads them: the home page's few files before the first render
 * (web/src/lib/i18n/apply-hindi.ts), the rest when the full catalogue (../messages.ts) first loads, so the
 * home page downloads only the Hindi it shows. Each step notes the English text of every key it replaces:
 * the web shows a text the server wrote through its twin.
 */
let hindi = false;
const twins = new Map<string, string>();

export function hindiVisit(): boolean {
  return hindi;
}

export function startHindiVisit(): void {
  hindi = true;
}

/** Assigns `twin` over `english` (a catalogue part, or `msg`/`text`), noting each replaced text's twin. */
export function putTwins(english: object, twin: object): void {
  const from = english as Record<string, unknown>;
  for (const [key, value] of Object.entries(twin as Record<string, unknown>)) {
    const before = from[key];
    if (typeof before === 'string' && typeof value === 'string' && !twins.has(before)) twins.set(before, value);
  }
  Object.assign(english, twin);
}

/** The visit's text for an English text of the catalogue; any other text as it is. */
export function twinOf(english: string): string {
  return twins.get(english) ?? english;
}
