/**
 * The texts of partner availability (issue #19): blocks, the turnaround buffer, the calendar, iCal.
 * ../messages.ts spreads them into `msg` and `text`; add new ones here, not there.
 */
export const availabilityMsg = {
  bikeBookedThen: 'This bike is booked during that time',
  blockReasonInvalid: 'Choose service, offline or other',
  blockEndsBeforeStart: 'A block must end after it starts',
  blockTooLong: 'A block can last at most a year',
  blockNotFound: 'Block not found',
  monthInvalid: 'Month must be YYYY-MM',
  bufferInvalid: 'Buffer must be 0 to 240 minutes in steps of 30',
  calendarTokenInvalid: 'This calendar address is no longer valid',
  // the web calendar's own (the server's answers carry their own message)
  confirmUnblock: 'Yes, remove it!',
  confirmRenewAddress: 'Yes, renew it!',
  calendarLoadFailed: "Couldn't load this calendar",
  addressCopied: 'Address copied',
  addressCopyFailed: "Couldn't copy: select the address and copy it yourself",
} as const;

/** '30 min', '1 h', '1 h 30 min'; 0 is 'None'. */
function bufferLabel(minutes: number): string {
  if (minutes <= 0) return 'None';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export const availabilityText = {
  blockReasons: { service: 'Service', offline: 'Offline rental', other: 'Other' },
  // the turnaround buffer (profile)
  bufferLabel,
  turnaroundBuffer: 'Turnaround buffer',
  turnaroundBufferHint: 'How long each bike stays unavailable after every drop, to check and clean it.',
  // the bike's calendar page
  calendarLink: 'Calendar',
  calendarLinkLabel: (bike: string) => `Calendar of ${bike}`,
  calendarTitle: 'Calendar',
  calendarTitleOf: (bike: string) => `Calendar – ${bike}`,
  backToBikes: 'Back to bikes',
  calendarIntro:
    'Bookings, your blocks and the turnaround buffer after each drop (India time). Tap a free day to block it; tap a block to remove it.',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  thisMonth: 'Today',
  monthGridLabel: (month: string) => `Days of ${month}`,
  todayMarker: 'Today',
  blockDayLabel: (day: string) => `Block ${day}`,
  blockTime: 'Block time',
  removeBlock: 'Remove',
  removeBlockLabel: (reason: string, when: string) => `Remove block: ${reason}, ${when}`,
  calendarLegendBooking: 'Booking',
  calendarLegendBlock: 'Block',
  calendarLegendBuffer: 'Buffer',
  bufferEvent: (label: string) => `Buffer (${label})`,
  monthEventsTitle: 'This month',
  monthEventsEmpty: 'No bookings or blocks this month: every day is free.',
  calendarStatusLabel: {
    booked: 'Booked',
    completed: 'Completed',
    cancelled: 'Cancelled',
    pending: 'Payment pending',
  } as Record<string, string>,
  // the block form
  blockFormTitle: 'Block this bike',
  blockFromDate: 'From date',
  blockFromTime: 'From time',
  blockToDate: 'To date',
  blockToTime: 'To time',
  blockReason: 'Reason',
  blockSave: 'Block',
  // the iCal panel
  icalTitle: 'Calendar subscription',
  icalIntro:
    'Add this private address to Google Calendar or any calendar app to see this bike’s bookings and blocks there. Getting a new address stops the old one working.',
  icalGet: 'Get calendar address',
  icalRenew: 'Renew address',
  icalAddressLabel: 'Calendar address',
  icalCopy: 'Copy',
} as const;
