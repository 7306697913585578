import { formatDate } from '#web/lib/format.ts';

/** A message's time: '09:30 am' when it is from today (India time), else '22 Nov 2025, 09:30 am'. */
export function formatChatTime(iso: string, now: Date = new Date()): string {
  const sameDay = formatDate(iso, 'iso') === formatDate(now, 'iso');
  return formatDate(iso, sameDay ? 'time' : 'dateTime');
}
