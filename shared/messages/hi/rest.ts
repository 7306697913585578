/**
 * The second step of a Hindi visit (D83): every part of the catalogue, and the `msg`/`text` they are spread
 * into, get their Hindi twins. ../../messages.ts runs it when it first loads in a Hindi visit, handing over
 * the English parts: this chunk must import nothing of the chunk that awaits it (a cycle would never settle).
 */
import type { MsgParts, TextParts } from '../parts.ts';
import { putTwins } from '../visit-language.ts';
import { hiMsgParts, hiTextParts } from './index.ts';

export function applyHindiRest(english: { msgParts: MsgParts; textParts: TextParts; msg: object; text: object }): void {
  for (const part of Object.keys(hiMsgParts) as (keyof MsgParts)[]) {
    putTwins(english.msgParts[part], hiMsgParts[part]);
    putTwins(english.msg, hiMsgParts[part]);
  }
  for (const part of Object.keys(hiTextParts) as (keyof TextParts)[]) {
    putTwins(english.textParts[part], hiTextParts[part]);
    putTwins(english.text, hiTextParts[part]);
  }
}
