import { msg, text } from '#shared/messages.ts';
import { hiMsgParts, hiTextParts } from '#shared/messages/hi/index.ts';
import { msgParts, textParts } from '#shared/messages/parts.ts';

type Texts = Record<string, unknown>;

/**
 * Puts the Hindi catalogue in place of the English one (issue #33, D83): every part object (the files the
 * home page imports directly) and the `msg`/`text` they are spread into, before the first render. Answers
 * the server-text translator: the English text of a key → its Hindi twin.
 */
export function applyHindi(): (english: string) => string {
  const hindiOf = new Map<string, string>();
  const put = (english: Texts, hindi: Texts, composed: Texts) => {
    for (const [key, value] of Object.entries(english)) {
      const twin = hindi[key];
      if (typeof value === 'string' && typeof twin === 'string' && !hindiOf.has(value)) hindiOf.set(value, twin);
    }
    Object.assign(english, hindi);
    Object.assign(composed, hindi);
  };
  for (const part of Object.keys(msgParts) as (keyof typeof msgParts)[]) {
    put(msgParts[part], hiMsgParts[part], msg);
  }
  for (const part of Object.keys(textParts) as (keyof typeof textParts)[]) {
    put(textParts[part], hiTextParts[part], text);
  }
  return (english) => hindiOf.get(english) ?? english;
}
