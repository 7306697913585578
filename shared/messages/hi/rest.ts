/**
 * The second step of a Hindi visit (D83): every part of the catalogue, and the `msg`/`text` they are spread
 * into, get their Hindi twins. ../../messages.ts runs it when it first loads in a Hindi visit.
 */
import { msgParts, textParts } from '../parts.ts';
import { putTwins } from '../visit-language.ts';
import { hiMsgParts, hiTextParts } from './index.ts';

export function applyHindiRest(msg: object, text: object): void {
  for (const part of Object.keys(msgParts) as (keyof typeof msgParts)[]) {
    putTwins(msgParts[part], hiMsgParts[part]);
    putTwins(msg, hiMsgParts[part]);
  }
  for (const part of Object.keys(textParts) as (keyof typeof textParts)[]) {
    putTwins(textParts[part], hiTextParts[part]);
    putTwins(text, hiTextParts[part]);
  }
}
